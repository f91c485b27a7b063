import { drawPeriod, isPeriodId } from '../../draws/draw-periods.js';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/language.js';
import { formatRupees, rupeesFromPaise } from '../../shared/money/money.js';
import type { PushNotice } from '../push/push-sender.js';

interface PrizeWon {
  roundId: string;
  period: string;
  amountPaise: number;
  tickets: number;
}

/**
 * The words of a winner's push once their round is settled (pure: the handler sends what
 * this returns), in the winner's stored language (issue 14). The prize is already in the
 * Money Balance when it is sent.
 */
export function prizeWonNotice(n: PrizeWon, language: Language = DEFAULT_LANGUAGE): PushNotice {
  const name = isPeriodId(n.period) ? drawPeriod(n.period).name : null;
  const amount = formatRupees(n.amountPaise);
  return {
    ...(language === 'hi' ? hindiWords(name, amount, n.tickets) : englishWords(name, amount, n.tickets)),
    link: '/',
    data: { type: 'prize-credited', draw_id: n.roundId, period: n.period, amount: String(rupeesFromPaise(n.amountPaise)), tickets: String(n.tickets) },
  };
}

function englishWords(name: string | null, amount: string, count: number): { title: string; body: string } {
  const draw = name ? `${name} Draw` : 'draw';
  const tickets = count === 1 ? '1 winning ticket' : `${count} winning tickets`;
  return {
    title: `You won ${amount}!`,
    body: `You won ${amount} in the ${draw} (${tickets}). It has been added to your Money Balance.`,
  };
}

/** The draw keeps its name (Vibrant, Giant...), as the client shows it. */
function hindiWords(name: string | null, amount: string, count: number): { title: string; body: string } {
  const draw = name ? `${name} ड्रॉ` : 'ड्रॉ';
  return {
    title: `आपने ${amount} जीते!`,
    body: `आपने ${draw} में ${amount} जीते (${count} विजेता टिकट)। यह राशि आपके मनी बैलेंस में जोड़ दी गई है।`,
  };
}
