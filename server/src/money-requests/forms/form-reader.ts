import type { FastifyRequest } from 'fastify';
import { text, type Message } from '../../shared/i18n/message.js';
import { textFieldProblems } from '../../shared/http/text-fields.js';
import { unknownField } from '../../shared/http/unknown-field.js';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads/upload-check.js';
import { UploadTooLargeError } from '../../shared/uploads/uploads.errors.js';
import { InvalidFormError } from '../money-requests.errors.js';

/** A money form as sent: its text fields and at most one file (not yet checked). */
export interface ReadForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

export interface FormShape {
  fields: readonly string[];
  /** The name of the one file field, if the form takes a file. */
  file?: string;
}

/** No text field of a money form needs more (names, account numbers, reasons). */
const FIELD_BYTES = 2048;

/**
 * Reads a money form from multipart (the specification's uploads) or JSON (admins'
 * updates), refusing before anything is judged: unknown or repeated fields, a second file,
 * over-long values, a file over 5 MB (413), control characters and broken Unicode in any
 * field (the JSON pipe's rule, shared/http/text-fields.ts, which multipart bypasses), and
 * anything the multipart parser chokes on (a 400, never a 500). The whole body is read
 * before answering, within these limits.
 */
export async function readForm(request: FastifyRequest, shape: FormShape): Promise<ReadForm> {
  const problems: Message[] = [];
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  const take = (name: string, value: unknown) => {
    if (!shape.fields.includes(name)) problems.push(unknownField(name));
    else if (Object.hasOwn(fields, name)) problems.push(text("The field '{field}' is sent twice", { field: name }));
    else if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
    else if (value !== null && value !== undefined) problems.push(text('{field} must be text', { field: name }));
  };
  if (request.isMultipart()) {
    try {
      const parts = request.parts({ limits: { fieldSize: FIELD_BYTES, fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, parts: 32 } });
      for await (const part of parts) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          // A form's file input left empty: browsers send the part with no name and no bytes.
          if (bytes.length === 0 && !part.filename) continue;
          if (part.fieldname !== shape.file) problems.push(unknownField(part.fieldname));
          else file = bytes;
        } else if (part.valueTruncated) {
          problems.push(text('{field} is too long', { field: part.fieldname }));
        } else {
          take(part.fieldname, part.value);
        }
      }
    } catch (error) {
      throw multipartError(error);
    }
  } else {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new InvalidFormError(text('The request body must be a form or a JSON object.'));
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string' && Buffer.byteLength(value) > FIELD_BYTES) problems.push(text('{field} is too long', { field: name }));
      else take(name, value);
    }
  }
  problems.push(...textFieldProblems(fields));
  if (problems.length > 0) throw new InvalidFormError(problems);
  return { fields, file };
}

function multipartError(error: unknown): Error {
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadTooLargeError(MAX_UPLOAD_BYTES);
  if (code === 'FST_FILES_LIMIT') return new InvalidFormError(text('Attach one file only.'));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new InvalidFormError(text('The form has too many fields.'));
  if (code === 'FST_PROTO_VIOLATION') return new InvalidFormError(text('The form has a field name that is not allowed.'));
  // A broken body (malformed part headers, a cut-off upload, a field declared JSON that is not).
  return new InvalidFormError(text('The form data could not be read.'));
}
