import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, LOCALES, useLanguage, type Language } from '../../lib/i18n/language.js';
import { setActiveIntl } from '../../lib/i18n/text.js';
import { loadLanguage, messagesOf } from './catalogs.js';

const cache = createIntlCache();

/**
 * Gives every screen the words of the chosen language (issue 14). A switch re-mounts the
 * tree under it, so every formatted amount and date follows at once; data stays in the
 * store. Until a chosen language's messages arrive, the page stays in the language it had.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const chosen = useLanguage();
  const [, setArrived] = useState<Language | null>(null);
  const messages = messagesOf(chosen);
  useEffect(() => {
    if (!messages) void loadLanguage(chosen).then(() => setArrived(chosen));
  }, [chosen, messages]);
  const shown: Language = messages ? chosen : DEFAULT_LANGUAGE;

  const intl = useMemo(
    () => createIntl({ locale: LOCALES[shown], defaultLocale: LOCALES[DEFAULT_LANGUAGE], messages: messagesOf(shown) ?? {}, onError: reportMissing }, cache),
    [shown],
  );
  setActiveIntl(intl);
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);

  return (
    <RawIntlProvider value={intl} key={shown}>
      {children}
    </RawIntlProvider>
  );
}

/** A missing message is a defect the catalogue test catches; in the page it shows its id and is logged once. */
function reportMissing(error: Error): void {
  console.error(error.message);
}
