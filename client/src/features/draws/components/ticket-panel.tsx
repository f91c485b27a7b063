import { drawPeriod, type PeriodId, type PrizeMode } from '@draws/draw-periods';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { formatRupees } from '../../../lib/format.js';
import { showNotificationToast } from '../../../lib/push/notification-toasts.js';
import { useCreateTicketsMutation } from '../api/tickets-api.js';
import { drawName, useDrawsText } from '../draws.strings.js';
import { phaseAt } from '../model/draw-phase.js';
import { quickPick } from '../model/quick-pick.js';
import { checkPick, emptyPick, isBlank, ticketBody, type DraftPick } from '../model/ticket-check.js';
import { Basket } from './basket.js';
import { PickFields } from './pick-fields.js';
import type { DrawState } from './timer-panel.js';
import { useServerNow } from './use-server-now.js';

/** The server takes up to this many tickets in one request. */
export const MAX_TICKETS = 20;

/**
 * The ticket creation panel (spec sections 2, 4, 5): the mode tabs where the period has
 * both modes, the dropdowns, a quick pick, a list of several tickets bought in one request,
 * the spec's checks in order, and 'No Draw Available' when nothing is on sale. On success
 * the numbers are cleared and the balances read again. With a `closedMessage` (the
 * player's break) it says so first and does not offer to buy; the server refuses anyway.
 */
export function TicketPanel({ period, state, mode, onMode, closedMessage = null }: {
  period: PeriodId;
  state: DrawState;
  mode: PrizeMode;
  onMode: (mode: PrizeMode) => void;
  closedMessage?: string | null;
}) {
  const t = useDrawsText();
  const p = drawPeriod(period);
  const now = useServerNow();
  const [pick, setPick] = useState<DraftPick>(emptyPick);
  const [basket, setBasket] = useState<DraftPick[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading: busy }] = useCreateTicketsMutation();
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  const draw = state.draw;
  const onSale = !!draw && draw.status === 'open' && phaseAt(draw, now).phase === 'close';
  const open = onSale && !closedMessage;
  const pending = isBlank(pick) && basket.length > 0 ? basket : [...basket, pick];
  const edit = (next: DraftPick) => {
    setPick(next);
    setError(null);
  };

  const add = () => {
    const problem = checkPick(pick, period, open, t);
    if (problem) return setError(problem);
    setBasket((list) => [...list, pick]);
    setPick(emptyPick());
    setError(null);
  };

  const submit = async () => {
    const problem = pending.map((ticket) => checkPick(ticket, period, open, t)).find(Boolean);
    if (problem || !draw) return setError(problem ?? t('ticket.failedInfo'));
    const tickets = pending.map((ticket) => ticketBody(ticket, period));
    const signature = JSON.stringify([draw._id, tickets]);
    // The same tickets sent again (after a lost answer) keep their key: the server buys them once.
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newKey() };
    try {
      const created = await create({ draw_id: draw._id, period, tickets, idempotencyKey: attempt.current.key }).unwrap();
      attempt.current = null;
      setPick(emptyPick());
      setBasket([]);
      setError(null);
      showNotificationToast(created.message || t('ticket.success'), t('ticket.successBody', { count: created.count, draw: drawName(t, period) }));
    } catch (failure) {
      const failed = t('ticket.failed');
      const message = serverMessage(failure) ?? failed;
      setError(message);
      showNotificationToast(failed, message === failed ? '' : message);
    }
  };

  const count = pending.length;
  const label = state.isLoading || (onSale && closedMessage) ? t('ticket.create') : !open ? t('ticket.noDraw') : count > 1 ? t('ticket.buyMany', { count }) : t('ticket.create');
  return (
    <section className="card draw-panel ticket-panel" aria-labelledby="ticket-title">
      <h2 id="ticket-title" className="panel-title">{t('ticket.title')}</h2>
      {closedMessage && <Alert kind="info">{closedMessage}</Alert>}
      {p.modes.length > 1 && (
        <>
          <OptionTabs label={t('ticket.modesLabel')} options={p.modes.map((m) => ({ value: m, label: t(`mode.${m}`) }))} value={mode} onChange={onMode} />
          <p className="muted ticket-hint">{t(`ticket.modeHint.${mode}`)} {t('ticket.modeHint.both')}</p>
        </>
      )}
      {state.isError && <Alert kind="error">{t('ticket.failedInfo')}</Alert>}
      <PickFields period={period} pick={pick} onChange={edit} disabled={busy} />
      <div className="ticket-actions">
        <Button variant="secondary" disabled={busy} onClick={() => edit(toDraft(quickPick(period)))}>{t('ticket.quickPick')}</Button>
        <Button variant="secondary" disabled={busy || !open || basket.length >= MAX_TICKETS - 1} onClick={add}>{t('ticket.addAnother')}</Button>
      </div>
      <Basket period={period} tickets={basket} disabled={busy} onRemove={(i) => setBasket((list) => list.filter((_, j) => j !== i))} />
      {error && <Alert kind="error">{error}</Alert>}
      {draw && open && <p className="ticket-total">{t('ticket.total', { amount: formatRupees(draw.round_amount * count) })} <span className="muted">({t('ticket.each', { amount: formatRupees(draw.round_amount) })})</span></p>}
      <Button className="btn-block btn-buy" loading={busy} loadingText={t('ticket.busy')} disabled={!open} onClick={() => void submit()}>
        {label}
      </Button>
    </section>
  );
}

/** 128 random bits (getRandomValues works where randomUUID, secure contexts only, may not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function toDraft(pick: { numbers: number[]; letter: string | null }): DraftPick {
  return { numbers: pick.numbers.map(String), letter: pick.letter ?? '' };
}
