import type { PeriodId } from '@draws/draw-periods';
import { Button } from '../../../components/ui/button.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { formatIstShort } from '../../../lib/format.js';
import { useAdminDashboardText } from '../admin-dashboard.strings.js';
import { entryBody, useApproveResultMutation, type PendingEntry } from '../api/result-api.js';

export interface PendingEntryProps {
  period: PeriodId;
  drawId: string;
  entry: PendingEntry;
  hasLetter: boolean;
  onApproved: (message: string) => void;
  /** The server refused the approval (said above this view, which the status read after may replace). */
  onRefused: (message: string | null) => void;
  /** The admin would rather enter other numbers (they replace this entry). */
  onReplace: () => void;
}

/**
 * A manual round's entry awaiting its second admin (maker-checker). The admin who entered
 * it waits; another sees who entered what and when, and approves exactly these numbers, so
 * an entry replaced meanwhile is refused by the server rather than published unseen.
 */
export function PendingEntryView({ period, drawId, entry, hasLetter, onApproved, onRefused, onReplace }: PendingEntryProps) {
  const t = useAdminDashboardText();
  const [approve, { isLoading }] = useApproveResultMutation();
  const letter = hasLetter || entry.letter !== null ? entry.letter : undefined;

  const approveEntry = async () => {
    onRefused(null);
    try {
      const reply = await approve({ period, drawId, body: entryBody(entry) }).unwrap();
      onApproved(reply.msg || t('status.approved'));
    } catch (failure) {
      onRefused(serverMessage(failure) ?? t('result.failed'));
    }
  };

  const when = formatIstShort(entry.entered_at);
  return (
    <div className="pending-entry">
      <BallRow numbers={entry.numbers} letter={letter} tone="result" label={t('status.enteredNumbers', { balls: ballsLabel(entry.numbers, letter) })} />
      {entry.mine ? (
        <>
          <p className="muted pending-by">{t('status.enteredByYou', { when })}</p>
          <p className="pending-waiting" role="status">{t('status.waiting')}</p>
        </>
      ) : (
        <>
          <p className="pending-by">{t('status.enteredBy', { name: entry.entered_by, when })}</p>
          <p className="muted pending-check">{t('status.checkThenApprove')}</p>
          <Button className="btn-block" loading={isLoading} onClick={() => void approveEntry()}>{t('status.approve')}</Button>
        </>
      )}
      <Button variant="secondary" className="btn-block pending-replace" onClick={onReplace}>{t('status.replace')}</Button>
    </div>
  );
}
