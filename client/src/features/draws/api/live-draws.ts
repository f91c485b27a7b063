import { isPeriodId, PERIOD_IDS, type PeriodId } from '@draws/draw-periods';
import { useEffect, useState } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { formatRupees } from '../../../lib/format.js';
import { keepRoot, wasRoundBought } from '../../../lib/kept-roots.js';
import { showNotificationToast } from '../../../lib/push/notification-toasts.js';
import { drawsTextNow as t, periodName } from '../draws.strings.js';
import { syncServerClock } from '../model/server-clock.js';
import { drawsApi, drawsBaseApi, toDelay } from './draws-api.js';
import { ticketsApi } from './tickets-api.js';

export const LIVE_PATH = '/live/draws';
/** Waits before opening the stream again after the server ended it, doubling to the last. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'off';

/** The store's dispatch takes RTK Query's cache thunks (whose state type is the app's, unknown to a feature). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

function parse(event: Event): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(String((event as MessageEvent).data));
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const everyPeriod = (type: 'Draw' | 'Pots' | 'LastResult' | 'Tickets') => PERIOD_IDS.map((id) => ({ type, id }));

/** Rounds whose win this page has announced: a stream opened again may repeat an event. */
const announced = new Set<string>();

/** Reads what the player won in a round just settled and, if anything, says so in a toast. */
async function announceWin(dispatch: Dispatch, period: PeriodId, drawId: string): Promise<void> {
  if (announced.has(drawId)) return;
  const read = dispatch(ticketsApi.endpoints.getRoundPrize.initiate({ period, drawId }, { subscribe: false, forceRefetch: true }));
  const { data: prize } = await read;
  if (!prize || prize <= 0 || announced.has(drawId)) return;
  announced.add(drawId);
  // Outside React: the words of the language shown when the win is announced.
  showNotificationToast(t('win.title', { amount: formatRupees(prize), name: periodName(t, period) }), t('win.body'));
}

/** For tests: forget the announced rounds. */
export function forgetAnnouncedWins(): void {
  announced.clear();
}

/** Whether the player's tickets in the cache (my tickets, any page) include one of this round. */
function hasCachedTicket(getState: () => unknown, period: PeriodId, drawId: string): boolean {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const state = getState() as any;
  return ticketsApi.util.selectInvalidatedBy(state, [{ type: 'Tickets', id: period }]).some(({ endpointName, originalArgs }) =>
    endpointName === 'getMyTickets' && !!ticketsApi.endpoints.getMyTickets.select(originalArgs)(state).data?.tickets.some((t) => t.draw_id === drawId));
}

/**
 * A round the player bought into closed, with its ticket root: the app keeps that root, to
 * hold the server's later word against (the ticket page's check).
 */
function keepRootAtClose(dispatch: Dispatch, period: PeriodId, data: Record<string, unknown>): void {
  const { draw_id: drawId, ticket_root: root } = data;
  if (data.status !== 'closed' || typeof drawId !== 'string' || typeof root !== 'string' || !root) return;
  dispatch((_: unknown, getState: () => unknown) => {
    if (wasRoundBought(drawId) || hasCachedTicket(getState, period, drawId)) keepRoot(drawId, root);
  });
}

/**
 * A round's result is due and not out (`delayed`), or is out (`result`, `settled`: `delay`
 * null): the timer's round and the period's delay notice say so at once.
 */
function noteDelay(dispatch: Dispatch, period: PeriodId, drawId: unknown, delay: ReturnType<typeof toDelay>): void {
  if (typeof drawId !== 'string' || !drawId) return;
  dispatch(drawsApi.util.updateQueryData('getCurrentDraw', period, (draw) => {
    if (draw && draw._id === drawId) draw.delay = delay;
  }));
  dispatch((_: unknown, getState: () => unknown) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const known = drawsApi.endpoints.getResultDelay.select(period)(getState() as any).data;
    if (delay) dispatch(drawsApi.util.upsertQueryData('getResultDelay', period, { draw_id: drawId, ...delay }));
    else if (known?.draw_id === drawId) dispatch(drawsApi.util.upsertQueryData('getResultDelay', period, null));
  });
}

