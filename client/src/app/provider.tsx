import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes.js';
import { makeStore } from './store.js';

const store = makeStore();
// Queries that ask for it (the player's request lists) are read again on return to the tab.
setupListeners(store.dispatch);
const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
