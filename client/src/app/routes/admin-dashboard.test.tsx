import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { consoleServer } from '../../testing/console-server.js';
import { renderWithProviders, signInAsAdmin } from '../../testing/render-with-providers.js';

// The dashboard's reads answer with nothing to show; the test is about what is offered.
const quiet = () => ({ body: { err: 'N', data: null } });

describe('admin dashboard by role (GET /admin/me)', () => {
  it("offers an admin 'Set {period} Jackpot Amount' and 'Set {period} Result'", async () => {
    consoleServer('admin', {}, quiet);
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/dashboard' });
    expect(await screen.findByRole('button', { name: 'Set 3 hours Jackpot Amount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set 3 hours Result' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), 'weekly');
    expect(screen.getByRole('button', { name: 'Set Weekly Result' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('offers an auditor neither button, says why, and keeps the period selector and the reads', async () => {
    const { calls } = consoleServer('auditor', {}, quiet);
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/dashboard' });
    expect(await screen.findByRole('note')).toHaveTextContent('Auditor · read-only');
    expect(screen.getByRole('note')).toHaveTextContent('Prize tables and results are set by admins.');
    await user.selectOptions(screen.getByLabelText('Period'), 'weekly');
    expect(screen.queryByRole('button', { name: /Jackpot Amount/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Result$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/admin/tickets/number-count?period=weekly'))).toBe(true));
  });
});
