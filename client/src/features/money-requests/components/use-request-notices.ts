import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../lib/api/base-api.js';
import { formatRupees } from '../../../lib/format.js';
import { showNotificationToast } from '../../../lib/push/notification-toasts.js';
import { statusLabel } from '../../../components/ui/status-badge.js';
import { useGetDepositsQuery, useGetWithdrawsQuery, type HistoryRow } from '../api/money-requests-api.js';
import { useMoneyRequestsText, type MoneyRequestsText } from '../money-requests.strings.js';

/** How often the open app asks whether an admin changed one of the player's requests. */
export const REQUEST_POLL_MS = 15_000;

type Seen = Record<string, string>;

type Kind = 'deposit' | 'withdrawal';

/** The in-app notice when an admin changes one of the player's requests: its title and text. */
export function noticeOf(kind: Kind, row: HistoryRow, t: MoneyRequestsText): { title: string; body: string } {
  // A status the client does not know is named as the player sees it elsewhere ('on hold').
  const title = t('notice.title', { kind, status: row.status, label: statusLabel(row.status).toLowerCase() });
  const amount = formatRupees(row.amount);
  switch (row.status) {
    case 'done':
      return { title, body: t(`notice.${kind}.done`, { amount }) };
    case 'rejected':
      return { title, body: row.reason ? t(`notice.${kind}.rejectedBecause`, { amount, reason: row.reason }) : t(`notice.${kind}.rejected`, { amount }) };
    case 'in_progress':
      return { title, body: t(`notice.${kind}.inProgress`, { amount }) };
    default:
      return { title, body: t(`notice.${kind}.onHold`, { amount }) };
  }
}

const storageKey = (owner: string) => `fairdraw.requestStatus.${owner}`;

function readSeen(owner: string): Seen | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(owner)) ?? 'null');
    return value && typeof value === 'object' ? (value as Seen) : null;
  } catch {
    return null;
  }
}

/**
 * Without push (no Firebase here) the player still hears when an admin changes a request:
 * while the app is open, the request lists are read again every 15 seconds and on return
 * to the tab; a status this browser has not shown the player before becomes a toast, and
 * the balances are read again. What was shown is kept per player, so a change made while
 * the app was closed is told once at the next visit; the first visit only takes note.
 */
export function useRequestNotices(owner: string) {
  const dispatch = useDispatch();
  const t = useMoneyRequestsText();
  const options = { pollingInterval: REQUEST_POLL_MS, refetchOnFocus: true, skip: !owner };
  const deposits = useGetDepositsQuery(undefined, options).data;
  const withdraws = useGetWithdrawsQuery(undefined, options).data;

  useEffect(() => {
    if (!owner || !deposits || !withdraws) return;
    const before = readSeen(owner);
    const now: Seen = {};
    let changed = false;
    const check = (kind: Kind, rows: HistoryRow[]) => {
      for (const row of rows) {
        const key = `${kind}:${row.id}`;
        now[key] = row.status;
        const previous = before?.[key];
        if (previous === undefined || previous === row.status) continue;
        changed = true;
        const notice = noticeOf(kind, row, t);
        showNotificationToast(notice.title, notice.body);
      }
    };
    check('deposit', deposits);
    check('withdrawal', withdraws);
    localStorage.setItem(storageKey(owner), JSON.stringify(now));
    // A done deposit or a settled withdrawal moved money: the balances are read again.
    if (changed) dispatch(baseApi.util.invalidateTags(['Profile']));
  }, [owner, deposits, withdraws, dispatch, t]);
}
