import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * The auditor's console: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'AUDIT.PLAYER_NOT_FOUND': 'खिलाड़ी नहीं मिला',
  'AUDIT.RUN_NOT_FOUND': 'ऑडिट रन नहीं मिला',
  // DTO rules (by their English words)
  'order must be desc or asc': 'order desc या asc होना चाहिए',
  // Success messages (msg / message)
  'An audit is already running': 'एक ऑडिट पहले से चल रहा है',
  'Audit run fetched successfully': 'ऑडिट रन सफलतापूर्वक प्राप्त हुआ',
  'Audit runs fetched successfully': 'ऑडिट रन सफलतापूर्वक प्राप्त हुए',
  'Audit started': 'ऑडिट शुरू हो गया',
  'No audit runs yet': 'अभी तक कोई ऑडिट रन नहीं',
  'No wallet events': 'कोई वॉलेट इवेंट नहीं',
  'The hash chain is broken': 'हैश चेन टूटी हुई है',
  'The hash chain is intact': 'हैश चेन सही-सलामत है',
  'The wallet does not replay to its read models': 'वॉलेट को दोबारा चलाने पर उसके रीड मॉडल से मेल नहीं खाता',
  'The wallet replays to its read models': 'वॉलेट को दोबारा चलाने पर उसके रीड मॉडल से मेल खाता है',
  'Wallet events fetched successfully': 'वॉलेट इवेंट सफलतापूर्वक प्राप्त हुए',
} as const satisfies Catalogue;
