import type { Catalogue } from '../../../shared/i18n/translator.js';

/**
 * The feed of round closes: messages in Hindi, by error code or by English text, in the
 * words of the draws' catalogue; `{name}` are the values the English shows, in the same
 * names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'DRAWS.CLOSE_FEED_BUSY': 'बंद हुए ड्रॉ की सूची में बदलाव हो रहा है; कृपया फिर से प्रयास करें।',
  'DRAWS.INVALID_CLOSE_ENTRY': 'बंद हुए ड्रॉ की सूची की प्रविष्टि मान्य नहीं है: {problem}।',
  'DRAWS.ROUND_NOT_CLOSED': 'ड्रॉ {roundId} के टिकट अभी तय होकर दर्ज नहीं हुए हैं।',

  // Request rules
  'since must be a whole number': 'since एक पूर्ण संख्या होनी चाहिए',
  'since must be 0 or more': 'since 0 या उससे अधिक होना चाहिए',
  'since is too large': 'since बहुत बड़ा है',
  'limit must be between 1 and 500': 'limit 1 और 500 के बीच होनी चाहिए',

  // Success messages
  'Closes fetched successfully': 'बंद हुए ड्रॉ सफलतापूर्वक प्राप्त हुए',
  'No more closes yet': 'अभी और कोई बंद हुआ ड्रॉ नहीं है',
} as const satisfies Catalogue;
