import type { Language } from './language.js';

/**
 * A value a message shows. Numbers are for plural arguments (`{minutes, plural, ...}`);
 * what is shown as it is (amounts, ids, dates) is passed as text, already formatted, so
 * English stays exactly as it was written. A value whose words differ by language is
 * either a message of its own (a reason, a clause: `text(...)`, put into the same
 * language) or carries each language's form (a date with its month's name).
 */
export type Localized = Readonly<Record<Language, string>>;
export type MessageValue = string | number | Localized | Message;
export type MessageParams = Readonly<Record<string, MessageValue>>;

/**
 * Words for people that are not yet in a language: the English ICU template (the words the
 * specification has, with `{name}` where a value goes), the key that finds the other
 * languages' templates in the catalogues (a DomainError's code, or for a text that is not
 * an error code's one message, the English template itself), and the values.
 * Apostrophes are plain apostrophes in every template (no ICU quoting): the formatter
 * escapes them, so "Unknown field '{field}'" reads as it is written.
 */
export interface Message {
  readonly key: string;
  readonly en: string;
  readonly params?: MessageParams;
}

/**
 * A text that no error code names on its own (a form's problem, a field's rule): keyed by
 * its English template. Call it with the template written out as a literal: the catalogue
 * completeness test reads the calls from the sources to know every text that needs Hindi.
 */
export function text(en: string, params?: MessageParams): Message {
  return params === undefined ? { key: en, en } : { key: en, en, params };
}

export function isMessage(value: MessageValue): value is Message {
  return typeof value === 'object' && value !== null && 'key' in value && 'en' in value;
}
