import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { BRANDS, PAGE_TITLES } from './app.strings.js';

const PATTERNS = Object.keys(PAGE_TITLES).filter((p) => p !== '*') as (keyof typeof PAGE_TITLES)[];

/** The document title of a page: "<page> · <brand>" (the console's brand under /admin); unknown paths are the 404 page. */
export function documentTitle(pathname: string): string {
  const brand = pathname === '/admin' || pathname.startsWith('/admin/') ? BRANDS.admin : BRANDS.player;
  const pattern = PATTERNS.find((p) => matchPath({ path: p, end: true }, pathname)) ?? '*';
  return `${PAGE_TITLES[pattern]} · ${brand}`;
}

/** Keeps the document title on the page shown (rendered once, by the root route). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const title = documentTitle(pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
