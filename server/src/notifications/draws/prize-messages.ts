import { drawPeriod, isPeriodId } from '../../draws/draw-periods.js';
import { formatRupees, rupeesFromPaise } from '../../shared/money/money.js';
import type { PushNotice } from '../push/push-sender.js';

/**
 * The words of a winner's push once their round is settled (pure: the handler sends what
 * this returns). The prize is already in the Money Balance when it is sent.
 */
export function prizeWonNotice(n: { roundId: string; period: string; amountPaise: number; tickets: number }): PushNotice {
  const draw = isPeriodId(n.period) ? `${drawPeriod(n.period).name} Draw` : 'draw';
  const amount = formatRupees(n.amountPaise);
  const tickets = n.tickets === 1 ? '1 winning ticket' : `${n.tickets} winning tickets`;
  return {
    title: `You won ${amount}!`,
    body: `You won ${amount} in the ${draw} (${tickets}). It has been added to your Money Balance.`,
    link: '/',
    data: { type: 'prize-credited', draw_id: n.roundId, period: n.period, amount: String(rupeesFromPaise(n.amountPaise)), tickets: String(n.tickets) },
  };
}
