import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { configure } from '@testing-library/react';

// findBy/waitFor wait for what the page will show: a guard against hangs, not a speed
// check. Lazy pages on a busy two-core machine took longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with an empty session and no stubbed network left behind.
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});
