import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import { LanguageProvider } from './i18n/language-provider.js';
import { appRoutes } from './routes.js';
import { readStoredSession } from '../lib/session-storage.js';
import { makeStore } from './store.js';

// The stored session is read before the first render, so the first paint is the page itself,
// not a spinner while an effect reads it (issue 14: LCP on a phone).
const store = makeStore({ session: readStoredSession() });
// Queries that ask for it (the player's request lists) are read again on return to the tab.
setupListeners(store.dispatch);

/**
 * The route table drawn by the declarative router: no page has a loader or an action, so the
 * data router's code (about a third of React Router) stays out of the first script.
 */
function Routes() {
  return useRoutes(appRoutes);
}

export function App() {
  return (
    <StrictMode>
      <Provider store={store}>
        <LanguageProvider>
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </LanguageProvider>
      </Provider>
    </StrictMode>
  );
}
