import type { FastifyReply } from 'fastify';

/**
 * How a stored upload goes out: its checked type, never sniffed by the browser (nosniff),
 * named by its random name; images inline (the admin's modal shows them), PDFs only as a
 * download. The sandbox policy keeps a file opened directly from running anything in the
 * product's origin, whatever it holds.
 */
export function sendUpload(reply: FastifyReply, upload: { name: string; mime: string; bytes: Buffer }): FastifyReply {
  const disposition = upload.mime === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .header('content-type', upload.mime)
    .header('content-disposition', `${disposition}; filename="${upload.name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(upload.bytes);
}