/** What each server event changes in the cache (the contract's `round`, `pots`, `result`, `delayed`, `settled` and `clock`). */
function handlers(dispatch: Dispatch): Record<string, (data: Record<string, unknown>) => void> {
  const invalidate = (tags: Parameters<typeof drawsBaseApi.util.invalidateTags>[0]) => dispatch(drawsBaseApi.util.invalidateTags(tags));
  return {
    round: (data) => {
      if (!isPeriodId(data.period)) return;
      const id = data.period;
      keepRootAtClose(dispatch, id, data);
      // A round that opened or closed changes the timer, the pots and the tickets' status;
      // a new open round after a closed one also refreshes the last result (spec section 4).
      invalidate([{ type: 'Draw', id }, { type: 'Pots', id }, { type: 'Tickets', id }, ...(data.status === 'open' ? [{ type: 'LastResult' as const, id }] : [])]);
    },
    pots: (data) => {
      if (!isPeriodId(data.period)) return;
      dispatch(
        drawsApi.util.updateQueryData('getPots', data.period, (pots) => {
          pots.draw_id = typeof data.draw_id === 'string' ? data.draw_id : pots.draw_id;
          pots.jackpot = data.jackpot === null || data.jackpot === undefined ? pots.jackpot : Number(data.jackpot);
          pots.minipot = data.minipot === null || data.minipot === undefined ? pots.minipot : Number(data.minipot);
        }),
      );
    },
    result: (data) => {
      if (!isPeriodId(data.period)) return;
      noteDelay(dispatch, data.period, data.draw_id, null);
      invalidate([{ type: 'LastResult', id: data.period }, { type: 'Tickets', id: data.period }]);
    },
    delayed: (data) => {
      const delay = toDelay(data);
      if (isPeriodId(data.period) && delay) noteDelay(dispatch, data.period, data.draw_id, delay);
    },
    // A round was settled: prizes are in the balances and the tickets have their outcome.
    settled: (data) => {
      if (!isPeriodId(data.period)) return;
      const id = data.period;
      noteDelay(dispatch, id, data.draw_id, null);
      invalidate(['Profile', { type: 'Tickets', id }, { type: 'LastResult', id }]);
      if (typeof data.draw_id === 'string' && data.draw_id) void announceWin(dispatch, id, data.draw_id);
    },
    clock: (data) => syncServerClock(data.now, data.rate),
  };
}

/**
 * Keeps the dashboard live (DESIGN.md section 1): the server's Server-Sent Events update
 * rounds, pots and results in the cache without a reload. The browser reconnects a dropped
 * stream by itself; one the server closed is opened again after a growing wait. Each time
 * the stream opens, the draws are read again, since events may have been missed meanwhile.
 */
export function useLiveDraws(): LiveState {
  const dispatch = useDispatch<Dispatch>();
  const [state, setState] = useState<LiveState>(typeof EventSource === 'undefined' ? 'off' : 'connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;
    const on = handlers(dispatch);

    const connect = () => {
      source = new EventSource(LIVE_PATH);
      for (const [name, handle] of Object.entries(on)) {
        source.addEventListener(name, (event) => {
          const data = parse(event);
          if (data) handle(data);
        });
      }
      // The stream tells only what changes after it opened: whatever changed between the
      // page's reads and this moment (or while it was down) is read again.
      source.onopen = () => {
        dispatch(drawsBaseApi.util.invalidateTags([...everyPeriod('Draw'), ...everyPeriod('Pots'), ...everyPeriod('LastResult')]));
        attempts = 0;
        setState('live');
      };
      source.onerror = () => {
        if (stopped) return;
        setState('reconnecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(connect, RECONNECT_DELAYS_MS[Math.min(attempts++, RECONNECT_DELAYS_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [dispatch]);

  return state;
}
