import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderElement } from '../../testing/render-with-providers.js';
import { PageUnavailableBoundary } from './page-unavailable.js';

/** A page loaded on demand whose script fails as Chromium reports it offline. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/statement-route-x.js')));
function Broken(): never {
  throw new Error('a bug in the page');
}

const inBoundary = (element: ReactNode) => (
  <PageUnavailableBoundary>
    <Suspense fallback={null}>{element}</Suspense>
  </PageUnavailableBoundary>
);

describe('a page whose code could not be fetched (issue 14, offline)', () => {
  it('says so politely with a way to try again, instead of failing the app', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderElement(inBoundary(<Unreachable />));
    expect(await screen.findByRole('heading', { name: 'This page could not be opened' })).toBeInTheDocument();
    expect(screen.getByText('Its first visit needs a connection. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('in Hindi too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await switchToHindi();
    renderElement(inBoundary(<Unreachable />));
    expect(await screen.findByRole('heading', { name: 'यह पेज नहीं खुल सका' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से प्रयास करें' })).toBeInTheDocument();
  });

  it('leaves any other error to the router', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderElement(inBoundary(<Broken />));
    expect(await screen.findByText('a bug in the page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be opened' })).not.toBeInTheDocument();
  });
});
