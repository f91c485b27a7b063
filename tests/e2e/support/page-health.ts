import type { Page } from '@playwright/test';

/**
 * Collects what a visitor would see go wrong in the browser's console: console errors,
 * uncaught exceptions and any answer of 400 or above (a missing favicon counts). A test
 * that visits pages ends with `expect(health.problems).toEqual([])`.
 */
export function watchPageHealth(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A call still on its way when the visitor moves to the next page is cancelled, not failed.
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`failed ${request.method()} ${request.url()}: ${error}`);
  });
  return { problems };
}
