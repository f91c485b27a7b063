import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * Statements: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'STATEMENT.TOO_LONG': 'इस स्टेटमेंट में {rows} पंक्तियाँ हैं, जो एक डाउनलोड की सीमा {cap} से अधिक हैं। कम दिन चुनें।',
  // Texts (by their English template)
  'A statement covers at most {years} years: choose a shorter range': 'एक स्टेटमेंट अधिकतम {years} वर्षों का होता है: छोटी अवधि चुनें',
  'from ({from}) must not be after to ({to})': 'from ({from}) की तारीख to ({to}) के बाद नहीं हो सकती',
  '{field} must be a date as YYYY-MM-DD (for example 2026-11-26)': '{field} YYYY-MM-DD के रूप में एक तारीख होनी चाहिए (जैसे 2026-11-26)',
  // Success messages (msg / message)
  'No movements in these days': 'इन दिनों में कोई लेन-देन नहीं',
  'Statement fetched successfully': 'स्टेटमेंट सफलतापूर्वक प्राप्त हुआ',
  'Statement summary fetched successfully': 'स्टेटमेंट का सारांश सफलतापूर्वक प्राप्त हुआ',
} as const satisfies Catalogue;
