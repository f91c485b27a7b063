import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { consoleServer, meReply } from '../../testing/console-server.js';
import { mockFetch } from '../../testing/fetch-mock.js';
import { renderElement, signInAsAdmin } from '../../testing/render-with-providers.js';
import { CanChange, ReadOnlyNote } from './read-only.js';

const view = () => (
  <CanChange readOnly={<ReadOnlyNote>Only admins change this.</ReadOnlyNote>}>
    <button type="button">Change it</button>
  </CanChange>
);

describe('CanChange (the console role, GET /admin/me)', () => {
  it('offers the control to an admin', async () => {
    consoleServer('admin');
    signInAsAdmin();
    renderElement(view());
    expect(await screen.findByRole('button', { name: 'Change it' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('gives an auditor the read-only note instead', async () => {
    consoleServer('auditor');
    signInAsAdmin();
    renderElement(view());
    expect(await screen.findByRole('note')).toHaveTextContent('Auditor · read-only Only admins change this.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing while the role is on its way, so no control appears and then vanishes', async () => {
    let answer: (value: ReturnType<typeof meReply>) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    signInAsAdmin();
    renderElement(view());
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    answer(meReply('auditor'));
    expect(await screen.findByRole('note')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the role cannot be read, behaves as before roles (the server still refuses an auditor)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 500, body: { err: 'Y', msg: 'down' } }));
    signInAsAdmin();
    renderElement(view());
    expect(await screen.findByRole('button', { name: 'Change it' })).toBeInTheDocument();
  });
});
