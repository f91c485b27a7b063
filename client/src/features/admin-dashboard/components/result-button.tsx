import type { PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { showNotificationToast } from '../../../lib/push/notification-toasts.js';
import { periodName, useAdminDashboardText } from '../admin-dashboard.strings.js';
import { ResultModal } from './result-modal.js';

/** The admin dashboard's 'Set {period} Result' button with its modal; a posted result is announced by a toast. */
export function ResultButton({ period }: { period: PeriodId }) {
  const t = useAdminDashboardText();
  const [open, setOpen] = useState(false);
  const label = t('result.button', { period: periodName(t, period) });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {/* One modal per period: a period changed meanwhile starts from empty fields. */}
      <ResultModal key={period} period={period} open={open} onClose={() => setOpen(false)}
        onPosted={(message) => {
          setOpen(false);
          showNotificationToast(label, message);
        }} />
    </>
  );
}
