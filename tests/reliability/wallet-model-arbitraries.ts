import fc from 'fast-check';
import type { RequestStatus, WalletModel } from './wallet-model.js';
import type { Real } from './wallet-model-system.js';
import { Buy, CloseSales, DecideDeposit, DecideWithdrawal, Deposit, SetPrice, SetReferralAmount, Settle, Withdraw, type Option } from './wallet-model-commands.js';
import { ATTEMPTS, Hostile } from './wallet-model-hostile.js';

/**
 * What the wallet model's commands are drawn from. Ticket numbers and results come from a
 * small pool (with the range's top, 74 and 75) so that tickets match results often, and a
 * result can be made of a ticket's numbers: jackpots and minipots happen in short runs.
 */
const POOL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 74, 75];
const player = fc.integer({ min: 0, max: 2 });
const option = fc.constantFrom<Option>('bank', 'upi', 'crypto');
/** ₹1 to ₹1,00,000 (the per-request maximum), in paise, small ones more often. */
const amount = fc.oneof(fc.integer({ min: 100, max: 500_000 }), fc.integer({ min: 100, max: 10_000_000 }));
const fraction = fc.integer({ min: 1, max: 100 }).map((n) => n / 100);
const status = fc.constantFrom<RequestStatus>('done', 'done', 'rejected', 'in_progress', 'on_hold');
/** Deposits are mostly set done, so that runs have money to play with. */
const depositStatus = fc.constantFrom<RequestStatus>('done', 'done', 'done', 'rejected', 'in_progress', 'on_hold');
/** Now and then the admin's change is sent twice at once. */
const together = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const numbers = fc.shuffledSubarray(POOL, { minLength: 5, maxLength: 5 });

export function walletCommands(): fc.Arbitrary<fc.AsyncCommand<WalletModel, Real>>[] {
  return [
    fc.oneof(
      { weight: 3, arbitrary: fc.tuple(player, option, amount, fc.boolean()).map(([p, o, a, retry]) => new Deposit(p, o, a, retry)) },
      { weight: 4, arbitrary: fc.tuple(fc.nat(30), depositStatus, fc.option(amount, { freq: 4 }), together).map(([i, s, a, both]) => new DecideDeposit(i, s, a, both)) },
      { weight: 3, arbitrary: fc.tuple(player, option, fc.oneof({ weight: 4, arbitrary: fraction }, { weight: 1, arbitrary: fc.constant('over' as const) })).map(([p, o, f]) => new Withdraw(p, o, f)) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.nat(30), status, fc.oneof({ weight: 4, arbitrary: fc.constant('same' as const) }, { weight: 1, arbitrary: fc.constant('beyond' as const) }, { weight: 1, arbitrary: fraction }), together)
          .map(([i, s, a, both]) => new DecideWithdrawal(i, s, a, both)),
      },
      { weight: 5, arbitrary: fc.tuple(player, fc.array(numbers, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([p, n, retry]) => new Buy(p, n, retry)) },
      { weight: 1, arbitrary: fc.constant(new CloseSales()) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(numbers, fc.option(fc.record({ pick: fc.nat(20), shape: fc.constantFrom<'same' | 'reversed' | 'three'>('same', 'reversed', 'three') }), { freq: 2 }))
          .map(([n, from]) => new Settle(n, from)),
      },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom(10_000, 3_750, 100), fc.integer({ min: 100, max: 50_000 })).map((p) => new SetPrice(p)) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000 }).map((a) => new SetReferralAmount(a)) },
      { weight: 2, arbitrary: fc.tuple(player, fc.constantFrom(...Object.keys(ATTEMPTS))).map(([p, a]) => new Hostile(p, a)) },
    ),
  ];
}
