import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query.js';
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
}

/** Spec section 9: at 1366 px and wider the sidebar is always open. */
export const SIDEBAR_BREAKPOINT = '(min-width: 1366px)';

/**
 * The shared page frame of both layouts. Below the breakpoint the sidebar is an overlay
 * toggled from the top bar that closes on a selection, an outside click or Escape.
 */
export function SidebarLayout({ brand, links, onLogout, note, banner }: SidebarLayoutProps) {
  const wide = useMediaQuery(SIDEBAR_BREAKPOINT);
  const navId = useId();
  const { pathname } = useLocation();
  // The overlay belongs to the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const visible = wide || open;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={`shell ${wide ? 'shell-wide' : ''}`}>
      {!wide && (
        <header className="topbar">
          <button
            type="button"
            className="menu-toggle"
            aria-label={open ? 'Close menu' : 'Open menu'}
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
      {!wide && open && <div className="sidebar-backdrop" data-testid="sidebar-backdrop" onClick={() => setOpen(false)} />}
      {visible && (
        <nav id={navId} className="sidebar" aria-label="Main">
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
            <li>
              <button type="button" className="sidebar-logout" onClick={onLogout}>
                Logout
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
