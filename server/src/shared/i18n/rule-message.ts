import { english } from './format-message.js';
import type { Message } from './message.js';

/** Each DTO rule's message by its English words (filled as the DTO classes load). */
const byEnglish = new Map<string, Message>();

/**
 * A DTO rule's message whose words carry values (`'{field} must be ...'`): class-validator
 * takes a string, so it is given the English, and the message is kept to be found again
 * by those words when the rule fails (`ruleMessageOf`), values and all.
 */
export function ruleMessage(message: Message): string {
  const en = english(message);
  byEnglish.set(en, message);
  return en;
}

/** The message behind a failed rule's words; a fixed text is its own message. */
export function ruleMessageOf(englishText: string): Message {
  return byEnglish.get(englishText) ?? { key: englishText, en: englishText };
}
