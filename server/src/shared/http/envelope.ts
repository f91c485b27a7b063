import { SetMetadata } from '@nestjs/common';

/**
 * The specification's two response shapes: most routes answer `{ err: 'N'|'Y', msg, data }`;
 * the draw and ticket routes answer `{ success, message, data }`. A controller or handler
 * marked `@SuccessEnvelope()` uses the second one, for answers and for errors alike.
 */
export const ENVELOPE_KEY = 'fairdraw:envelope';
export type EnvelopeStyle = 'err' | 'success';

export const SuccessEnvelope = () => SetMetadata(ENVELOPE_KEY, 'success' satisfies EnvelopeStyle);

export function ok<T>(msg: string, data?: T, extra: Record<string, unknown> = {}) {
  return { err: 'N' as const, msg, ...(data === undefined ? {} : { data }), ...extra };
}

export function success<T>(message: string, data?: T, extra: Record<string, unknown> = {}) {
  return { success: true as const, message, ...(data === undefined ? {} : { data }), ...extra };
}

/** `extra`: fields an error adds beside its message and code (e.g. `retryAfterSeconds`). */
export function failureBody(style: EnvelopeStyle, message: string, code?: string, extra: Record<string, unknown> = {}) {
  return style === 'success'
    ? { success: false as const, message, ...(code ? { code } : {}), ...extra }
    : { err: 'Y' as const, msg: message, ...(code ? { code } : {}), ...extra };
}
