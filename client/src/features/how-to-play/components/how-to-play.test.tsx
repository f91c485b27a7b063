import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

describe('How to Play', () => {
  it("lands on the draw the dashboard's 'Playing Rules' link names, its heading focused", async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    signInAsPlayer();
    renderWithProviders({ path: '/how-to-play#rules-weekly' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.activeElement?.id).toBe('rules-weekly'));
    expect(document.activeElement?.tagName).toBe('H2');
  });
});
