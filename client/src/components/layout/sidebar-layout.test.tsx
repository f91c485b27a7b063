import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWithProviders } from '../../testing/render-with-providers.js';
import { SidebarLayout } from './sidebar-layout.js';
import { setScreenWidth } from '../../testing/screen-width.js';

/** Below 1366 px: the sidebar is the drawer the top bar's toggle opens. */
function narrow() {
  setScreenWidth(360);
}

function renderDrawer() {
  const page = { element: <button type="button">On the page</button> };
  return renderWithProviders({
    path: '/a',
    routes: [{
      path: '/',
      // An install button another tool may add sits in `tools`, and is in the menu's cycle too.
      element: <SidebarLayout brand="Fairdraw" links={[{ to: '/a', label: 'Page A' }, { to: '/b', label: 'Page B' }]} onLogout={() => undefined}
        tools={<button type="button">Install app</button>} />,
      children: [{ path: 'a', ...page }, { path: 'b', ...page }],
    }],
  });
}

describe('the mobile drawer (WCAG 2.2, issue 14)', () => {
  beforeEach(narrow);

  it('takes focus when it opens, keeps Tab and Shift+Tab on the menu and its toggle, and Escape gives focus back to the toggle', async () => {
    const { user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Page A' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Page B' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('button', { name: 'Install app' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toHaveFocus();
    // Past the menu's last control: its toggle, never the page behind.
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Page A' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(nav).getByRole('button', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(nav).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    // Closed, Tab goes on to the page again.
    await user.tab();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
  });

  it('gives focus back to the toggle when a click outside or a selection closes it', async () => {
    const { user, router } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Page A' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  describe('never covers its toggle (2.4.11 Focus Not Obscured)', () => {
    let style: HTMLStyleElement;
    beforeEach(() => {
      // The layout's own style sheet, as the browser reads it (the test bundle maps CSS to nothing).
      style = document.createElement('style');
      style.textContent = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'sidebar-layout.css'), 'utf8');
      document.head.append(style);
    });
    afterEach(() => style.remove());

    it('keeps the toggle in the top bar, outside the menu, stacked above the menu and its backdrop, which start where the top bar ends', async () => {
      const { user } = renderDrawer();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const toggle = screen.getByRole('button', { name: 'Close menu' });
      const topbar = screen.getByRole('banner');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const backdrop = screen.getByTestId('sidebar-backdrop');
      expect(topbar).toContainElement(toggle);
      expect(nav).not.toContainElement(toggle);
      // In page order the top bar comes first: the toggle is reached before the menu.
      expect(topbar.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      const z = (element: Element) => Number(getComputedStyle(element).getPropertyValue('z-index'));
      expect(z(topbar)).toBeGreaterThan(z(nav));
      expect(z(topbar)).toBeGreaterThan(z(backdrop));
      expect(getComputedStyle(topbar).position).toBe('sticky');
      const barHeight = getComputedStyle(topbar).height;
      expect(barHeight).toBe('var(--topbar-height)');
      expect(getComputedStyle(nav).top).toBe(barHeight);
      expect(getComputedStyle(backdrop).top).toBe(barHeight);
    });

    it('starts at the top bar\'s bottom edge on screen, below a banner above the bar, and follows it as the page scrolls', async () => {
      const { user } = renderDrawer();
      const topbar = screen.getByRole('banner');
      // jsdom lays nothing out: the bar says where it is, as a browser would.
      let barBottom = 120; // a 64 px offline banner above the 56 px bar, page at its top
      topbar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: barBottom - 56, width: 360, height: 56 });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const backdrop = screen.getByTestId('sidebar-backdrop');
      expect([nav.style.top, backdrop.style.top]).toEqual(['120px', '120px']);

      // Scrolled: the sticky bar is at the top of the screen, and so is the menu's start.
      barBottom = 56;
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect([nav.style.top, backdrop.style.top]).toEqual(['56px', '56px']));

      // Closed and opened again: measured afresh.
      await user.keyboard('{Escape}');
      barBottom = 90.4;
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('navigation', { name: 'Main' }).style.top).toBe('90px');
    });
  });
});
