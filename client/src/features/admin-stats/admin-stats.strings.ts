import { textHook } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/** The admin dashboard's cards (messages/en.json, messages/hi.json; the English is the spec's, sections 2 and 8, exact). */
export const useAdminStatsText = textHook('admin-stats', en);
