/**
 * Foreground push messages become toasts. The toast list lives outside React so the push
 * code (loaded lazily) can publish without holding a component reference.
 */
export interface NotificationToast {
  id: number;
  title: string;
  body: string;
}

/** Spec section 9: notification toasts close by themselves after 5 seconds. */
export const TOAST_AUTO_CLOSE_MS = 5000;

type Listener = (toasts: NotificationToast[]) => void;

let toasts: NotificationToast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener(toasts);
}

export function showNotificationToast(title: string, body: string): void {
  const id = nextId++;
  toasts = [...toasts, { id, title, body }];
  publish();
  setTimeout(() => dismissNotificationToast(id), TOAST_AUTO_CLOSE_MS);
}

export function dismissNotificationToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  publish();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
