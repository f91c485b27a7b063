import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { NotificationToasts } from '../../../components/ui/notification-toasts.js';
import { jsonBody, mockFetch, type MockReply } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { ResultButton } from './result-button.js';

type Post = (path: string, body: unknown) => MockReply;

function server(post: Post) {
  return mockFetch((url, init) => (init.method === 'POST' ? post(url, jsonBody(init)) : { status: 404, body: {} }));
}

async function open(period: '3h' | 'weekly' | '24h') {
  signInAsAdmin();
  const view = renderElement(<><ResultButton period={period} /><NotificationToasts /></>);
  const label = { '3h': '3 hours', weekly: 'Weekly', '24h': '24 hours' }[period];
  await view.user.click(await screen.findByRole('button', { name: `Set ${label} Result` }));
  const dialog = await screen.findByRole('dialog', { name: `Set ${label} Result` });
  const pick = async (values: (number | null)[], letter?: string) => {
    for (const [i, v] of values.entries()) if (v !== null) await view.user.selectOptions(within(dialog).getByLabelText(`Number ${i + 1}`), String(v));
    if (letter) await view.user.selectOptions(within(dialog).getByLabelText('Alphabet'), letter);
  };
  return { ...view, dialog, pick, label };
}

const ok: Post = () => ({ body: { err: 'N', msg: 'Result posted successfully', data: { draw_id: '3h-x', result: {}, result_at: '2026-01-01T00:00:00Z' } } });

describe("the admin's result modal", () => {
  it("offers the period's numbers as 01..75 or 01..60 (draw table), and the letter A-Z for weekly only", async () => {
    server(ok);
    const { dialog } = await open('3h');
    const first = within(dialog).getByLabelText('Number 1');
    const labels = within(first).getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual(['--', ...Array.from({ length: 75 }, (_, i) => String(i + 1).padStart(2, '0'))]);
    expect(within(dialog).queryByLabelText('Alphabet')).toBeNull();
  });

  it('weekly: 01..60 and a letter dropdown A-Z', async () => {
    server(ok);
    const { dialog } = await open('weekly');
    expect(within(within(dialog).getByLabelText('Number 5')).getAllByRole('option')).toHaveLength(61);
    const letters = within(within(dialog).getByLabelText('Alphabet')).getAllByRole('option').map((o) => o.textContent);
    expect(letters).toEqual(['--', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')]);
  });

  it("checks before sending, in the spec's order and words; nothing is sent until the form is right", async () => {
    const { calls } = server(ok);
    const { dialog, user, pick } = await open('weekly');
    const submit = within(dialog).getByRole('button', { name: 'Set Result' });
    await pick([5, 9, null, 12, 40]);
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all result numbers');
    // The empty dropdown is the one the message is about: marked, described by it, and focused.
    expect(within(dialog).getByLabelText('Number 3')).toHaveFocus();
    expect(within(dialog).getByLabelText('Number 3')).toHaveAccessibleDescription('Please fill all result numbers');
    expect(within(dialog).getByLabelText('Number 2')).not.toHaveAttribute('aria-invalid');
    await pick([null, null, 9]);
    // The duplicate is flagged as it is chosen.
    expect(within(dialog).getByText('Number already selected')).toBeInTheDocument();
    await user.click(submit);
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Please select an alphabet for weekly period');
    expect(within(dialog).getByLabelText('Alphabet')).toHaveAccessibleDescription('Please select an alphabet for weekly period');
    await pick([], 'K');
    await user.click(submit);
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Please fix validation errors before submitting.');
    expect(calls).toHaveLength(0);
  });

  it('sends num_1..num_5 and num_6, closes with a toast on success, and opens again with empty fields', async () => {
    const { calls } = server(ok);
    const { dialog, user, pick } = await open('weekly');
    await pick([5, 9, 33, 12, 40], 'K');
    await user.click(within(dialog).getByRole('button', { name: 'Set Result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]!.url).toBe('/admin/draws/period/weekly/result');
    expect(jsonBody(calls[0]!.init)).toEqual({ num_1: 5, num_2: 9, num_3: 33, num_4: 12, num_5: 40, num_6: 'K' });
    expect(screen.getByText('Result posted successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Weekly Result' }));
    const again = await screen.findByRole('dialog', { name: 'Set Weekly Result' });
    expect(within(again).getByLabelText('Number 1')).toHaveValue('');
    expect(within(again).getByLabelText('Alphabet')).toHaveValue('');
  });

  it("stays open with the server's message on a refusal, and 'Failed to set result' when it gave none", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: MockReply = { status: 409, body: { err: 'Y', msg: 'The result of this draw has already been posted' } };
    server(() => reply);
    const { dialog, user, pick } = await open('3h');
    await pick([1, 2, 3, 4, 5]);
    await user.click(within(dialog).getByRole('button', { name: 'Set Result' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The result of this draw has already been posted');
    expect(within(dialog).getByLabelText('Number 3')).toHaveValue('3');
    reply = { status: 500, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Set Result' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to set result'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('speaks Hindi when the admin chose it: the button, the labels and the checks', async () => {
    const { calls } = server(ok);
    signInAsAdmin();
    await switchToHindi();
    const { user } = renderElement(<><ResultButton period="24h" /><NotificationToasts /></>);
    await user.click(await screen.findByRole('button', { name: '24 घंटे परिणाम सेट करें' }));
    const dialog = await screen.findByRole('dialog', { name: '24 घंटे परिणाम सेट करें' });
    await user.selectOptions(within(dialog).getByLabelText('नंबर 1'), '7');
    await user.selectOptions(within(dialog).getByLabelText('नंबर 2'), '7');
    expect(within(dialog).getByText('यह नंबर पहले ही चुना जा चुका है')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'परिणाम सेट करें' }));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('कृपया परिणाम के सभी नंबर भरें');
    expect(calls).toHaveLength(0);
  });
});
