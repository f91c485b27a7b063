import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * Settings: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'SETTINGS.BUSY': 'सेटिंग्स कोई और बदल रहा है। कृपया फिर से प्रयास करें।',
  'SETTINGS.INVALID_AMOUNT': 'मान्य राशि दर्ज करें',
  'SETTINGS.INVALID_RESULT_SOURCE': 'rng या manual चुनें',
  'SETTINGS.INVALID_URL': 'कृपया मान्य URL दर्ज करें',
  'SETTINGS.REFERRAL_AMOUNT_TOO_HIGH': 'रेफ़रल राशि अधिकतम {maximum} हो सकती है',
  'SETTINGS.TICKET_PRICE_TOO_HIGH': 'टिकट की कीमत अधिकतम {maximum} हो सकती है',
  'SETTINGS.TICKET_PRICE_TOO_LOW': 'टिकट की कीमत कम से कम {minimum} होनी चाहिए',
  'SETTINGS.UNKNOWN_PERIOD': 'अवधि इनमें से एक होनी चाहिए: {periods}',
  // DTO rules (by their English words)
  'Account holder name is required': 'खाताधारक का नाम आवश्यक है',
  'Account holder name must be 2 to 100 letters, digits, spaces or . , \' & ( ) -': 'खाताधारक के नाम में 2 से 100 अक्षर, अंक, स्पेस या . , \' & ( ) - हो सकते हैं',
  'Account number must be 9 to 18 digits': 'खाता नंबर 9 से 18 अंकों का होना चाहिए',
  'Account type must be savings or current': 'खाते का प्रकार savings या current होना चाहिए',
  'Bank name must be 2 to 100 letters, digits, spaces or . , \' & ( ) -': 'बैंक के नाम में 2 से 100 अक्षर, अंक, स्पेस या . , \' & ( ) - हो सकते हैं',
  'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)': 'मान्य IFSC कोड दर्ज करें: 4 अक्षर, 0, फिर 6 अक्षर या अंक (जैसे SBIN0001234)',
  'Enter a valid Solana address (32 to 44 base58 characters)': 'मान्य Solana पता दर्ज करें (32 से 44 base58 अक्षर)',
  'Enter a valid TRC20 address (34 characters starting with T)': 'मान्य TRC20 पता दर्ज करें (T से शुरू होने वाले 34 अक्षर)',
  'Enter a valid UPI ID in the form name@bank': 'name@bank के रूप में मान्य UPI ID दर्ज करें',
  'Please enter a valid URL': 'कृपया मान्य URL दर्ज करें',
  'The URL may be at most 2048 characters': 'URL में अधिकतम 2048 अक्षर हो सकते हैं',
  'bank must be the account details, or null': 'bank खाते का विवरण या null होना चाहिए',
  'crypto must be the addresses per network, or null': 'crypto हर नेटवर्क के पते या null होना चाहिए',
  'setting must be one of latest-news, referral-code-amount, ticket-amount, payment-details, result-source':
    'setting इनमें से एक होनी चाहिए: latest-news, referral-code-amount, ticket-amount, payment-details, result-source',
  'Choose rng or manual': 'rng या manual चुनें',
  'Result sources fetched successfully': 'परिणाम के स्रोत सफलतापूर्वक प्राप्त हुए',
  'Result source updated successfully': 'परिणाम का स्रोत सफलतापूर्वक अपडेट हुआ',
  // Texts (by their English template)
  'Send bank, upi_id or crypto to change': 'बदलने के लिए bank, upi_id या crypto भेजें',
  // Success messages (msg / message)
  'Latest news fetched successfully': 'ताज़ा समाचार सफलतापूर्वक प्राप्त हुआ',
  'Latest news updated successfully': 'ताज़ा समाचार सफलतापूर्वक अपडेट हुआ',
  'No settings changes found': 'सेटिंग्स में कोई बदलाव नहीं मिला',
  'Payment details fetched successfully': 'भुगतान विवरण सफलतापूर्वक प्राप्त हुआ',
  'Payment details updated successfully': 'भुगतान विवरण सफलतापूर्वक अपडेट हुआ',
  'Referral amount fetched successfully': 'रेफ़रल राशि सफलतापूर्वक प्राप्त हुई',
  'Referral amount updated successfully': 'रेफ़रल राशि सफलतापूर्वक अपडेट हुई',
  'Settings fetched successfully': 'सेटिंग्स सफलतापूर्वक प्राप्त हुईं',
  'Settings history fetched successfully': 'सेटिंग्स का इतिहास सफलतापूर्वक प्राप्त हुआ',
  'Ticket amount fetched successfully': 'टिकट राशि सफलतापूर्वक प्राप्त हुई',
  'Ticket amount updated successfully': 'टिकट राशि सफलतापूर्वक अपडेट हुई',
} as const satisfies Catalogue;
