import { formatMessage, english } from './format-message.js';
import type { Language } from './language.js';
import type { Message } from './message.js';

/**
 * One language's templates, by key: an error code ('WALLET.INSUFFICIENT_FUNDS') or the
 * English template of a text ('Amount is required'). Each feature keeps its own in
 * `<feature>/messages/hi.ts`; app.messages.ts puts them together.
 */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * Puts messages into a language at the edge (the exception filter, the success envelope):
 * English is the message's own template, so it is byte for byte what the code says;
 * another language takes its template from its catalogue, with the same values, and a
 * key it does not know (which the completeness test forbids) falls back to English.
 */
export class Translator {
  constructor(private readonly catalogues: Partial<Record<Language, Catalogue>>) {}

  /** One message in `language`. */
  message(message: Message, language: Language): string {
    if (language === 'en') return english(message);
    const template = this.catalogues[language]?.[message.key];
    if (template === undefined) return english(message);
    return formatMessage(template, message.params ?? {}, language, (inner) => this.message(inner, language));
  }

  /** Several messages (the problems of one request), joined as the English answer joins them. */
  messages(messages: readonly Message[], language: Language): string {
    return messages.map((m) => this.message(m, language)).join(', ');
  }

  /** A fixed English text (a success `msg`, a field rule's words) in `language`. */
  text(englishText: string, language: Language): string {
    if (language === 'en') return englishText;
    return this.catalogues[language]?.[englishText] ?? englishText;
  }
}
