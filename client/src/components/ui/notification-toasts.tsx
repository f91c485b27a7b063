import { useEffect, useState } from 'react';
import {
  dismissNotificationToast,
  subscribeToToasts,
  type NotificationToast,
} from '../../lib/push/notification-toasts.js';

/** Foreground push messages, each closing itself after 5 seconds or on a click. */
export function NotificationToasts() {
  const [toasts, setToasts] = useState<NotificationToast[]>([]);
  useEffect(() => subscribeToToasts(setToasts), []);
  if (toasts.length === 0) return null;
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <button type="button" key={toast.id} className="toast" onClick={() => dismissNotificationToast(toast.id)}>
          <strong>{toast.title}</strong>
          {toast.body}
        </button>
      ))}
    </div>
  );
}
