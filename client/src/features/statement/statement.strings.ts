import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The words of the player's Statement page (messages/en.json, messages/hi.json; issue 12:
 * the specification has none for it, except that winnings are subject to the player's own
 * taxes, section 1).
 */
export const useStatementText = textHook('statement', en);

/** The words, for code that takes them from a component (the date checks, the table's cells). */
export type StatementText = Text<keyof typeof en & string>;

/** The CSV's file name: the dates it covers, in the same words in every language (a file name, not a sentence). */
export function statementFileName(from: string, to: string): string {
  return `fairdraw-statement-${from || 'start'}-to-${to || 'today'}.csv`;
}
