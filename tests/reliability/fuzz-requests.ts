import fc from 'fast-check';
import { SAMPLE_PDF, hostileCorpus, sampleJpeg, samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { breakJson, formFields, HOSTILE_KEYS, HOSTILE_QUERIES, HOSTILE_SEGMENTS, jsonBody, multipartBody, protoText, withInvalidUtf8, WRONG_TYPES, type OpenApiDocument, type Part } from './openapi-arbitraries.js';
import type { RouteSetup } from './fuzz-route-setups.js';
import type { Route } from './fuzz-routes.js';

/**
 * Generated requests for one route (issue 13, fuzzing): a path with real or hostile
 * params and queries, hostile headers, and a JSON or multipart body envelope, mostly
 * well-formed, then broken in every way the server must refuse without a 5xx.
 */
export interface Case {
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What kind of envelope was sent (for the failure report). */
  kind: string;
}

/** A file the forms may carry, and how often. */
export interface Upload {
  name: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
  weight: number;
}

/** The sample images and PDF, the hostile upload corpus, and a PNG named as a program. */
export async function uploadFiles(): Promise<Upload[]> {
  const files: Upload[] = [];
  files.push({ name: 'png', bytes: await samplePng(), filename: 'proof.png', contentType: 'image/png', weight: 8 });
  files.push({ name: 'jpeg', bytes: await sampleJpeg(), filename: 'proof.jpg', contentType: 'image/jpeg', weight: 2 });
  files.push({ name: 'pdf', bytes: SAMPLE_PDF, filename: 'proof.pdf', contentType: 'application/pdf', weight: 2 });
  for (const h of await hostileCorpus()) files.push({ ...h, weight: h.bytes.length > 1_000_000 ? 1 : 2 });
  files.push({ name: 'png named .exe', bytes: files[0].bytes, filename: '..\\..\\evil.exe', contentType: 'application/x-msdownload', weight: 1 });
  return files;
}

/** A generated request for the route: path, query, headers and body envelope. */
export function caseOf(doc: OpenApiDocument, files: Upload[], route: Route, setup: RouteSetup): fc.Arbitrary<Case> {
  const segment = (name: string) =>
    fc.oneof({ arbitrary: setup.params?.[name] ?? fc.constant('x'), weight: 9 }, { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 });
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const path = fc
    .tuple(fc.tuple(...names.map(segment)), fc.oneof({ arbitrary: fc.constant(''), weight: 12 }, { arbitrary: fc.constantFrom(...HOSTILE_QUERIES), weight: 1 }))
    .map(([values, query]) => route.path.replace(/\{(\w+)\}/g, () => String(values.shift())) + query);
  const headers = fc.record({
    idempotency: fc.oneof({ arbitrary: fc.uuid().map(String), weight: 8 }, { arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.constantFrom(...HOSTILE_KEYS), weight: 1 }),
    forwarded: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.ipV4(), weight: 3 }, { arbitrary: fc.constantFrom('not-an-ip', '999.1.1.1', ',,,', '1.1.1.1, 2.2.2.2', 'x'.repeat(2000)), weight: 1 }),
    ifMatch: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.constantFrom('1', '"1"', '*', '-1', 'W/"2"', 'x'.repeat(500)), weight: 1 }),
  });
  const multipart = route.media.includes('multipart/form-data');
  const envelope = multipart ? formEnvelope(doc, files, route, setup) : jsonEnvelope(doc, route, setup);
  return fc.tuple(path, headers, envelope).map(([p, h, env]) => {
    const all: Record<string, string> = { ...env.headers };
    if (h.idempotency !== undefined) all['idempotency-key'] = h.idempotency;
    if (h.forwarded !== undefined) all['x-forwarded-for'] = h.forwarded;
    if (h.ifMatch !== undefined && route.method === 'PUT') all['if-match'] = h.ifMatch;
    return { path: p, headers: all, body: env.body, kind: env.kind };
  });
}

type Envelope = { headers: Record<string, string>; body?: Buffer; kind: string };

