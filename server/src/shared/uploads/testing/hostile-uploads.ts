import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Files for upload tests: honest ones, and the hostile corpus every upload route must
 * refuse with a clear 4xx and without storing anything (issue 9).
 */

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real PNG with a PHP and HTML payload in a text chunk: a valid image that a sniffing server could run. */
export async function pngWithPayload(payload: string): Promise<Buffer> {
  const png = await samplePng();
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${payload}`, 'latin1')), png.subarray(iend)]);
}

/** A 1-bit PNG claiming 20000 x 20000 pixels in about 50 KB (a decompression bomb). */
export function decompressionBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + side / 8) * side); // every row: filter 0 and black pixels
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

export function samplePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } }).png().toBuffer();
}

/** A JPEG with EXIF (camera, GPS-like comment) that re-encoding must drop. */
export function sampleJpeg(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c52' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'home at 12.9716N 77.5946E' } })
    .toBuffer();
}

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export interface HostileUpload {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** The corpus of issue 9 (a PDF to an image-only route is added by the routes that refuse it). */
export async function hostileCorpus(): Promise<HostileUpload[]> {
  const jpeg = await sampleJpeg();
  // A PNG's signature and header chunk, so that sniffing calls it a PNG, then a PHP/HTML page.
  const pngHead = (await samplePng()).subarray(0, 33);
  return [
    {
      name: 'a PHP/HTML polyglot named .png',
      filename: 'shell.png',
      contentType: 'image/png',
      bytes: Buffer.concat([pngHead, Buffer.from('<?php system($_GET["c"]); ?><html><script>alert(document.cookie)</script></html>')]),
    },
    {
      name: 'an HTML page named .jpg',
      filename: 'page.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script><?php echo 1; ?></body></html>'),
    },
    {
      name: 'an SVG with a script',
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="9" height="9"/></svg>'),
    },
    { name: 'a 6 MB file', filename: 'big.png', contentType: 'image/png', bytes: Buffer.concat([await samplePng(), Buffer.alloc(6 * 1024 * 1024, 7)]) },
    { name: 'a zero-byte file', filename: 'empty.png', contentType: 'image/png', bytes: Buffer.alloc(0) },
    { name: 'a truncated JPEG', filename: 'cut.jpg', contentType: 'image/jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    { name: 'a decompression bomb', filename: 'bomb.png', contentType: 'image/png', bytes: decompressionBomb() },
  ];
}
