import { textOf } from './i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The words of lib's plain code that reach the page (messages/en.json, messages/hi.json):
 * the failures of fetching a protected file or a download, which the components show.
 * Log lines stay English. Read at the time of the failure, in the language shown then.
 */
export const libText = textOf('lib', en);
