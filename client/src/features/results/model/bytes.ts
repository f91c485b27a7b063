/**
 * Bytes for the browser's checks: hex in and out, UTF-8, concatenation and SHA-256 with
 * WebCrypto (`crypto.subtle`, present in every browser on a secure origin and in Node).
 */
const HEX = /^(?:[0-9a-f]{2})*$/i;

export function isHex(value: unknown, bytes?: number): value is string {
  return typeof value === 'string' && HEX.test(value) && (bytes === undefined || value.length === bytes * 2);
}

export function fromHex(hex: string): Uint8Array {
  if (!isHex(hex)) throw new Error('Not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** WebCrypto wants its own buffer (not a view of a larger one, nor another realm's). */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => concat(bytes);

export function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle;
  if (!found) throw new Error('This browser cannot compute SHA-256 here (WebCrypto needs a secure https page)');
  return found;
}

export async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', concat(...parts)));
}

export async function hmacKey(key: Uint8Array): Promise<CryptoKey> {
  return subtle().importKey('raw', own(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

export async function hmac(key: CryptoKey, message: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, own(message)));
}
