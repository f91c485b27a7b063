import { prefixed, type Catalog } from '../../lib/i18n/text.js';
import { currentLanguage, type Language } from '../../lib/i18n/language.js';

/** One language's messages under their full ids ('auth.login.title'), as react-intl takes them. */
export function flatten(namespaces: Record<string, Catalog>): Catalog {
  return Object.assign({}, ...Object.entries(namespaces).map(([namespace, messages]) => prefixed(namespace, messages)));
}

// English needs nothing here: each feature brings its messages/en.json with its code (lib/i18n/text.ts).
const loaded: Partial<Record<Language, Catalog>> = { en: {} };
const loading: Partial<Record<Language, Promise<Catalog>>> = {};

/** Fetches a language's messages once (Hindi is its own chunk). */
export function loadLanguage(language: Language): Promise<Catalog> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  loading[language] ??= import('./hindi.js').then(({ HINDI }) => (loaded[language] = flatten(HINDI)));
  return loading[language];
}

/** The messages of a loaded language, or null while it is still on its way. */
export function messagesOf(language: Language): Catalog | null {
  return loaded[language] ?? null;
}

/** Before the first paint: the messages of the language this browser chose (nothing to wait for in English). */
export async function loadChosenLanguage(): Promise<void> {
  await loadLanguage(currentLanguage()).catch(() => undefined);
}
