import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { mockFetch } from '../testing/fetch-mock.js';
import { switchToHindi } from '../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin, signInAsPlayer } from '../testing/render-with-providers.js';
import { PAGE_TITLES } from './app.strings.js';
import { documentTitle } from './document-title.js';
import { appRoutes } from './routes.js';

/** Every path pattern of the route table (redirect-only routes included). */
function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);
}

describe('document titles (issue 14: pages told apart by their title)', () => {
  it('has a title for every route of the table, and none for a route that does not exist', () => {
    // '/results' only redirects to '/results/3h'.
    const paths = pathsOf(appRoutes).filter((p) => p !== '/results');
    expect(paths.length).toBeGreaterThan(25);
    expect(paths.filter((p) => !(p in PAGE_TITLES))).toEqual([]);
    expect(Object.keys(PAGE_TITLES).filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('names the page and the brand, the console under /admin, unknown paths as the 404 page', () => {
    expect(documentTitle('/')).toBe('Login · Fairdraw');
    expect(documentTitle('/tickets/3f2c')).toBe('Ticket · Fairdraw');
    expect(documentTitle('/results/24h')).toBe('Results · Fairdraw');
    expect(documentTitle('/admin/users')).toBe('Users · Fairdraw Admin');
    expect(documentTitle('/admin/users/u-1')).toBe('Player · Fairdraw Admin');
    expect(documentTitle('/admin/login')).toBe('Admin Login · Fairdraw Admin');
    expect(documentTitle('/nowhere/at/all')).toBe('Page Not Found · Fairdraw');
    // Every page has a title of its own (the two dashboards differ by their brand).
    const all = pathsOf(appRoutes).filter((p) => p !== '/results' && p !== '*').map((p) => documentTitle(p.replace(/:\w+/g, 'x')));
    expect(new Set(all).size).toBe(all.length);
  });

  it('sets the title of the page shown in the running app, and follows navigation', async () => {
    mockFetch(() => ({ status: 404, body: { err: 'Y', msg: 'Not found' } }));
    signInAsPlayer();
    const { router, unmount } = renderWithProviders({ path: '/terms' });
    await waitFor(() => expect(document.title).toBe('Terms & Conditions · Fairdraw'));
    await router.navigate('/statement');
    await waitFor(() => expect(document.title).toBe('Statement · Fairdraw'));
    unmount();
    localStorage.clear();
    signInAsAdmin();
    renderWithProviders({ path: '/admin/rounds' });
    await waitFor(() => expect(document.title).toBe('Rounds · Fairdraw Admin'));
  });

  it('names the page in Hindi when the player chose it, the brand as it is, every page still its own', async () => {
    mockFetch(() => ({ status: 404, body: { err: 'Y', msg: 'Not found' } }));
    signInAsPlayer();
    await switchToHindi();
    const { router } = renderWithProviders({ path: '/terms' });
    await waitFor(() => expect(document.title).toBe('नियम और शर्तें · Fairdraw'));
    await router.navigate('/statement');
    await waitFor(() => expect(document.title).toBe('स्टेटमेंट · Fairdraw'));
    // Outside React the title reads the words shown now: Hindi.
    expect(documentTitle('/admin/wallets/u-1')).toBe('खिलाड़ी का वॉलेट · Fairdraw Admin');
    expect(documentTitle('/nowhere')).toBe('पेज नहीं मिला · Fairdraw');
    const all = pathsOf(appRoutes).filter((p) => p !== '/results' && p !== '*').map((p) => documentTitle(p.replace(/:\w+/g, 'x')));
    expect(new Set(all).size).toBe(all.length);
  });
});
