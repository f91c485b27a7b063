import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './language.js';
import { isMessage, type Message, type MessageParams } from './message.js';

/** Intl locales: Indian conventions (digit grouping 1,00,000) in both languages. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Compiled templates; the catalogues are finite, so this stays small. */
const compiled = new Map<string, IntlMessageFormat>();

/**
 * An ICU template in `language` with its values. Apostrophes are escaped first, so they
 * never start ICU quoting (the templates need no literal braces); tags are plain text.
 * A template without values is returned as it is, so a fixed English text stays exactly
 * the text written. A value that is a message of its own is put into the language by
 * `inner` (English: its own template).
 */
export function formatMessage(
  template: string,
  params: MessageParams | undefined,
  language: Language,
  inner: (message: Message) => string = english,
): string {
  if (params === undefined) return template;
  const cacheKey = `${language}\u0000${template}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(template.replace(/'/g, "''"), LOCALES[language], undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = typeof value === 'object' ? (isMessage(value) ? inner(value) : value[language]) : value;
  }
  return String(format.format(values));
}

/** A message in English: its own template. */
export function english(message: Message): string {
  return formatMessage(message.en, message.params, 'en');
}

/** Several messages in English, as one answer shows them. */
export function englishOf(messages: readonly Message[]): string {
  return messages.map(english).join(', ');
}
