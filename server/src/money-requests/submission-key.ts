import { createHash, randomUUID } from 'node:crypto';
import { commandFingerprint, nameBasedUuid, type CommandKey } from '../shared/idempotency/keyed-command.js';

/** What a new request is named by: its id, and the command key when the player sent one. */
export interface Submission {
  requestId: string;
  keyed: CommandKey | null;
}

/**
 * A player's deposit or withdrawal request with an `Idempotency-Key` (DESIGN.md section 1):
 * its id derives from the player and the key, so a retried or double-clicked submission
 * names the same request and finds it instead of making (and holding) a second one. The
 * fingerprint covers the checked form and the file's bytes, so the same key with other
 * details is told apart (409). Without a key every submission is a new request.
 */
export function submissionOf(kind: 'deposit' | 'withdrawal', userId: string, key: string | undefined, form: object, file: Buffer | null): Submission {
  if (key === undefined) return { requestId: randomUUID(), keyed: null };
  const fileHash = file ? createHash('sha256').update(file).digest('hex') : null;
  return {
    requestId: nameBasedUuid(`${kind}-request\n${userId}\n${key}`),
    keyed: { key: `submit:${key}`, fingerprint: commandFingerprint({ form, fileHash }) },
  };
}
