import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverSourceDir } from '../../../shared/database/repeatable-sql.js';
import { WALLET_POSTING_EVENT_TYPES, WALLET_POSTING_RULES } from '../../wallet-postings.js';
import { GENERATED_POSTING_SQL, walletEventKnownSql, walletPostingRulesSql } from './posting-rules-sql.js';

const folder = join(serverSourceDir(), 'wallet/projections/ledger-postings');

describe("the database's posting rules are generated from the wallet's rule book", () => {
  it.each(Object.entries(GENERATED_POSTING_SQL))('%s is what `npm run sql:generate` writes from wallet-postings.ts', (name, render) => {
    expect(readFileSync(join(folder, name), 'utf8')).toBe(render());
  });

  it('the known-event guard lists every wallet event type, and only those', () => {
    const listed = [...walletEventKnownSql().matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(listed).toEqual([...WALLET_POSTING_EVENT_TYPES]);
  });

  it('the rules file writes one row per rule, with its sign', () => {
    const rows = [...walletPostingRulesSql().matchAll(/^ {2}\('(\w+)', '(\w+)', '(\w+)', (-?1)\)/gm)].map((m) => [m[1], m[2], m[3], Number(m[4])]);
    expect(rows).toEqual(WALLET_POSTING_RULES.map((rule) => [...rule]));
  });
});
