import { useMemo } from 'react';
import type { SidebarLink } from '../components/layout/sidebar-layout.js';
import { textHook, textOf } from '../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The app shell's words (messages/en.json, messages/hi.json): sidebar links, page titles,
 * the session spinner and the 404 page (spec section 2; English exact).
 */
export const useAppText = textHook('app', en);

/** The same words outside React (the document title of a path). */
export const appText = textOf('app', en);

export type AppKey = keyof typeof en & string;

/** A sidebar link as data: its route and the key of its label. */
export interface LinkData {
  to: string;
  label: AppKey;
}

export const PLAYER_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/profile', label: 'nav.profile' },
  { to: '/terms', label: 'nav.terms' },
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/how-to-play', label: 'nav.howToPlay' },
  { to: '/withdraw', label: 'nav.withdraw' },
  { to: '/deposit', label: 'nav.deposit' },
  // Issue 12, after the specification's seven.
  { to: '/statement', label: 'nav.statement' },
  { to: '/responsible-play', label: 'nav.responsiblePlay' },
] as const satisfies readonly LinkData[];

export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'nav.dashboard' },
  { to: '/admin/users', label: 'nav.users' },
  { to: '/admin/withdraw', label: 'nav.withdraw' },
  { to: '/admin/deposit', label: 'nav.deposit' },
  { to: '/admin/settings', label: 'nav.settings' },
  // The auditor's console (issue 12), after the specification's five.
  { to: '/admin/wallets', label: 'nav.wallets' },
  { to: '/admin/audit', label: 'nav.audit' },
  { to: '/admin/rounds', label: 'nav.rounds' },
  { to: '/admin/actions', label: 'nav.actionLog' },
] as const satisfies readonly LinkData[];

/** The product's names, the same in every language. */
export const BRANDS = { player: 'Fairdraw', admin: 'Fairdraw Admin' } as const;

/**
 * Each route's document title (issue 14: screen-reader and tab users tell pages apart),
 * shown as "<title> · <brand>": the key of its message, by the route's path pattern in routes.tsx.
 */
export const PAGE_TITLES = {
  '/': 'page.login',
  '/register': 'page.register',
  '/forgot-password': 'page.forgotPassword',
  '/admin/login': 'page.adminLogin',
  '/reset-password': 'page.resetPassword',
  '/results/:period': 'page.results',
  '/draws/:drawId/proof': 'page.drawProof',
  '/create-profile': 'page.createProfile',
  '/dashboard': 'nav.dashboard',
  '/profile': 'nav.profile',
  '/terms': 'nav.terms',
  '/privacy': 'nav.privacy',
  '/how-to-play': 'nav.howToPlay',
  '/withdraw': 'nav.withdraw',
  '/deposit': 'nav.deposit',
  '/tickets/:ticketId': 'page.ticket',
  '/statement': 'nav.statement',
  '/responsible-play': 'nav.responsiblePlay',
  '/admin/dashboard': 'nav.dashboard',
  '/admin/users': 'nav.users',
  '/admin/withdraw': 'page.withdrawRequests',
  '/admin/deposit': 'page.depositRequests',
  '/admin/settings': 'nav.settings',
  '/admin/users/:userId': 'page.player',
  '/admin/wallets': 'nav.wallets',
  '/admin/wallets/:userId': 'page.wallet',
  '/admin/audit': 'nav.audit',
  '/admin/rounds': 'nav.rounds',
  '/admin/actions': 'nav.actionLog',
  '*': 'page.notFound',
} as const satisfies Record<string, AppKey>;

/** A sidebar's links in the language shown. */
export function useShownLinks(links: readonly LinkData[]): SidebarLink[] {
  const t = useAppText();
  return useMemo(() => links.map((link) => ({ to: link.to, label: t(link.label) })), [links, t]);
}
