import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * The live stream: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'LIVE.STOPPING': 'सर्वर दोबारा शुरू हो रहा है। कृपया थोड़ी देर में फिर से प्रयास करें।',
  'LIVE.TOO_MANY_STREAMS': 'बहुत अधिक लाइव कनेक्शन हैं। कृपया थोड़ी देर में फिर से प्रयास करें।',
} as const satisfies Catalogue;
