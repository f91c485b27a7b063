import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LanguageProvider } from '../app/i18n/language-provider.js';
import { appRoutes } from '../app/routes.js';
import { makeStore, type RootState } from '../app/store.js';
import { forgetClientConfig } from '../lib/client-config.js';

export interface RenderOptions {
  /** The URL the memory router starts at (with navigation state if any). */
  path?: string;
  state?: unknown;
  preloadedState?: Partial<RootState>;
  /** Routes to mount; the whole app's by default. */
  routes?: RouteObject[];
}

/** Renders through the real store and router, the way the app runs (Redux examples). */
export function renderWithProviders(options: RenderOptions = {}) {
  forgetClientConfig();
  const store = makeStore(options.preloadedState);
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: [{ pathname: (options.path ?? '/').split(/[?#]/)[0], search: searchOf(options.path), hash: hashOf(options.path), state: options.state }],
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
    </Provider>,
  );
  return { store, router, user, ...view };
}

/** A single element inside the providers, for components that need no routes. */
export function renderElement(element: ReactElement, options: Omit<RenderOptions, 'routes'> = {}) {
  return renderWithProviders({ ...options, routes: [{ path: '*', element }] });
}

function hashOf(path = '/'): string {
  const index = path.indexOf('#');
  return index >= 0 ? path.slice(index) : '';
}

function searchOf(path = '/'): string {
  const withoutHash = path.split('#')[0];
  const index = withoutHash.indexOf('?');
  return index >= 0 ? withoutHash.slice(index) : '';
}

export function signInAsPlayer(isProfileUpdated = true, email = 'player@example.com') {
  localStorage.setItem('userToken', 'user-token');
  localStorage.setItem('email', email);
  localStorage.setItem('isProfileUpdated', String(isProfileUpdated));
}

export function signInAsAdmin() {
  localStorage.setItem('adminToken', 'admin-token');
}
