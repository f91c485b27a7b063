import { textHook, textOf, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * Every word the sign-in, sign-up and recovery screens show (messages/en.json, messages/hi.json).
 * The specification's strings (sections 2, 4, 5 and 8) are exact in English and its tests
 * repeat them literally; the rest is this product's own wording.
 */
export const useAuthText = textHook('auth', en);

export type AuthKey = keyof typeof en & string;
/** What `useAuthText()` returns; the validation rules take it to word their messages. */
export type AuthText = Text<AuthKey>;

/** Outside a component (a rule called on its own): the words of the language shown now. */
export const authTextNow: AuthText = textOf('auth', en);
