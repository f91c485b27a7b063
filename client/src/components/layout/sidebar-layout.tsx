import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { useComponentsText } from '../components.strings.js';
import { focusablesIn, keepTabWithin } from '../ui/focus-trap.js';
import { Spinner } from '../ui/spinner.js';
import './sidebar-layout.css';

export interface SidebarLink {
  to: string;
  label: string;
}

export interface SidebarLayoutProps {
  brand: string;
  links: SidebarLink[];
  onLogout: () => void;
  /** Who is signed in, under the brand (the console's role: 'Auditor · read-only'). */
  note?: ReactNode;
  /** Shown above every page's content (a reminder that concerns the whole app). */
  banner?: ReactNode;
  /** Controls for the whole app at the foot of the menu (the language switch). */
  tools?: ReactNode;
}

/** Spec section 9: at 1366 px and wider the sidebar is always open. */
export const SIDEBAR_BREAKPOINT = '(min-width: 1366px)';

/**
 * The shared page frame of both layouts. Below the breakpoint the sidebar is an overlay
 * toggled from the top bar that closes on a selection, an outside click or Escape.
 * While it is open (WCAG 2.2, issue 14) focus moves into it, Tab and Shift+Tab cycle
 * through the menu and its toggle, and closing it gives focus back to the toggle; the
 * menu and its backdrop open under the top bar, so they never cover the toggle (2.4.11),
 * nor a banner above the top bar (offline, a new version) while the page is at its top.
 */
export function SidebarLayout({ brand, links, onLogout, note, banner, tools }: SidebarLayoutProps) {
  const t = useComponentsText();
  const wide = useMediaQuery(SIDEBAR_BREAKPOINT);
  const navId = useId();
  const { pathname } = useLocation();
  // The overlay belongs to the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const visible = wide || open;
  const overlay = !wide && open;
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const topbar = useRef<HTMLElement>(null);
  const menuTop = useBottomOf(topbar, overlay);

  useEffect(() => {
    if (!overlay) return;
    const nav = menu.current;
    const button = toggle.current;
    focusablesIn(nav)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
      // The menu's controls are read at each key: tools may come and go (an install button).
      else keepTabWithin(event, [...(button ? [button] : []), ...focusablesIn(nav)]);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Focus was in the menu (now gone) or dropped by a click on the backdrop: back to the toggle.
      const active = document.activeElement;
      if (!active || active === document.body || nav?.contains(active)) button?.focus();
    };
  }, [overlay]);

  return (
    <div className={`shell ${wide ? 'shell-wide' : ''}`}>
      {!wide && (
        <header className="topbar" ref={topbar}>
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            aria-label={open ? t('sidebar.closeMenu') : t('sidebar.openMenu')}
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <span className="topbar-brand">{brand}</span>
          {note && <span className="topbar-note">{note}</span>}
        </header>
      )}
      {!wide && open && <div className="sidebar-backdrop" data-testid="sidebar-backdrop" style={menuTop} onClick={() => setOpen(false)} />}
      {visible && (
        <nav id={navId} ref={menu} className="sidebar" style={overlay ? menuTop : undefined} aria-label={t('sidebar.nav')}>
          <div className="sidebar-brand">{brand}</div>
          {note && <div className="sidebar-note">{note}</div>}
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {tools && <li className="sidebar-tools">{tools}</li>}
            <li>
              <button type="button" className="sidebar-logout" onClick={onLogout}>
                {t('sidebar.logout')}
              </button>
            </li>
          </ul>
        </nav>
      )}
      <main className="content">
        {banner}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/**
 * Where the open menu starts: the top bar's bottom edge on screen. The bar is sticky, so it
 * is at the top of the screen once the page scrolls, but a banner in the flow above it (offline,
 * a new version) pushes it down while the page is at its top. Until it is measured (and with
 * no layout, as in tests) the style sheet's top, one bar height, stands.
 */
function useBottomOf(topbar: RefObject<HTMLElement | null>, open: boolean): CSSProperties | undefined {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const bar = topbar.current?.getBoundingClientRect();
      setBottom(bar && bar.height > 0 ? Math.max(0, Math.round(bar.bottom)) : null);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    // A banner that comes or goes while the menu is open moves the bar without a scroll.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resized?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      resized?.disconnect();
      setBottom(null);
    };
  }, [topbar, open]);
  return bottom === null ? undefined : { top: `${bottom}px` };
}
