import fc from 'fast-check';

/**
 * fast-check arbitraries built from the OpenAPI document's request-body schemas (issue 13,
 * fuzzing): values of the declared shape, hostile values of any shape, and whole bodies
 * that mix them field by field, with missing and unknown fields (prototype keys among them);
 * and the envelope's hostile parts: path segments, queries, keys, content types, broken
 * JSON text, invalid UTF-8, prototype keys in the text, raw multipart bytes.
 */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  maxItems?: number;
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; security?: unknown[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

/** Follows `$ref` and folds `allOf` (Nest's swagger writes a nullable nested DTO as `allOf: [$ref]`). */
export function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf) return schema.allOf.reduce<Schema>((all, part) => ({ ...all, ...resolve(doc, part) }), { ...schema, allOf: undefined });
  return schema;
}

/** Values a field of this name must take to get past the shape checks (a real round, the account's email). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** A value of the schema's declared shape (within its limits); `hints` name the values only the server's state makes right. */
export function validValue(doc: OpenApiDocument, raw: Schema, hints: Hints = {}, name = ''): fc.Arbitrary<unknown> {
  if (hints[name]) return hints[name];
  const s = resolve(doc, raw);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.oneOf) return fc.oneof(...s.oneOf.map((o) => validValue(doc, o, hints)));
  if (s.properties) return objectOf(doc, s, hints, () => fc.constant(undefined), 0);
  if (s.type === 'array') return fc.array(validValue(doc, s.items ?? {}, hints), { minLength: 1, maxLength: Math.min(s.maxItems ?? 3, 3) });
  if (s.type === 'boolean') return fc.boolean();
  if (s.type === 'number' || s.type === 'integer') {
    const min = s.minimum ?? 0;
    const max = Math.min(s.maximum ?? 1_000_000, 1e9);
    return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((p) => p / 100));
  }
  if (s.pattern === '^\\d+(\\.\\d{1,2})?$') return fc.integer({ min: 0, max: 10_000_000 }).map((p) => (p % 3 === 0 ? String(p / 100) : String(Math.floor(p / 100))));
  // A string (or an `object` that Nest's swagger could not type: its example says what it is).
  const sized = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 60) });
  return s.example === undefined ? sized : fc.oneof({ arbitrary: fc.constant(s.example), weight: 3 }, { arbitrary: sized, weight: 1 });
}

/** Numbers and texts that read as numbers in some parser but not in ours, or overflow it. */
const NUMERIC = ['1e309', '-1e309', 'NaN', 'Infinity', '-0', '0x1F', '0b11', '1_000', ' 7 ', '७', '٧', '１２', '1.005', '00000000001', '9'.repeat(400), '1e-7', '+5', '.5', '5.', '1,000'];
const TEXT = ['', ' ', '\u0000', 'a\u0000b', '\u202Eevil', '\uFEFF', '\r\n', '\t', '\uD800', '\uDFFF', '../../etc/passwd', "' OR 1=1 --", '${7*7}', '<script>alert(1)</script>', 'null', 'undefined', 'true', '{}', '[]', '%00', '\u0085', '\u2028'];
const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isAdmin', 'role', 'admin_id', 'user_id', 'balance', '$where', '', ' ', 'a.b', 'x'.repeat(300)];

/** A prototype-pollution attempt as an own key (as JSON.parse makes it), which JSON.stringify writes out. */
const proto = (key: string, value: unknown) => Object.fromEntries([[key, value]]);

/** Nests `leaf` `depth` levels deep in arrays or objects. */
const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

/** Anything but what the field wants: wrong types, nulls, edge numbers, hostile and huge text, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 1e308, -1e308, 2 ** 53 + 1, 2 ** 63, -(2 ** 31), 0.1 + 0.2, 1e-7, 4.999999999999999),
  fc.double(),
  fc.integer(),
  fc.constantFrom(...NUMERIC, ...TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(255, 256, 2049, 10_000, 70_000).map((n) => 'x'.repeat(n)),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), { maxKeys: 3 }),
  fc.tuple(fc.integer({ min: 3, max: 40 }), fc.boolean()).map(([depth, asArray]) => nested(depth, 1, asArray)),
  fc.constantFrom(...KEYS.slice(0, 3)).map((k) => proto(k, { isAdmin: true, polluted: 1, prototype: { polluted: 1 } })),
  fc.constantFrom({ $gt: '' }, { $ne: null }, [null], [[]], {}, []),
);

/**
 * An object of the schema's properties, each valid, hostile (`hostile()`) or missing,
 * sometimes with unknown keys: the mix that reaches every check of a DTO in turn.
 */
function objectOf(doc: OpenApiDocument, s: Schema, hints: Hints, hostile: () => fc.Arbitrary<unknown>, hostileWeight: number): fc.Arbitrary<unknown> {
  const fields = Object.entries(s.properties ?? {}).map(([name, field]) => {
    const required = s.required?.includes(name) ?? false;
    const options = [
      { arbitrary: validValue(doc, field, hints, name), weight: 8 },
      { arbitrary: fc.constant(MISSING), weight: required ? 1 : 4 },
    ];
    if (hostileWeight > 0) options.push({ arbitrary: hostile(), weight: hostileWeight });
    return fc.oneof(...options).map((value) => [name, value] as const);
  });
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), hostileValue), { maxLength: 2 });
  return fc.tuple(fc.tuple(...fields), hostileWeight > 0 ? fc.oneof({ arbitrary: fc.constant([]), weight: 4 }, { arbitrary: extra, weight: 1 }) : fc.constant([])).map(
    ([entries, extras]) => Object.fromEntries([...entries.filter(([, v]) => v !== MISSING), ...extras]),
  );
}

