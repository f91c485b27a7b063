/**
 * The username rule (spec section 5, and issue 8: no look-alike names). A username is
 * compared and stored in Unicode NFKC form, so 'ｒａｖｉ' (full width) is 'ravi'. Beyond the
 * specification's "required, no spaces, at least 3 characters" it may not hold characters
 * that show nothing or reorder the text, nor letters that pass for another alphabet's:
 *
 * - letters (and their marks and digits) of ONE script: Latin or one of India's scripts,
 *   so 'аdmin' with a Cyrillic 'а' is refused (mixed scripts) and so is a name written
 *   wholly in a script whose letters copy Latin ones (Cyrillic, Greek...);
 * - the digits 0-9 and ASCII's own symbols (. _ - @ ...);
 * - nothing invisible, no control or direction characters, no other symbols.
 *
 * The one copy of the rule for server and client: the client imports this file through
 * an alias, so it stays pure (no imports, no Node or browser APIs).
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

export type UsernameProblem = 'spaces' | 'too_short' | 'too_long' | 'invisible' | 'mixed_scripts' | 'characters';

export const USERNAME_MESSAGES: Record<UsernameProblem, string> = {
  spaces: 'Username must not contain spaces',
  too_short: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  too_long: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  invisible: 'Username must not contain invisible, control or text-direction characters',
  mixed_scripts: 'Username must not mix letters of different alphabets',
  characters: 'Username may use letters of the Latin alphabet or of one Indian script, digits and symbols such as . _ -',
};

/** The scripts a username's letters may come from (one of them per name). */
export const USERNAME_SCRIPTS = [
  'Latin', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam',
] as const;

const SCRIPT_OF = USERNAME_SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const);
const SPACE = /\s/u;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\u2800]/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{M}\p{Nd}]$/u;
const ASCII_SYMBOL_OR_DIGIT = /^[!-@[-`{-~]$/;

/** The form a username is stored, compared and checked in. */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC');
}

/** The first part of the rule a NORMALISED username breaks, in the order the form reports them; none: undefined. */
export function usernameProblem(username: string): UsernameProblem | undefined {
  if (SPACE.test(username)) return 'spaces';
  const characters = [...username];
  if (characters.length < USERNAME_MIN_LENGTH) return 'too_short';
  if (characters.length > USERNAME_MAX_LENGTH) return 'too_long';
  if (INVISIBLE.test(username)) return 'invisible';
  const scripts = new Set<string>();
  let foreign = false;
  for (const c of characters) {
    if (ASCII_SYMBOL_OR_DIGIT.test(c)) continue;
    if (!LETTER_OR_DIGIT.test(c)) return 'characters';
    const script = SCRIPT_OF.find(([, test]) => test.test(c))?.[0];
    if (script) scripts.add(script);
    else foreign = true;
  }
  if (scripts.size > 1 || (foreign && scripts.size > 0)) return 'mixed_scripts';
  return foreign ? 'characters' : undefined;
}
