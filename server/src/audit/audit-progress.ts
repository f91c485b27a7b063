/**
 * How far an audit run is (contract A7), for the console's progress bar. The replay of
 * the wallet streams is most of the work: it fills the bar to 80%, reported per page of
 * events; the five checks that follow run together and add 4% each as they finish.
 */
export type AuditStage = 'wallets' | 'chains' | 'balances' | 'ledger' | 'money-requests' | 'settlements' | 'done';

export interface AuditProgress {
  stage: AuditStage;
  /** 0..100 */
  percent: number;
  /** Of this stage: events replayed of about `total`, or checks finished of 5. */
  done: number;
  total: number;
  message: string;
}

export type ProgressListener = (progress: AuditProgress) => void;

export const CHECK_STAGES = ['chains', 'balances', 'ledger', 'money-requests', 'settlements'] as const;
export type CheckStage = (typeof CHECK_STAGES)[number];

const REPLAY_SHARE = 80;

/** `total`: the events the read models count (the replay may find a few more, appended since). */
export function replayProgress(done: number, total: number): AuditProgress {
  const percent = total > 0 ? Math.min(REPLAY_SHARE, Math.floor((REPLAY_SHARE * done) / total)) : 0;
  return { stage: 'wallets', percent, done, total: Math.max(total, done), message: `Replaying wallet events: ${done.toLocaleString('en-IN')} of ${Math.max(total, done).toLocaleString('en-IN')}` };
}

export function checksProgress(finished: ReadonlySet<CheckStage>): AuditProgress {
  const pending = CHECK_STAGES.filter((s) => !finished.has(s));
  if (pending.length === 0) return { stage: 'done', percent: 100, done: CHECK_STAGES.length, total: CHECK_STAGES.length, message: 'Audit finished' };
  return {
    stage: pending[0],
    percent: REPLAY_SHARE + ((100 - REPLAY_SHARE) / CHECK_STAGES.length) * finished.size,
    done: finished.size,
    total: CHECK_STAGES.length,
    message: `Checking ${pending.join(', ')}`,
  };
}