const MISSING = Symbol('missing');

/** A JSON body for the schema: mostly objects mixing valid and hostile fields, sometimes no object at all. */
export function jsonBody(doc: OpenApiDocument, schema: Schema | undefined, hints: Hints): fc.Arbitrary<unknown> {
  const s = schema ? resolve(doc, schema) : { type: 'object', properties: {} };
  return fc.oneof(
    { arbitrary: objectOf(doc, s, hints, () => hostileValue, 1), weight: 5 },
    { arbitrary: objectOf(doc, s, hints, () => hostileValue, 0), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** Multipart text fields: each declared field (files aside) valid, hostile text or missing, plus unknown or repeated ones. */
export function formFields(doc: OpenApiDocument, schema: Schema, hints: Hints): fc.Arbitrary<Array<[string, string]>> {
  const s = resolve(doc, schema);
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  const fields = Object.entries(s.properties ?? {})
    .filter(([, field]) => field.format !== 'binary')
    .map(([name, field]) =>
      fc
        .oneof(
          { arbitrary: validValue(doc, field, hints, name).map(text), weight: 8 },
          { arbitrary: fc.constant(MISSING), weight: s.required?.includes(name) ? 1 : 3 },
          { arbitrary: hostileValue.map(text), weight: 2 },
        )
        .map((v) => (v === MISSING ? [] : [[name, v as string] as [string, string]])),
    );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.constantFrom(...Object.keys(s.properties ?? {}))), hostileValue.map(text)), { maxLength: 3 });
  return fc
    .tuple(fc.tuple(...fields), fc.oneof({ arbitrary: fc.constant([]), weight: 5 }, { arbitrary: extra, weight: 1 }))
    .map(([parts, extras]) => [...parts.flat(), ...extras]);
}

// The envelope: how a generated body is sent wrong (path, query, headers, JSON text, multipart bytes).

/** Path segments no route takes: traversal, broken percent-encoding, NUL, huge, prototype names, edge numbers. */
export const HOSTILE_SEGMENTS = ['..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', '%ZZ', '%C0%AF', '%FF%FE', 'x'.repeat(3000), "1'%20OR%20'1'%3D'1", '__proto__', 'constructor', '-1', '0', '1e309', 'NaN', '%F0%9F%92%A9', '00000000-0000-0000-0000-000000000000', '3H', 'WEEKLY', '%20', '%0D%0Ax'];
/** Queries no changing route reads: prototype keys, repeats, huge and broken ones. */
export const HOSTILE_QUERIES = ['?__proto__=1', '?constructor[prototype][polluted]=1', `?a=${'x'.repeat(8000)}`, '?%ff=%fe', '?status=done&status=rejected', '?amount=1e309', `?${'a=1&'.repeat(1500)}`, '?;', '?=&='];
/** Idempotency keys: empty, huge, Latin-1, reused across requests. */
export const HOSTILE_KEYS = ['', 'x'.repeat(5000), 'k\u00ff\u00fe', 'fuzz-reused-1', 'fuzz-reused-2', '../../x', '%00'];
/** Content types a JSON or multipart route does not take (or takes only by a loose reading). */
export const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/octet-stream', 'multipart/form-data', 'application/json-patch+json', 'text/json', 'application/jsonx', '*/*', 'application/json; charset=utf-16'];

export interface Part {
  name: string;
  value: Buffer;
  filename?: string;
  type?: string;
}

/** multipart/form-data bytes written by hand, so a field name or value may be anything. */
export function multipartBody(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`), p.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** JSON text made invalid in one of several ways. */
export function breakJson(text: string, n: number): string {
  const at = n % Math.max(1, text.length);
  const ways = [
    () => text.slice(0, at),
    () => `${text}}`,
    () => `${text.slice(0, at)}\u0000${text.slice(at)}`,
    () => text.replace(/"/g, "'"),
    () => `{"a": NaN, "b": Infinity}`,
    () => `// comment\n${text}`,
    () => `${text},${text}`,
    () => '{'.repeat(20_000),
    () => '['.repeat(n % 5000) + ']'.repeat(n % 5000),
    () => `{"a":1e99999,"b":-1e99999}`,
    () => `"${'\\u0000'.repeat(100)}"`,
    () => `{"amount":1,"amount":"2","amount":[3]}`,
  ];
  return ways[n % ways.length]();
}

/** Invalid UTF-8 bytes inside the text (a lone continuation, an overlong slash, an encoded surrogate, 0xFF). */
export function withInvalidUtf8(text: string, n: number): Buffer {
  const bad = [Buffer.from([0xff]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0x80]), Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80])][n % 5];
  const quote = text.indexOf('"', n % Math.max(1, text.length));
  const at = quote >= 0 ? quote + 1 : text.length;
  return Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at))]);
}

/** Prototype keys written into the JSON text itself (nested and repeated), past any object builder. */
export function protoText(text: string, n: number): string {
  const inner = text.startsWith('{') && text.length > 2 ? text.slice(1, -1) + ',' : '';
  return [
    `{${inner}"__proto__":{"isAdmin":true,"role":"admin"}}`,
    `{${inner}"constructor":{"prototype":{"polluted":true}}}`,
    `{"__proto__":{"__proto__":{"x":1}},${inner}"prototype":1}`,
    `{${inner}"toString":"x","valueOf":1,"hasOwnProperty":null}`,
  ][n % 4];
}
