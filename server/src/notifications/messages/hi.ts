import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * Push notifications: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'NOTIFICATIONS.ROLE_MISMATCH': 'isAdmin लॉगिन की गई भूमिका से मेल नहीं खाता।',
  'NOTIFICATIONS.TOKEN_OWNED': 'इस ब्राउज़र का पुश टोकन किसी दूसरे लॉगिन किए हुए खाते का है।',
  // DTO rules (by their English words)
  'fcmToken is required': 'fcmToken आवश्यक है',
  'fcmToken is too long': 'fcmToken बहुत लंबा है',
  'fcmToken must be text': 'fcmToken टेक्स्ट होना चाहिए',
  'fcmToken must not be empty': 'fcmToken खाली नहीं होना चाहिए',
  'isAdmin must be true or false': 'isAdmin true या false होना चाहिए',
  // Success messages (msg / message)
  'Push token removed': 'पुश टोकन हटा दिया गया',
  'Push token saved': 'पुश टोकन सहेज लिया गया',
} as const satisfies Catalogue;
