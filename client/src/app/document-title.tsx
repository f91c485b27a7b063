import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { Text } from '../lib/i18n/text.js';
import { appText, BRANDS, PAGE_TITLES, useAppText, type AppKey } from './app.strings.js';

const PATTERNS = Object.keys(PAGE_TITLES).filter((p) => p !== '*') as (keyof typeof PAGE_TITLES)[];

/**
 * The document title of a page: "<page> · <brand>" (the console's brand under /admin);
 * unknown paths are the 404 page. The page's name is in the language shown (`t`), the brand
 * is the same in every language.
 */
export function documentTitle(pathname: string, t: Text<AppKey> = appText): string {
  const brand = pathname === '/admin' || pathname.startsWith('/admin/') ? BRANDS.admin : BRANDS.player;
  const pattern = PATTERNS.find((p) => matchPath({ path: p, end: true }, pathname)) ?? '*';
  return `${t(PAGE_TITLES[pattern])} · ${brand}`;
}

/** Keeps the document title on the page shown (rendered once, by the root route), in the language shown. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const t = useAppText();
  const title = documentTitle(pathname, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
