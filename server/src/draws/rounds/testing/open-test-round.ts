import type { EventStore } from '../../../shared/event-store/event-store.port.js';
import type { PeriodId } from '../../draw-periods.js';
import { currentRound } from '../round-calendar.js';
import { roundEventId, roundStreamId, type RoundForSale, type RoundOpened } from '../round.js';

/**
 * Test fixture: the period's round current at `at`, recorded as opened (its RoundOpened
 * appended, with a placeholder commitment), so the tickets projection's sales fence lets
 * its tickets in. For tests of other features that buy tickets; the server opens rounds
 * through the OpenRound command (the scheduler). Idempotent, like OpenRound.
 */
export async function openTestRound(store: EventStore, period: PeriodId, at: Date, pricePaise: number): Promise<RoundForSale> {
  const round = currentRound(period, at);
  const opened: RoundOpened = { type: 'RoundOpened', data: { ...round, pricePaise, commitment: '0'.repeat(64) } };
  const appended = await store.append(
    roundStreamId(round.roundId),
    [
      {
        id: roundEventId(round.roundId, 'RoundOpened'),
        type: opened.type,
        data: opened.data as unknown as Record<string, unknown>,
        metadata: { actor: 'system:test', correlationId: 'open-test-round', causationId: null, occurredAt: at.toISOString() },
      },
    ],
    0,
  );
  const price = (appended.events[0].data as unknown as RoundOpened['data']).pricePaise;
  return { roundId: round.roundId, period, opensAt: round.startAt, closesAt: round.closeAt, pricePaise: price };
}
