import type { TransformFnParams } from 'class-transformer';

/** Emails are compared and stored lower-cased and trimmed (DESIGN.md section 5). */
export function normaliseEmail({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}
