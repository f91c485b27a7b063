import { useSyncExternalStore } from 'react';

/**
 * The player's language (issue 14): English, the default, keeps the specification's exact
 * strings; Hindi is the other. The choice is remembered in this browser (localStorage) and,
 * for a signed-in player, on the server, so mails and server messages follow it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The BCP 47 locale Intl formats with: Indian digit grouping and Indian conventions in both. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const listeners = new Set<() => void>();
let current: Language = readStoredLanguage();

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The language shown now; plain code (the API client, formatters) reads it here. */
export function currentLanguage(): Language {
  return current;
}

/** Switches the whole app and remembers the choice in this browser. */
export function setLanguage(language: Language): void {
  if (!isLanguage(language)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private windows may refuse storage; the switch still applies to this page.
  }
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

/** Reads the stored choice again (tests, another tab's change). */
export function reloadStoredLanguage(): void {
  const stored = readStoredLanguage();
  if (stored === current) return;
  current = stored;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown now, re-rendering on a switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
