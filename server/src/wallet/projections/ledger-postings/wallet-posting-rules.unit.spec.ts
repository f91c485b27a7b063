import { WALLET_EVENT_TYPES } from '../../wallet.js';
import { PLAY_EVENT_TYPES } from '../../../responsible-play/responsible-play.js';
import { MONEY_MOVING_EVENT_TYPES, WALLET_POSTING_EVENT_TYPES, WALLET_POSTING_RULES } from '../../wallet-postings.js';
import { LEDGER_ACCOUNTS } from './ledger-accounts.js';

describe('wallet posting rules', () => {
  it('know exactly the event types the wallet has', () => {
    expect([...WALLET_POSTING_EVENT_TYPES].sort()).toEqual([...WALLET_EVENT_TYPES].sort());
    for (const [type] of WALLET_POSTING_RULES) expect(WALLET_EVENT_TYPES).toContain(type);
  });

  it('post to known accounts only, each account once per event type', () => {
    for (const [, account] of WALLET_POSTING_RULES) expect(LEDGER_ACCOUNTS).toContain(account);
    const keys = WALLET_POSTING_RULES.map(([type, account]) => `${type}/${account}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('balance every event: the postings of each type sum to zero', () => {
    // Any amounts the decider can produce: a ticket's price is its two parts.
    const data: Record<string, number> = { amountPaise: 1234, fromMoneyPaise: 700, fromReferralPaise: 300, pricePaise: 1000 };
    for (const type of WALLET_EVENT_TYPES) {
      const sum = WALLET_POSTING_RULES.filter(([t]) => t === type).reduce((n, [, , field, sign]) => n + sign * data[field], 0);
      expect({ type, sum }).toEqual({ type, sum: 0 });
    }
  });

  it('every event but WalletOpened and the responsible-play events moves money', () => {
    expect(WALLET_EVENT_TYPES.filter((t) => !MONEY_MOVING_EVENT_TYPES.has(t))).toEqual(['WalletOpened', ...PLAY_EVENT_TYPES]);
    expect([...MONEY_MOVING_EVENT_TYPES].sort()).toEqual([...new Set(WALLET_POSTING_RULES.map(([type]) => type))].sort());
  });
});
