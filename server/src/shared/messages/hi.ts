import type { Catalogue } from '../i18n/translator.js';

/**
 * The shared HTTP layer, uploads and money, and the texts several features share: messages
 * in Hindi (issue 14), by error code or by English text. The words follow the client's
 * glossary (client/src/app/i18n/glossary.md); `{name}` are the values the English shows, in
 * the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'HTTP.BUSY': 'सर्वर व्यस्त है। कृपया एक मिनट बाद फिर से प्रयास करें।',
  'HTTP.JSON_TOO_DEEP': 'अनुरोध की बॉडी {depth} स्तरों से अधिक गहराई तक नेस्टेड है।',
  'IDEMPOTENCY.INVALID_KEY': 'Idempotency-Key हेडर में 1 से 100 अक्षर, अंक या . _ : - होने चाहिए',
  'IDEMPOTENCY.KEY_REUSED': 'यह अनुरोध पहले ही अलग विवरण के साथ किया जा चुका है। इसे दोहराने के बजाय नया अनुरोध शुरू करें।',
  'MONEY.INVALID_RUPEES': 'राशि रुपयों में एक संख्या होनी चाहिए, दशमलव के बाद अधिकतम 2 अंकों के साथ।',
  'SERVICE.UNAVAILABLE': 'सेवा अभी अस्थायी रूप से उपलब्ध नहीं है। कृपया कुछ देर में फिर से प्रयास करें।',
  'UPLOAD.DAMAGED': 'इमेज पढ़ी नहीं जा सकी: यह खराब या अधूरी है।',
  'UPLOAD.EMPTY': 'फ़ाइल खाली है।',
  'UPLOAD.NOT_FOUND': 'फ़ाइल नहीं मिली।',
  'UPLOAD.TOO_LARGE': 'फ़ाइल {megabytes} MB से बड़ी है।',
  'UPLOAD.TOO_MANY_PIXELS': 'इमेज बहुत बड़ी है: अधिकतम {megapixels} मेगापिक्सेल।',
  // DTO rules (by their English words)
  'page is too large': 'page बहुत बड़ा है',
  'page must be a whole number': 'page एक पूर्ण संख्या होनी चाहिए',
  'page must be at least 1': 'page कम से कम 1 होना चाहिए',
  'period must be one of 3h, 6h, 12h, 24h, weekly': 'period इनमें से एक होना चाहिए: 3h, 6h, 12h, 24h, weekly',
  // Texts (by their English template)
  'Account number is required': 'खाता नंबर आवश्यक है',
  'Account type is required': 'खाते का प्रकार आवश्यक है',
  'Bad request.': 'गलत अनुरोध।',
  'Bank name is required': 'बैंक का नाम आवश्यक है',
  'Cannot {method} {path}': '{method} {path} उपलब्ध नहीं है',
  'Enter a valid amount': 'मान्य राशि दर्ज करें',
  'IFSC code is required': 'IFSC कोड आवश्यक है',
  'Something went wrong on our side. Please try again.': 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से प्रयास करें।',
  'The request body is not valid JSON.': 'अनुरोध की बॉडी मान्य JSON नहीं है।',
  'The request is too large.': 'अनुरोध बहुत बड़ा है।',
  'Unknown field \'{field}\'': 'अज्ञात फ़ील्ड \'{field}\'',
  'Unsupported content type.': 'यह कंटेंट टाइप समर्थित नहीं है।',
  'limit must be a whole number': 'limit एक पूर्ण संख्या होनी चाहिए',
  'limit must be between 1 and 100': 'limit 1 और 100 के बीच होनी चाहिए',
  '{field} must be valid Unicode text': '{field} मान्य यूनिकोड टेक्स्ट होना चाहिए',
  '{field} must not contain control characters': '{field} में कंट्रोल अक्षर नहीं होने चाहिए',
  '{field} must not contain text-direction control characters': '{field} में टेक्स्ट-दिशा बदलने वाले कंट्रोल अक्षर नहीं होने चाहिए',
} as const satisfies Catalogue;
