import { checksProgress, replayProgress, type CheckStage } from './audit-progress.js';

describe('audit progress', () => {
  it('fills 80% with the replay, by events folded of those the read models count', () => {
    expect(replayProgress(0, 1000)).toMatchObject({ stage: 'wallets', percent: 0, done: 0, total: 1000 });
    expect(replayProgress(500, 1000)).toMatchObject({ stage: 'wallets', percent: 40, done: 500, total: 1000 });
    expect(replayProgress(1000, 1000).percent).toBe(80);
    // Events appended since the count: never past 80, and the total grows with them.
    expect(replayProgress(1200, 1000)).toMatchObject({ percent: 80, done: 1200, total: 1200 });
    expect(replayProgress(0, 0)).toMatchObject({ percent: 0, total: 0 });
  });

  it('adds 4% per check finished, naming the ones still going, and ends at done 100%', () => {
    const finished = new Set<CheckStage>();
    expect(checksProgress(finished)).toEqual({ stage: 'chains', percent: 80, done: 0, total: 5, message: 'Checking chains, balances, ledger, money-requests, settlements' });
    finished.add('chains').add('ledger');
    expect(checksProgress(finished)).toEqual({ stage: 'balances', percent: 88, done: 2, total: 5, message: 'Checking balances, money-requests, settlements' });
    finished.add('balances').add('money-requests').add('settlements');
    expect(checksProgress(finished)).toEqual({ stage: 'done', percent: 100, done: 5, total: 5, message: 'Audit finished' });
  });
});
