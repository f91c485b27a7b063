import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes.js';
import { makeStore } from './store.js';

const store = makeStore();
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
