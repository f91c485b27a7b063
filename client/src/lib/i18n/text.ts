import { useCallback } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';

/**
 * How every screen reads its words (issue 14). A feature keeps its messages in
 * `messages/en.json` and `messages/hi.json` (ICU MessageFormat: `{name}` arguments,
 * `{count, plural, one {...} other {...}}`), and its `<feature>.strings.ts` makes a hook
 * from the English file, so a key that does not exist is a type error:
 *
 *   export const useAuthText = textHook('auth', en);
 *   const t = useAuthText();  t('login.title');  t('otp.resendIn', { time });
 *
 * The namespace is the feature's folder name; app/i18n/catalogs.ts registers each file.
 */
export type Catalog = Record<string, string>;
export type TextValues = Record<string, string | number | Date | null | undefined>;
export type Text<Key extends string> = (key: Key, values?: TextValues) => string;

export function textHook<C extends Catalog>(namespace: string, english: C): () => Text<keyof C & string> {
  return function useText() {
    const intl = useIntl();
    return useCallback((key: keyof C & string, values?: TextValues) => translate(intl, namespace, english, key, values), [intl]);
  };
}

/** Outside React (the API client's messages): the words of the language shown now. */
export function textOf<C extends Catalog>(namespace: string, english: C): Text<keyof C & string> {
  return (key, values) => translate(active ?? englishIntl(), namespace, english, key, values);
}

/**
 * Always English, whatever the page shows: words saved for someone else to read (an
 * admin's rejection reason is kept in English). Never read a messages file's values
 * directly: the build compiles them to ICU trees (vite-plugins/precompile-messages.ts).
 */
export function englishOf<C extends Catalog>(namespace: string, english: C): Text<keyof C & string> {
  return (key, values) => translate(englishIntl(), namespace, english, key, values);
}

let fallback: IntlShape | null = null;
/** Before any provider rendered (plain code in tests): English. */
function englishIntl(): IntlShape {
  return (fallback ??= createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', messages: {} }));
}

let active: IntlShape | null = null;

/** The locale of the words shown now ('en-IN' until the provider says otherwise); formatters use it. */
export function shownLocale(): string {
  return active?.locale ?? 'en-IN';
}

/** Set by the app's language provider whenever the language or its messages change; null forgets it (tests). */
export function setActiveIntl(intl: IntlShape | null): void {
  active = intl;
}

/** A namespace's messages under their full ids ('auth.login.title'), as react-intl takes them. */
export function prefixed(namespace: string, messages: Catalog): Catalog {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, text]));
}

/**
 * English is each feature's own messages/en.json, which arrives with the feature's code (the
 * first page carries only the sign-in words); the provider holds only the other language's
 * messages, and react-intl shows the English one where it has none (the English page).
 */
function translate(intl: IntlShape, namespace: string, english: Catalog, key: string, values?: TextValues): string {
  return intl.formatMessage({ id: `${namespace}.${key}`, defaultMessage: english[key] }, values as Record<string, string | number | Date | null | undefined>) as string;
}
