import { RESULT_DELAY_MINUTES } from '@draws/draw-periods';
import { formatRupees } from '../../../lib/format.js';
import { ALL_DRAW_RULES } from '../draw-rules.js';
import '../how-to-play.css';

/** How to Play: the five draws from the shared table, then the prize rules. */
export function HowToPlay() {
  return (
    <article className="rules">
      <h1 className="page-title">How to Play</h1>
      <p>
        Pick your numbers, buy a ticket while the draw is open, and watch the result. Each ticket costs the draw&apos;s
        listed price; you may buy as many tickets as you like. All times are Indian Standard Time (IST).
      </p>
      <div className="rules-grid">
        {ALL_DRAW_RULES.map((rules) => (
          <section key={rules.id} className="card rules-card" aria-labelledby={`rules-${rules.id}`}>
            <h2 id={`rules-${rules.id}`}>{rules.title}</h2>
            <dl>
              <dt>Period</dt>
              <dd>{rules.period}</dd>
              <dt>Ticket price</dt>
              <dd>{formatRupees(rules.price)}</dd>
              <dt>Pick</dt>
              <dd>{rules.pick}</dd>
              <dt>Rounds start</dt>
              <dd>{rules.schedule}</dd>
              <dt>Sales close</dt>
              <dd>{rules.closes}</dd>
              <dt>Results</dt>
              <dd>{rules.results}</dd>
              <dt>Ways to play</dt>
              <dd>{rules.modes.join(' and ')}</dd>
              <dt>Pots</dt>
              <dd>
                <ul>
                  {rules.pots.map((pot) => (
                    <li key={pot}>{pot}</li>
                  ))}
                </ul>
              </dd>
              <dt>Ways to win</dt>
              <dd>{rules.ways}</dd>
            </dl>
          </section>
        ))}
      </div>
      <section className="card rules-prizes" aria-labelledby="prize-rules">
        <h2 id="prize-rules">How prizes are worked out</h2>
        <ul>
          <li>
            <strong>Sequence</strong> matches count the positions where your number equals the drawn number in the
            same place of the draw order.
          </li>
          <li>
            <strong>Any Sequence</strong> matches count how many of your numbers were drawn, in any order. For the
            weekly draw, the letter is matched too.
          </li>
          <li>
            Your ticket is checked in every mode its draw has, and its prize is the sum of the prize for its Sequence
            matches and the prize for its Any Sequence matches.
          </li>
          <li>
            Fixed prizes are multiples of the ticket price, set for each draw and mode. A pot starts at its base amount
            and grows with a share of every ticket sold in the round; the pot is split equally among that round&apos;s
            pot winners. If nobody wins it, the whole pot rolls over into the next round of the same draw.
          </li>
          <li>
            Results appear {RESULT_DELAY_MINUTES} minutes after sales close. Each result shows whether an admin posted it or the system drew
            it; system draws publish a commitment when the round opens and the seed afterwards, so anyone can check them.
          </li>
          <li>
            Prizes are credited to your money balance as soon as the result is published. You may withdraw your money
            balance; the referral balance can be used only in the game. Winnings are subject to your own taxes.
          </li>
        </ul>
      </section>
    </article>
  );
}
