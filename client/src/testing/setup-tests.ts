import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { forgetServerReach } from '../lib/connectivity.js';
import { reloadStoredLanguage } from '../lib/i18n/language.js';
import { setActiveIntl } from '../lib/i18n/text.js';

// findBy/waitFor wait for what the page will show: a guard against hangs, not a speed
// check. Lazy pages on a busy two-core machine took longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with an empty session and no stubbed network left behind. First the page
// is taken down and one timer turn waited for (not under fake timers, where it would never
// come): a request goes out one task after it is asked for (lib/api/base-query.ts), so a
// test's last requests (a refetch its final step caused) reach that test's fetch mock, with
// its session, not the next test's.
afterEach(async () => {
  cleanup();
  if (!('clock' in setTimeout)) await new Promise((resolve) => setTimeout(resolve, 0));
  localStorage.clear();
  // ...and in English, the default, whatever language the test switched to.
  reloadStoredLanguage();
  setActiveIntl(null);
  // ...and with the server in reach, whatever the test's network did (the offline banner).
  forgetServerReach();
  jest.restoreAllMocks();
});
