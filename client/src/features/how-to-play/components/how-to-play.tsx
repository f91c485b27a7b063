import { RESULT_DELAY_MINUTES } from '@draws/draw-periods';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { formatRupees } from '../../../lib/format.js';
import { allDrawRules, type DrawRules } from '../draw-rules.js';
import { PRIZE_RULES, useHowToPlayText, type HowToPlayText } from '../how-to-play.strings.js';
import '../how-to-play.css';

function facts(rules: DrawRules, t: HowToPlayText): [string, ReactNode][] {
  return [
    [t('labels.period'), rules.period],
    [t('labels.price'), formatRupees(rules.price)],
    [t('labels.pick'), rules.pick],
    [t('labels.schedule'), rules.schedule],
    [t('labels.closes'), rules.closes],
    [t('labels.results'), rules.results],
    [t('labels.modes'), rules.modes.join(t('and'))],
    [
      t('labels.pots'),
      <ul>
        {rules.pots.map((pot) => (
          <li key={pot}>{pot}</li>
        ))}
      </ul>,
    ],
    [t('labels.ways'), rules.ways],
  ];
}

/**
 * Brings the draw named in the address (`#rules-3h`, the dashboard's 'Playing Rules' link)
 * into view and moves focus to its heading, so the link lands on that draw's rules.
 */
function useShowLinkedRules(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const heading = hash.startsWith('#rules-') ? document.getElementById(hash.slice(1)) : null;
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash]);
}

/** How to Play: the five draws from the shared table, then the prize rules. */
export function HowToPlay() {
  const t = useHowToPlayText();
  const draws = useMemo(() => allDrawRules(t), [t]);
  useShowLinkedRules();
  return (
    <article className="rules">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className="rules-grid">
        {draws.map((rules) => (
          <section key={rules.id} className="card rules-card" aria-labelledby={`rules-${rules.id}`}>
            <h2 id={`rules-${rules.id}`} tabIndex={-1}>{rules.title}</h2>
            <dl>
              {facts(rules, t).map(([label, value]) => (
                <div key={label} className="rules-fact">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <section className="card rules-prizes" aria-labelledby="prize-rules">
        <h2 id="prize-rules">{t('prizesTitle')}</h2>
        <ul>
          {PRIZE_RULES.map((rule) => (
            <li key={rule.text}>
              {rule.term ? (
                <>
                  <strong>{t(rule.term)}</strong>{' '}
                </>
              ) : null}
              {t(rule.text, { minutes: RESULT_DELAY_MINUTES })}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