/** JSON bodies: mostly well-formed JSON of generated values, then every way of sending them wrong. */
function jsonEnvelope(doc: OpenApiDocument, route: Route, setup: RouteSetup): fc.Arbitrary<Envelope> {
  const value = jsonBody(doc, route.schema, setup.hints ?? {});
  const json = 'application/json';
  const mode = fc.oneof(
    { arbitrary: fc.constant('json'), weight: 140 },
    { arbitrary: fc.constantFrom('json-type', 'broken', 'utf8', 'wrong-type', 'no-type', 'empty', 'bom', 'proto-text', 'oversized'), weight: 60 },
    // Past the server's whole body limit (5.5 MB): rare, each costs megabytes.
    { arbitrary: fc.constant('huge'), weight: 1 },
  );
  return fc.tuple(value, mode, fc.nat(), fc.constantFrom(...WRONG_TYPES)).map(([v, m, n, wrong]): Envelope => {
    const text = JSON.stringify(v) ?? 'null';
    const bytes = Buffer.from(text);
    switch (m) {
      case 'json-type':
        return { kind: m, headers: { 'content-type': ['application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/json;;'][n % 4] }, body: bytes };
      case 'broken':
        return { kind: m, headers: { 'content-type': json }, body: Buffer.from(breakJson(text, n)) };
      case 'utf8':
        return { kind: m, headers: { 'content-type': json }, body: withInvalidUtf8(text, n) };
      case 'wrong-type':
        return { kind: m, headers: { 'content-type': wrong }, body: bytes };
      case 'no-type':
        return { kind: m, headers: {}, body: bytes };
      case 'empty':
        return { kind: m, headers: { 'content-type': json }, body: Buffer.alloc(0) };
      case 'bom':
        return { kind: m, headers: { 'content-type': json }, body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) };
      case 'proto-text':
        return { kind: m, headers: { 'content-type': json }, body: Buffer.from(protoText(text, n)) };
      case 'oversized':
        return { kind: m, headers: { 'content-type': json }, body: Buffer.from(`{"pad":"${'a'.repeat(64 * 1024 + (n % 4096))}"}`) };
      case 'huge':
        return { kind: m, headers: { 'content-type': json }, body: Buffer.alloc(6 * 1024 * 1024, 0x20) };
      default:
        return { kind: 'json', headers: { 'content-type': json }, body: bytes };
    }
  });
}

/** Multipart forms: generated fields and a file from the corpus, then broken and hostile forms, and JSON where a form goes. */
function formEnvelope(doc: OpenApiDocument, files: Upload[], route: Route, setup: RouteSetup): fc.Arbitrary<Envelope> {
  const fields = formFields(doc, route.schema!, setup.hints ?? {});
  const file = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 12 },
    ...files.map((f) => ({ arbitrary: fc.constant(f), weight: f.weight })),
    { arbitrary: fc.uint8Array({ maxLength: 3000 }).map((b) => ({ name: 'random bytes', bytes: Buffer.from(b), filename: 'x.png', contentType: 'image/png', weight: 0 })), weight: 2 },
  );
  const mode = fc.oneof(
    { arbitrary: fc.constant('form'), weight: 14 },
    { arbitrary: fc.constantFrom('cut', 'no-boundary', 'utf8', 'json', 'wrong-type', 'many-fields', 'two-files', 'file-as-field', 'bad-names', 'huge-field'), weight: 6 },
  );
  return fc.tuple(fields, file, mode, fc.nat(), fc.constantFrom(...WRONG_TYPES)).map(([f, upload, m, n, wrong]): Envelope => {
    const boundary = `fuzz${n}`;
    const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const parts: Part[] = f.map(([name, value]) => ({ name, value: Buffer.from(value) }));
    if (upload) parts.push({ name: 'image', value: upload.bytes, filename: upload.filename, type: upload.contentType });
    switch (m) {
      case 'cut': {
        const whole = multipartBody(boundary, parts);
        return { kind: m, headers: type, body: whole.subarray(0, n % Math.max(1, whole.length)) };
      }
      case 'no-boundary':
        return { kind: m, headers: { 'content-type': 'multipart/form-data' }, body: multipartBody(boundary, parts) };
      case 'utf8':
        parts.push({ name: 'account_holder_name', value: Buffer.from([0x41, 0xff, 0xc0, 0xaf, 0xed, 0xa0, 0x80]) });
        return { kind: m, headers: type, body: multipartBody(boundary, parts.slice(n % 2)) };
      case 'json':
        return { kind: m, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(Object.fromEntries(f))) };
      case 'wrong-type':
        return { kind: m, headers: { 'content-type': wrong }, body: multipartBody(boundary, parts) };
      case 'many-fields':
        for (let i = 0; i < 40; i++) parts.push({ name: `f${i}`, value: Buffer.from('1') });
        return { kind: m, headers: type, body: multipartBody(boundary, parts) };
      case 'two-files':
        parts.push({ name: 'image', value: files[0].bytes, filename: 'a.png', type: 'image/png' }, { name: 'image', value: files[0].bytes, filename: 'b.png', type: 'image/png' });
        return { kind: m, headers: type, body: multipartBody(boundary, parts) };
      case 'file-as-field':
        parts.push({ name: ['amount', 'deposit_option', 'status'][n % 3], value: files[0].bytes, filename: 'amount.png', type: 'image/png' });
        return { kind: m, headers: type, body: multipartBody(boundary, parts) };
      case 'bad-names':
        parts.push({ name: ['__proto__', 'constructor', 'a"b', 'x\r\nContent-Type: text/html', '', 'prototype'][n % 6], value: Buffer.from('1') });
        return { kind: m, headers: type, body: multipartBody(boundary, parts) };
      case 'huge-field':
        parts.push({ name: 'reason', value: Buffer.alloc(1024 * 1024 + (n % 1000), 0x61) });
        return { kind: m, headers: type, body: multipartBody(boundary, parts) };
      default:
        return { kind: 'form', headers: type, body: multipartBody(boundary, parts) };
    }
  });
}