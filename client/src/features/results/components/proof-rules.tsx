import { formatCount, formatRupees } from '../../../lib/format.js';
import type { DrawProof, RulesTable } from '../api/results-api.js';
import { useResultsText } from '../results.strings.js';

/** The prize tables' notation (N a number matched, A the letter), the same in every language. */
const TIERS: Record<string, string> = {
  fiveN: '5N', fourN: '4N', threeN: '3N', twoN: '2N', oneN: '1N',
  fourNA: '4N + A', threeNA: '3N + A', twoNA: '2N + A', oneNA: '1N + A', onlyA: 'A',
};
const ORDER = Object.keys(TIERS);
const rank = (tier: string) => (ORDER.includes(tier) ? ORDER.indexOf(tier) : ORDER.length);

function multipliersText(table: RulesTable): string {
  return Object.entries(table.multipliers)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([tier, times]) => `${TIERS[tier] ?? tier} ×${formatCount(times)}`)
    .join(' · ');
}

/**
 * The rules the round's tickets were sold under, fixed when it opened: the price, and per
 * mode its multipliers, its pot's base and the pot's share of sales. A later edit of a
 * table never changes these.
 */
export function RulesSection({ rules }: { rules: NonNullable<DrawProof['rules']> }) {
  const t = useResultsText();
  const modeName = (mode: string) => (mode === 'sequence' ? t('proof.rules.sequence') : mode === 'any' ? t('proof.rules.any') : mode);
  return (
    <section className="card proof-section" aria-labelledby="proof-rules">
      <h2 id="proof-rules" className="proof-heading">{t('proof.rules.title')}</h2>
      <dl className="proof-facts proof-facts-long">
        <div className="proof-fact"><dt>{t('proof.price')}</dt><dd>{formatRupees(rules.round_amount)}</dd></div>
        {Object.entries(rules.tables).map(([mode, table]) => (
          <div key={mode} className="proof-fact">
            <dt>{modeName(mode)}</dt>
            <dd>
              <span className="proof-multipliers">{multipliersText(table)}</span>
              <span className="proof-pot">{t('proof.rules.pot', { base: formatRupees(table.jackpot_base), share: table.pot_share_bps / 100 })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
