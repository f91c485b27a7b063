import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { loadClientConfig } from '../../../lib/client-config.js';
import { afterNextPaint } from '../../../lib/yield-to-browser.js';
import { useAuthText } from '../auth.strings.js';
import { loadGoogleIdentity } from '../google-identity.js';

export interface GoogleButtonProps {
  text: 'signin_with' | 'signup_with';
  onCredential: (idToken: string) => void;
  onError: () => void;
}

type State = 'loading' | 'ready' | 'unconfigured' | 'failed';

/**
 * Google sign-in through Google Identity Services. The script is fetched only when the
 * server names a Google client id; without one the button says so instead of failing.
 */
export function GoogleButton({ text, onCredential, onError }: GoogleButtonProps) {
  const t = useAuthText();
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  // The latest handlers, so Google's button is set up once and not on every render.
  const handlers = useRef({ onCredential, onError });
  useLayoutEffect(() => {
    handlers.current = { onCredential, onError };
  });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      // The sign-in form is painted first, the settings asked for after: on a slow phone the
      // request and its answer otherwise delay the page's first paint (issue 14: LCP on `/`).
      await afterNextPaint();
      const { googleClientId } = await loadClientConfig();
      if (!googleClientId) return setState('unconfigured');
      const google = await loadGoogleIdentity();
      if (cancelled || !slot.current) return;
      google.accounts.id.initialize({
        client_id: googleClientId,
        callback: ({ credential }) =>
          credential ? handlers.current.onCredential(credential) : handlers.current.onError(),
      });
      google.accounts.id.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', text, width: 300 });
      setState('ready');
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [text]);

  return (
    <>
      <div ref={slot} className="google-slot" hidden={state !== 'ready'} />
      {/* One button whatever it says while Google's own is not shown: a new element for each
          state would be painted again when the settings arrive, and count as the page's
          largest paint that late (issue 14: LCP). */}
      {state !== 'ready' && (
        <Button variant="google" className="btn-block" disabled>
          {state === 'unconfigured'
            ? t('google.notConfigured')
            : state === 'failed'
              ? t('google.unavailable')
              : text === 'signup_with' ? t('google.signUp') : t('google.signIn')}
        </Button>
      )}
    </>
  );
}
