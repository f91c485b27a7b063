import { textHook, textOf, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * Every word the profile screens show (messages/en.json, messages/hi.json): profile setup,
 * the profile page, the password change and the dashboard's welcome banner. The
 * specification's strings (sections 2, 5 and 8) are exact in English and its tests repeat
 * them literally.
 */
export const useProfileText = textHook('profile', en);

export type ProfileKey = keyof typeof en & string;
/** What `useProfileText()` returns; the validation rules take it to word their messages. */
export type ProfileText = Text<ProfileKey>;

/** Outside a component (a rule called on its own): the words of the language shown now. */
export const profileTextNow: ProfileText = textOf('profile', en);

/** The genders the server takes, each with its label's key. */
export const GENDERS = [
  { value: 'male', label: 'gender.male' },
  { value: 'female', label: 'gender.female' },
  { value: 'other', label: 'gender.other' },
] as const satisfies readonly { value: string; label: ProfileKey }[];

/** The label's key of a gender the server sent, if it is one of ours. */
export function genderLabel(value: string | null | undefined): ProfileKey | undefined {
  return GENDERS.find((gender) => gender.value === value)?.label;
}
