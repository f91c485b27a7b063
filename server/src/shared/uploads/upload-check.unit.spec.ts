import sharp from 'sharp';
import { text } from '../i18n/message.js';
import { checkUpload, MAX_IMAGE_PIXELS, type UploadPolicy } from './upload-check.js';
import { decompressionBomb, hostileCorpus, pngWithPayload, SAMPLE_PDF, sampleJpeg, samplePng } from './testing/hostile-uploads.js';

const images: UploadPolicy = { accepts: ['image'], notAllowedMessage: text('Only image files are allowed') };
const imagesOrPdf: UploadPolicy = { accepts: ['image', 'pdf'], notAllowedMessage: text('Only image or PDF files are allowed') };

describe('checkUpload', () => {
  it('takes a JPEG and a PNG by their bytes and re-encodes them in their own format', async () => {
    const jpeg = await checkUpload(await sampleJpeg(), images);
    expect(jpeg).toMatchObject({ kind: 'image', mime: 'image/jpeg', ext: 'jpg' });
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    const png = await checkUpload(await samplePng(), images);
    expect(png).toMatchObject({ kind: 'image', mime: 'image/png', ext: 'png' });
  });

  it('drops metadata: the EXIF of the sent JPEG is gone', async () => {
    const sent = await sampleJpeg();
    expect(sent.includes(Buffer.from('SecretCam'))).toBe(true);
    const stored = await checkUpload(sent, images);
    expect(stored.bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect((await sharp(stored.bytes).metadata()).exif).toBeUndefined();
  });

  it('keeps the pixels of a valid PNG that carries a PHP/HTML payload, and not the payload', async () => {
    const sent = await pngWithPayload('<?php system($_GET["c"]); ?><script>alert(1)</script>');
    expect(sent.includes(Buffer.from('<?php'))).toBe(true);
    const stored = await checkUpload(sent, images);
    expect(stored.mime).toBe('image/png');
    expect(stored.bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect(stored.bytes.includes(Buffer.from('<script'))).toBe(false);
  });

  it('refuses every file of the hostile corpus with its own reason', async () => {
    const reasons: Record<string, string> = {};
    for (const file of await hostileCorpus()) {
      reasons[file.name] = await checkUpload(file.bytes, images).then(
        () => 'accepted',
        (error: { code: string }) => error.code,
      );
    }
    expect(reasons).toEqual({
      'a PHP/HTML polyglot named .png': 'UPLOAD.DAMAGED',
      'an HTML page named .jpg': 'UPLOAD.TYPE_NOT_ALLOWED',
      'an SVG with a script': 'UPLOAD.TYPE_NOT_ALLOWED',
      'a 6 MB file': 'UPLOAD.TOO_LARGE',
      'a zero-byte file': 'UPLOAD.EMPTY',
      'a truncated JPEG': 'UPLOAD.DAMAGED',
      'a decompression bomb': 'UPLOAD.TOO_MANY_PIXELS',
    });
  });

  it('refuses the bomb before decoding it, quickly', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    await expect(checkUpload(bomb, images)).rejects.toThrow(`at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('takes a whole PDF only where PDFs are allowed, and refuses a cut one', async () => {
    await expect(checkUpload(SAMPLE_PDF, images)).rejects.toThrow('Only image files are allowed');
    expect(await checkUpload(SAMPLE_PDF, imagesOrPdf)).toMatchObject({ kind: 'pdf', mime: 'application/pdf', ext: 'pdf', bytes: SAMPLE_PDF });
    await expect(checkUpload(SAMPLE_PDF.subarray(0, 40), imagesOrPdf)).rejects.toMatchObject({ code: 'UPLOAD.DAMAGED' });
    await expect(checkUpload(Buffer.from('hello'), imagesOrPdf)).rejects.toThrow('Only image or PDF files are allowed');
  });
});
