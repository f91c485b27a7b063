import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage, type Language } from '../../lib/i18n/language.js';
import { textHook } from '../../lib/i18n/text.js';
import { useAppSelector } from '../hooks.js';
import en from '../messages/en.json' with { type: 'json' };
import { selectSession } from '../session/session-slice.js';
import { loadLanguage } from './catalogs.js';
import { useSaveLanguageMutation } from './language-api.js';
import './language-switch.css';

const useAppText = textHook('app', en);

/**
 * English | हिन्दी, on every page (issue 14). The choice is remembered in this browser and,
 * for a signed-in player, on the server, so mails and server messages follow it. Each
 * language is named in its own words and marked with its `lang`, as screen readers need.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useAppText();
  const language = useLanguage();
  const session = useAppSelector(selectSession);
  const [saveLanguage] = useSaveLanguageMutation();

  const choose = async (next: Language) => {
    if (next === language) return;
    await loadLanguage(next);
    setLanguage(next);
    if (session.type === 'user') saveLanguage({ language: next }).catch(() => undefined);
  };

  return (
    <div className={`language-switch language-switch-${tone}`} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button key={option} type="button" lang={option} aria-pressed={option === language} onClick={() => void choose(option)}>
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
