import type { PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { showNotificationToast } from '../../../lib/push/notification-toasts.js';
import { periodName, useAdminDrawsText } from '../admin-draws.strings.js';
import { JackpotModal } from './jackpot-modal.js';

/**
 * The admin dashboard's 'Set {period} Jackpot Amount' button for the period selected on
 * the dashboard, with its modal; a save is announced by a toast.
 */
export function JackpotButton({ period }: { period: PeriodId }) {
  const t = useAdminDrawsText();
  const [open, setOpen] = useState(false);
  const label = t('jackpot.button', { period: periodName(t, period) });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open && (
        <JackpotModal period={period} onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            showNotificationToast(label, message || t('jackpot.saved'));
          }} />
      )}
    </>
  );
}
