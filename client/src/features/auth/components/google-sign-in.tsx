import { sessionFromReply, useGoogleAuthMutation } from '../api/auth-api.js';
import { GoogleButton } from './google-button.js';
import type { SignedIn } from './signed-in.js';

export interface GoogleSignInProps {
  text: 'signin_with' | 'signup_with';
  /** 'Google sign-in failed' on the login page, 'Google sign-up failed' on register. */
  failure: string;
  onSignedIn: SignedIn;
  onMessage: (message: { kind: 'error'; text: string }) => void;
}

/** The Google credential goes to /user/google-auth; its answer is a player session. */
export function GoogleSignIn({ text, failure, onSignedIn, onMessage }: GoogleSignInProps) {
  const [googleAuth] = useGoogleAuthMutation();
  const fail = () => onMessage({ kind: 'error', text: failure });
  const onCredential = async (idToken: string) => {
    try {
      const reply = await googleAuth({ idToken }).unwrap();
      if (!reply.token) return fail();
      onSignedIn(sessionFromReply(reply, reply.user?.email ?? ''));
    } catch {
      fail();
    }
  };
  return <GoogleButton text={text} onCredential={onCredential} onError={fail} />;
}
