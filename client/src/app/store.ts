import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../lib/api/base-api.js';
import { sessionEndedMiddleware } from './session/session-ended.js';
import { sessionSlice } from './session/session-slice.js';

const rootReducer = combineSlices(baseApi, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Tests build their own store from a preloaded state (Redux examples' pattern). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionEndedMiddleware()).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
