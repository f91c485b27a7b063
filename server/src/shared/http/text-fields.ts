/**
 * What no text field of the API accepts (DESIGN.md section 6: bad input gets a clear 400
 * and changes nothing). Checked by the validation pipe on every string of every body,
 * query and path before any DTO rule or handler sees it, so a NUL that PostgreSQL would
 * refuse mid-transaction, or a lone surrogate that UTF-8 would silently turn into U+FFFD
 * (two different passwords hashing alike), never gets that far.
 *
 * - control characters: C0, DEL, C1, and the line and paragraph separators;
 * - direction controls (Bidi_Control): the right-to-left overrides, embeddings, isolates
 *   and marks that make text display in another order than it is stored;
 * - broken Unicode: a surrogate without its pair, or a noncharacter (U+FFFE, U+FFFF...).
 */
import { text, type Message } from '../i18n/message.js';

export type TextProblem = 'control' | 'direction' | 'invalid';

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const DIRECTION = /\p{Bidi_Control}/u;
// Without the u flag a regex sees UTF-16 units, so it can find a surrogate that has no partner.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

export function textProblem(value: string): TextProblem | undefined {
  if (LONE_SURROGATE.test(value) || NONCHARACTER.test(value)) return 'invalid';
  if (CONTROL.test(value)) return 'control';
  if (DIRECTION.test(value)) return 'direction';
  return undefined;
}

const MESSAGES: Record<TextProblem, (field: string) => Message> = {
  control: (field) => text('{field} must not contain control characters', { field }),
  direction: (field) => text('{field} must not contain text-direction control characters', { field }),
  invalid: (field) => text('{field} must be valid Unicode text', { field }),
};

/**
 * One message per offending string, naming its field by its path ('email',
 * 'items[2].name'). JSON bodies nest at most a few levels (json-body.ts); the walk stops
 * at `maxDepth` all the same.
 */
export function textFieldProblems(value: unknown, path = '', maxDepth = 16): Message[] {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [MESSAGES[problem](path || 'value')] : [];
  }
  if (maxDepth <= 0 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => textFieldProblems(item, `${path}[${i}]`, maxDepth - 1));
  return Object.entries(value).flatMap(([key, item]) => textFieldProblems(item, path ? `${path}.${key}` : key, maxDepth - 1));
}

/**
 * Characters that show nothing (zero-width spaces, joiners, fillers, variation selectors,
 * the soft hyphen) or a blank: refused in names people see, where they would make two
 * names look alike. The zero-width joiner and non-joiner shape Indian scripts, so names
 * may keep them (`allowJoiners`); usernames may not.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u;
const JOINERS = /[\u200C\u200D]/g;

export function hasInvisibleCharacters(value: string, options: { allowJoiners?: boolean } = {}): boolean {
  return INVISIBLE.test(options.allowJoiners ? value.replace(JOINERS, '') : value);
}
