/** The session a player sign-in produces; the app stores it and picks the next page. */
export interface SignedInSession {
  token: string;
  email: string;
  isProfileUpdated: boolean;
}

export type SignedIn = (session: SignedInSession) => void;
