import { DomainError } from '../errors/domain-error.js';
import type { Message } from '../i18n/message.js';

/** Why an upload was refused. Each is a 4xx; a refused upload is never stored. */

export class UploadTooLargeError extends DomainError {
  constructor(maxBytes: number) {
    super('UPLOAD.TOO_LARGE', 'The file is larger than {megabytes} MB.', 'too_large', { megabytes: String(Math.round(maxBytes / (1024 * 1024))) });
  }
}

export class UploadEmptyError extends DomainError {
  constructor() {
    super('UPLOAD.EMPTY', 'The file is empty.', 'invalid');
  }
}

/** Not one of the kinds the route takes, judged by the bytes (never by name or declared type). */
export class UploadTypeNotAllowedError extends DomainError {
  constructor(message: Message) {
    super('UPLOAD.TYPE_NOT_ALLOWED', message, 'invalid');
  }
}

/** Claims to be an image by its first bytes but does not decode: truncated, damaged or a disguise. */
export class UploadDamagedError extends DomainError {
  constructor() {
    super('UPLOAD.DAMAGED', 'The image could not be read: it is damaged or incomplete.', 'invalid');
  }
}

/** More pixels than any screenshot or photo has: a decompression bomb, or simply too big. */
export class UploadTooManyPixelsError extends DomainError {
  constructor(maxPixels: number) {
    super('UPLOAD.TOO_MANY_PIXELS', 'The image is too large: at most {megapixels} megapixels.', 'invalid', {
      megapixels: String(Math.round(maxPixels / 1_000_000)),
    });
  }
}

export class UploadNotFoundError extends DomainError {
  constructor() {
    super('UPLOAD.NOT_FOUND', 'File not found.', 'not_found');
  }
}
