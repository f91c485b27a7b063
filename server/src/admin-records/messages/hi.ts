import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * The console's records: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'RECORDS.DATE_RANGE_REVERSED': 'from की तारीख to के बाद नहीं हो सकती',
  'RECORDS.PLAYER_NOT_FOUND': 'खिलाड़ी नहीं मिला',
  // DTO rules (by their English words)
  'actor must be at most 100 characters': 'actor में अधिकतम 100 अक्षर हो सकते हैं',
  'actor must be text': 'actor टेक्स्ट होना चाहिए',
  'from must be a date (YYYY-MM-DD)': 'from एक तारीख (YYYY-MM-DD) होनी चाहिए',
  'kind must be one of setting, prize_table, deposit_request, withdrawal_request, result, admin_created': 'kind इनमें से एक होना चाहिए: setting, prize_table, deposit_request, withdrawal_request, result, admin_created',
  'to must be a date (YYYY-MM-DD)': 'to एक तारीख (YYYY-MM-DD) होनी चाहिए',
  // Success messages (msg / message)
  'Actions fetched successfully': 'कार्रवाइयाँ सफलतापूर्वक प्राप्त हुईं',
  'No actions found': 'कोई कार्रवाई नहीं मिली',
  'Player fetched successfully': 'खिलाड़ी की जानकारी सफलतापूर्वक प्राप्त हुई',
} as const satisfies Catalogue;
