import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { Message } from '../i18n/message.js';
import {
  UploadDamagedError,
  UploadEmptyError,
  UploadTooLargeError,
  UploadTooManyPixelsError,
  UploadTypeNotAllowedError,
} from './uploads.errors.js';

/** DESIGN.md section 6: uploads are at most 5 MB (bootstrap.ts gives multipart the same limit). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Decoding is refused beyond this many pixels, before any pixel is decoded: a PNG of a few
 * hundred KB can claim billions of pixels (a decompression bomb). 40 MP is more than a
 * phone screenshot or a 12-24 MP photo needs.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type UploadKind = 'image' | 'pdf';

/** What a route takes, and what it says to anything else. */
export interface UploadPolicy {
  accepts: readonly UploadKind[];
  /** Its words for a file of another kind (a `text(...)`, shown in the request's language). */
  notAllowedMessage: Message;
}

/** An upload judged by its content, ready to store: images re-encoded, PDFs as sent. */
export interface CheckedUpload {
  kind: UploadKind;
  mime: string;
  ext: string;
  bytes: Buffer;
}

const IMAGES: Record<string, { ext: string; encode: (image: Sharp) => Sharp }> = {
  'image/jpeg': { ext: 'jpg', encode: (image) => image.jpeg({ quality: 85 }) },
  'image/png': { ext: 'png', encode: (image) => image.png() },
  'image/webp': { ext: 'webp', encode: (image) => image.webp({ quality: 85 }) },
};

/**
 * Judges an upload by its bytes only (magic numbers through file-type; the file name and
 * the declared content type are never trusted). An image is decoded and encoded again in
 * its own format: metadata (EXIF, GPS, comments) is dropped, and anything hidden beside the
 * pixels (a script after the image data, an HTML or PHP polyglot) does not survive. A PDF
 * is kept as sent, and is only ever served as a download in a sandbox (upload-response.ts).
 */
export async function checkUpload(bytes: Buffer, policy: UploadPolicy): Promise<CheckedUpload> {
  if (bytes.length === 0) throw new UploadEmptyError();
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadTooLargeError(MAX_UPLOAD_BYTES);
  const type = await fileTypeFromBuffer(bytes);
  const image = type ? IMAGES[type.mime] : undefined;
  if (image && policy.accepts.includes('image')) {
    return { kind: 'image', mime: type!.mime, ext: image.ext, bytes: await reencode(bytes, image.encode) };
  }
  if (type?.mime === 'application/pdf' && policy.accepts.includes('pdf')) {
    requireWholePdf(bytes);
    return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf', bytes };
  }
  throw new UploadTypeNotAllowedError(policy.notAllowedMessage);
}

async function reencode(bytes: Buffer, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  try {
    // rotate(): applies the EXIF orientation before the EXIF block is dropped.
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 }).rotate();
    return await encode(image).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new UploadTooManyPixelsError(MAX_IMAGE_PIXELS);
    throw new UploadDamagedError();
  }
}

/** A PDF ends with %%EOF (within its last kilobyte, trailing whitespace allowed); a cut one does not. */
function requireWholePdf(bytes: Buffer): void {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw new UploadDamagedError();
}
