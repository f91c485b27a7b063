import { randomUUID } from 'node:crypto';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreditAdjustment } from '../../../wallet/commands/credit-adjustment/credit-adjustment.command.js';
import { OpenWallet } from '../../../wallet/commands/open-wallet/open-wallet.command.js';
import { PayForTicket } from '../../../wallet/commands/pay-for-ticket/pay-for-ticket.command.js';
import type { PeriodId } from '../../draw-periods.js';
import { GetOpenRound } from '../../rounds/queries/get-open-round/get-open-round.query.js';

const meta = { actor: 'system:test', correlationId: 'buy-test-tickets' };

/** Buys real tickets (a funded wallet, PayForTicket) in the period's round on sale at the instance's clock. */
export async function buyTestTickets(
  bus: { commands: CommandBus; queries: QueryBus },
  period: PeriodId,
  tickets: { numbers: number[]; letter?: string | null }[],
): Promise<{ userId: string; ticketIds: string[] }> {
  const round = await bus.queries.execute(new GetOpenRound(period));
  if (!round) throw new Error(`No ${period} round on sale`);
  const userId = randomUUID();
  await bus.commands.execute(new OpenWallet(userId, meta));
  await bus.commands.execute(new CreditAdjustment(userId, { adjustmentId: `fund-${userId}`, amountPaise: round.pricePaise * tickets.length }, meta));
  const ticketIds: string[] = [];
  for (const t of tickets) {
    const ticketId = randomUUID();
    await bus.commands.execute(new PayForTicket(userId, { ticketId, numbers: t.numbers, letter: t.letter ?? null }, round, meta));
    ticketIds.push(ticketId);
  }
  return { userId, ticketIds };
}
