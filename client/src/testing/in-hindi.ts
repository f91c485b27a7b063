import { act } from '@testing-library/react';
import { loadLanguage } from '../app/i18n/catalogs.js';
import { setLanguage } from '../lib/i18n/language.js';

/**
 * Switches the app to Hindi as the language switch does (messages loaded, choice stored),
 * before or after rendering; the next test starts in English again (setup-tests.ts).
 */
export async function switchToHindi(): Promise<void> {
  await loadLanguage('hi');
  await act(async () => setLanguage('hi'));
}
