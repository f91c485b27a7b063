import { RESULT_DELAY_MINUTES } from '@draws/draw-periods';

/**
 * The words of the How to Play page. The facts of each draw (ranges, times, pots) are
 * derived from the shared draw table in draw-rules.ts; this is the text around them.
 */
export const HOW_TO_PLAY = {
  title: 'How to Play',
  intro:
    "Pick your numbers, buy a ticket while the draw is open, and watch the result. Each ticket costs the draw's " +
    'listed price; you may buy as many tickets as you like. All times are Indian Standard Time (IST).',
  labels: {
    period: 'Period',
    price: 'Ticket price',
    pick: 'Pick',
    schedule: 'Rounds start',
    closes: 'Sales close',
    results: 'Results',
    modes: 'Ways to play',
    pots: 'Pots',
    ways: 'Ways to win',
  },
  and: ' and ',
  prizesTitle: 'How prizes are worked out',
} as const;

/** Each rule may open with a term in bold. */
export const PRIZE_RULES: { term?: string; text: string }[] = [
  {
    term: 'Sequence',
    text: 'matches count the positions where your number equals the drawn number in the same place of the draw order.',
  },
  {
    term: 'Any Sequence',
    text: 'matches count how many of your numbers were drawn, in any order. For the weekly draw, the letter is matched too.',
  },
  {
    text:
      'Your ticket is checked in every mode its draw has, and its prize is the sum of the prize for its Sequence ' +
      'matches and the prize for its Any Sequence matches.',
  },
  {
    text:
      'Fixed prizes are multiples of the ticket price, set for each draw and mode. A pot starts at its base amount ' +
      "and grows with a share of every ticket sold in the round; the pot is split equally among that round's " +
      'pot winners. If nobody wins it, the whole pot rolls over into the next round of the same draw.',
  },
  {
    text:
      `Results appear ${RESULT_DELAY_MINUTES} minutes after sales close. Each result shows whether an admin posted it or the system drew ` +
      'it; system draws publish a commitment when the round opens and the seed afterwards, so anyone can check them.',
  },
  {
    text:
      'Prizes are credited to your money balance as soon as the result is published. You may withdraw your money ' +
      'balance; the referral balance can be used only in the game. Winnings are subject to your own taxes.',
  },
];
