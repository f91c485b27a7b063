import fc from 'fast-check';
import { decide as decideWallet } from '../wallet/wallet.decide.js';
import { InsufficientFundsError } from '../wallet/wallet.errors.js';
import { evolve as evolveWallet, initialWalletState, type WalletState } from '../wallet/wallet.js';
import { REQUEST_STATUSES, isOpenStatus } from './money-request.js';
import { DomainError } from '../shared/errors/domain-error.js';
import { decideWithdrawalSubmission, decideWithdrawalUpdate, refuseWithdrawalStep, walletCommandOfStep } from './withdrawal-request.decide.js';
import { evolveWithdrawal, initialWithdrawalState, type WithdrawalEvent, type WithdrawalRequested, type WithdrawalState } from './withdrawal-request.js';

/**
 * The withdrawal decider against the real wallet decider: after any sequence of admin
 * changes (and other spending between them), each step applied in order, with refused
 * steps undone as the settlement does, the wallet's hold agrees with the request.
 */
const request = (amountPaise: number): WithdrawalRequested['data'] => ({
  requestId: 'w1', userId: 'u1', option: 'upi', amountPaise, accountHolderName: 'A', accountNumber: null, typeOfAccount: null,
  bankName: null, ifscCode: null, upiHandle: 'a@ok', network: null, cryptoAddress: null, image: null,
});

function settle(events: WithdrawalEvent[], state: WithdrawalState, wallet: WalletState, written: WithdrawalEvent[]) {
  let s = events.reduce(evolveWithdrawal, state);
  let w = wallet;
  written.push(...events);
  const fresh = events.flatMap((e) => (e.type === 'WithdrawalRequested' ? [1] : e.type === 'WithdrawalUpdated' && e.data.hold ? [e.data.revision] : []));
  for (const revision of fresh) {
    const step = s.exists ? s.steps.find((x) => x.revision === revision) : undefined;
    if (!step || !s.exists) continue;
    try {
      w = decideWallet(walletCommandOfStep(s.requestId, step), w).reduce(evolveWallet, w);
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      const refused = refuseWithdrawalStep(s, revision, error.message);
      written.push(refused);
      s = evolveWithdrawal(s, refused);
      break;
    }
  }
  return { s, w };
}

describe('withdrawal hold steps against the wallet decider', () => {
  it('keep the hold equal to the request: active while open, captured when done, none when rejected', () => {
    const change = fc.record({
      status: fc.option(fc.constantFrom(...REQUEST_STATUSES), { nil: undefined }),
      amountPaise: fc.option(fc.integer({ min: 1, max: 60_000 }), { nil: undefined }),
      spend: fc.integer({ min: 0, max: 40_000 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 60_000 }), fc.array(change, { maxLength: 12 }), (start, amount, changes) => {
        let w = [
          { type: 'WalletOpened' as const, data: { userId: 'u1' } },
          { type: 'DepositCredited' as const, data: { requestId: 'd', amountPaise: start } },
        ].reduce(evolveWallet, initialWalletState());
        const written: WithdrawalEvent[] = [];
        let s: WithdrawalState = initialWithdrawalState();
        if (amount > start) return; // refused before anything is written (the handler checks the balance first)
        ({ s, w } = settle(decideWithdrawalSubmission(request(amount), s), s, w, written));
        let spent = 0;
        for (const c of changes) {
          // Other activity: tickets bought from the money balance meanwhile.
          if (w.status === 'open' && c.spend <= w.moneyPaise) {
            w = { ...w, moneyPaise: w.moneyPaise - c.spend };
            spent += c.spend;
          }
          let events: WithdrawalEvent[];
          try {
            events = decideWithdrawalUpdate({ adminId: 'a', status: c.status ?? undefined, amountPaise: c.amountPaise ?? undefined }, s);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect(s.exists && s.status).toBe('done');
            continue;
          }
          ({ s, w } = settle(events, s, w, written));
        }
        if (!s.exists || w.status !== 'open') throw new Error('unreachable');
        const hold = w.holds.w1;
        if (isOpenStatus(s.status)) expect(hold).toMatchObject({ status: 'active', amountPaise: s.amountPaise });
        if (s.status === 'done') expect(hold).toMatchObject({ status: 'captured', amountPaise: s.amountPaise });
        if (s.status === 'rejected') expect(hold?.status ?? 'released').toBe('released');
        const captured = hold?.status === 'captured' ? hold.amountPaise : 0;
        expect(w.moneyPaise + w.heldPaise + captured + spent).toBe(start);
        expect(s.version).toBe(written.length);
      }),
      { numRuns: 500 },
    );
  });
});
