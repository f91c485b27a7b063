import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * The wallet: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'WALLET.CONCURRENCY_CONFLICT': 'वॉलेट व्यस्त है। कृपया फिर से प्रयास करें।',
  'WALLET.HOLD_ALREADY_ACTIVE': 'होल्ड {holdId} पहले से सक्रिय है।',
  'WALLET.HOLD_ALREADY_SETTLED': 'होल्ड {holdId} पहले ही {settledAs, select, released {वापस किया जा चुका} other {भुगतान में लिया जा चुका}} है।',
  'WALLET.INSUFFICIENT_FUNDS': 'अपर्याप्त बैलेंस: {needed} की ज़रूरत है और {available} उपलब्ध है।',
  'WALLET.INVALID_AMOUNT': 'राशि तय सीमा के भीतर पैसे की एक धनात्मक पूर्ण संख्या होनी चाहिए।',
  'WALLET.INVALID_NOTE': 'नोट अधिकतम 500 अक्षरों का सादा टेक्स्ट होना चाहिए।',
  'WALLET.INVALID_PRIZE': 'इनाम मान्य नहीं है: {reason}।',
  'WALLET.INVALID_REVISION': 'अनुरोध का संशोधन 1 या उससे बड़ी पूर्ण संख्या होना चाहिए।',
  'WALLET.MISSING_REFERENCE': '{field} नहीं दिया गया है।',
  'WALLET.NOT_OPEN': 'यह वॉलेट मौजूद नहीं है।',
  'WALLET.NO_SUCH_HOLD': 'इस वॉलेट पर {holdId} नाम का कोई होल्ड नहीं है।',
  'WALLET.STALE_REVISION': 'अनुरोध {holdId} संशोधन {revision} के बाद बदल चुका है। इसे दोबारा लोड करें और फिर से प्रयास करें।',
} as const satisfies Catalogue;
