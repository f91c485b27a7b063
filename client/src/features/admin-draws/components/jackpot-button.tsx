import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { showNotificationToast } from '../../../lib/push/notification-toasts.js';
import { JACKPOT as T } from '../admin-draws.strings.js';
import { JackpotModal } from './jackpot-modal.js';

/**
 * The admin dashboard's 'Set {period} Jackpot Amount' button for the period selected on
 * the dashboard, with its modal; a save is announced by a toast.
 */
export function JackpotButton({ period }: { period: PeriodId }) {
  const [open, setOpen] = useState(false);
  const label = T.button(drawPeriod(period).label);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open && (
        <JackpotModal period={period} onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            showNotificationToast(label, message || T.saved);
          }} />
      )}
    </>
  );
}
