import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { formatRupees } from '../../../lib/format.js';
import { ALL_DRAW_RULES, type DrawRules } from '../draw-rules.js';
import { HOW_TO_PLAY as T, PRIZE_RULES } from '../how-to-play.strings.js';
import '../how-to-play.css';

function facts(rules: DrawRules): [string, ReactNode][] {
  return [
    [T.labels.period, rules.period],
    [T.labels.price, formatRupees(rules.price)],
    [T.labels.pick, rules.pick],
    [T.labels.schedule, rules.schedule],
    [T.labels.closes, rules.closes],
    [T.labels.results, rules.results],
    [T.labels.modes, rules.modes.join(T.and)],
    [
      T.labels.pots,
      <ul>
        {rules.pots.map((pot) => (
          <li key={pot}>{pot}</li>
        ))}
      </ul>,
    ],
    [T.labels.ways, rules.ways],
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
  useShowLinkedRules();
  return (
    <article className="rules">
      <h1 className="page-title">{T.title}</h1>
      <p>{T.intro}</p>
      <div className="rules-grid">
        {ALL_DRAW_RULES.map((rules) => (
          <section key={rules.id} className="card rules-card" aria-labelledby={`rules-${rules.id}`}>
            <h2 id={`rules-${rules.id}`} tabIndex={-1}>{rules.title}</h2>
            <dl>
              {facts(rules).map(([label, value]) => (
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
        <h2 id="prize-rules">{T.prizesTitle}</h2>
        <ul>
          {PRIZE_RULES.map((rule) => (
            <li key={rule.text}>
              {rule.term ? (
                <>
                  <strong>{rule.term}</strong>{' '}
                </>
              ) : null}
              {rule.text}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
