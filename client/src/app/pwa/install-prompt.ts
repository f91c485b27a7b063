import { watchedValue } from '../../lib/watched-value.js';

/** Chromium's offer to install the app (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const offer = watchedValue<BeforeInstallPromptEvent | null>(null);
const setOffer = (next: BeforeInstallPromptEvent | null) => offer.set(next);

/**
 * The install prompt where the browser offers one (issue 14). The browser fires
 * `beforeinstallprompt` once it finds the app installable, possibly before React renders,
 * so main.tsx starts listening first. The offer is kept for the 'Install app' button
 * instead of the browser's own banner; it is spent once shown (dismissed or accepted) and
 * gone once the app is installed. Returns a function that stops listening.
 */
export function listenForInstallPrompt(): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => setOffer(null);
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
    setOffer(null);
  };
}

/** Shows the browser's install dialog; the button goes whatever the player answers (a prompt can be shown once). */
export async function promptInstall(): Promise<void> {
  const shown = offer.get();
  if (!shown) return;
  try {
    await shown.prompt();
    await shown.userChoice;
  } finally {
    setOffer(null);
  }
}

/** Whether the browser offered to install the app and the offer is still open. */
export function useInstallOffered(): boolean {
  return offer.useSelected((current) => current !== null);
}
