import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a submission (DESIGN.md section 1): the same details sent again
 * (after a lost answer, a second click, a reload of the answer) keep their key, so the
 * server acts once; other details, or a submission after a success, get a new one.
 */
export function useAttemptKey(): { keyFor(signature: string): string; succeeded(): void } {
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = useCallback((signature: string) => {
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newAttemptKey() };
    return attempt.current.key;
  }, []);
  const succeeded = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, succeeded };
}

/** 128 random bits (getRandomValues works where randomUUID, secure contexts only, may not). */
export function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a form sends, files by name, size and time, as one comparable string. */
export function submissionSignature(values: Record<string, unknown>): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value instanceof File ? { name: value.name, size: value.size, modified: value.lastModified } : value,
  );
}
