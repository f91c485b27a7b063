import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';

// Each test starts with an empty session and no stubbed network left behind.
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});
