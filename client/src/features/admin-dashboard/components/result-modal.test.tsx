import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { NotificationToasts } from '../../../components/ui/notification-toasts.js';
import { jsonBody, mockFetch, type MockReply } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { ResultButton } from './result-button.js';

type Post = (path: string, body: unknown) => MockReply;
type Status = Record<string, unknown>;

const CLOSE = '2026-03-04T06:00:00.000Z';
const DRAW_AT = '2026-03-04T06:20:00.000Z';

/** GET /admin/draws/period/{period}/result-status of a manual round past its close, with no entry yet. */
const awaitingManual = (period: string): Status => ({
  period, draw_id: `${period}-x`, stage: 'awaiting', source: 'manual', next_source: 'manual', close_at: CLOSE, draw_at: DRAW_AT,
  proof_url: `/draws/${period}-x/proof`, entry: null,
});

function server(post: Post, status: (period: string) => Status = awaitingManual) {
  return mockFetch((url, init) => {
    if (init.method === 'POST') return post(url, jsonBody(init));
    const asked = /^\/admin\/draws\/period\/([^/]+)\/result-status$/.exec(url);
    if (asked) return { body: { err: 'N', msg: 'Result status fetched successfully', data: status(asked[1]!) } };
    return { status: 404, body: {} };
  });
}

/** The toast of this modal's success (an earlier test's may still be on screen). */
const toast = (title: string, message: string) => screen.getByRole('button', { name: `${title} ${message}` });

const posts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'POST');

async function open(period: '3h' | 'weekly' | '24h') {
  signInAsAdmin();
  const view = renderElement(<><ResultButton period={period} /><NotificationToasts /></>);
  const label = { '3h': '3 hours', weekly: 'Weekly', '24h': '24 hours' }[period];
  await view.user.click(await screen.findByRole('button', { name: `Set ${label} Result` }));
  const dialog = await screen.findByRole('dialog', { name: `Set ${label} Result` });
  await waitFor(() => expect(within(dialog).queryByText("Loading the draw's result status...")).toBeNull());
  const pick = async (values: (number | null)[], letter?: string) => {
    for (const [i, v] of values.entries()) if (v !== null) await view.user.selectOptions(within(dialog).getByLabelText(`Number ${i + 1}`), String(v));
    if (letter) await view.user.selectOptions(within(dialog).getByLabelText('Alphabet'), letter);
  };
  return { ...view, dialog, pick, label };
}

const ENTERED = 'Result entered: another admin must approve it before it is published';
const ok: Post = () => ({ body: { err: 'N', msg: ENTERED, data: { draw_id: '3h-x', entry: {} } } });

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
    expect(posts(calls)).toHaveLength(0);
  });

  it("sends num_1..num_5 and num_6, closes with the server's message on success, and opens again with empty fields", async () => {
    const { calls } = server(ok);
    const { dialog, user, pick } = await open('weekly');
    expect(within(dialog).getByText('A witnessed draw: enter its numbers; another admin approves them before they are published.')).toBeInTheDocument();
    await pick([5, 9, 33, 12, 40], 'K');
    await user.click(within(dialog).getByRole('button', { name: 'Set Result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]!.url).toBe('/admin/draws/period/weekly/result');
    expect(jsonBody(posts(calls)[0]!.init)).toEqual({ num_1: 5, num_2: 9, num_3: 33, num_4: 12, num_5: 40, num_6: 'K' });
    expect(toast('Set Weekly Result', ENTERED)).toBeInTheDocument();
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
    await user.selectOptions(await within(dialog).findByLabelText('नंबर 1'), '7');
    await user.selectOptions(within(dialog).getByLabelText('नंबर 2'), '7');
    expect(within(dialog).getByText('यह नंबर पहले ही चुना जा चुका है')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'परिणाम सेट करें' }));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('कृपया परिणाम के सभी नंबर भरें');
    expect(posts(calls)).toHaveLength(0);
  });
});

describe("the admin's result modal: the round's source and its second admin", () => {
  const entry = (mine: boolean) => ({ num_1: 5, num_2: 9, num_3: 33, num_4: 12, num_5: 40, num_6: 'K', entered_by: mine ? 'root' : 'asha', entered_at: '2026-03-04T06:05:00.000Z', mine });

  it('an RNG round: no form, why in plain words, and a link to its proof', async () => {
    const { calls } = server(ok, (period) => ({ ...awaitingManual(period), source: 'rng', next_source: 'rng' }));
    const { dialog } = await open('3h');
    expect(within(dialog).getByText('This draw is drawn by the random number generator: no admin can set its result.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: "See this draw's proof" })).toHaveAttribute('href', '/draws/3h-x/proof');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Set Result' })).toBeNull();
    expect(within(dialog).queryByText('It opened before result sources were declared, so the server draws it too.')).toBeNull();
    expect(posts(calls)).toHaveLength(0);
    expect(calls[0]!.url).toBe('/admin/draws/period/3h/result-status');
  });

  it('a round opened before sources were declared is an RNG round too; a differing next source is said', async () => {
    server(ok, (period) => ({ ...awaitingManual(period), source: null, next_source: 'manual' }));
    const { dialog } = await open('3h');
    expect(within(dialog).getByText('This draw is drawn by the random number generator: no admin can set its result.')).toBeInTheDocument();
    expect(within(dialog).getByText('It opened before result sources were declared, so the server draws it too.')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent("The period's next round will be a witnessed draw, entered and approved by admins.");
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it('a manual round still on sale: the result can be entered after its close (in IST); no form', async () => {
    server(ok, (period) => ({ ...awaitingManual(period), stage: 'on_sale', next_source: 'rng' }));
    const { dialog } = await open('3h');
    expect(within(dialog).getByText('This draw is still on sale: its result can be entered after it closes at 4 Mar 2026, 11:30 am IST.')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent("The period's next round will be drawn by the random number generator.");
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it("another admin's entry: its numbers, who and when, and Approve posts exactly those numbers", async () => {
    const { calls } = server(
      (url) => (url.endsWith('/approve') ? { body: { err: 'N', msg: 'Result approved and published', data: { draw_id: 'weekly-x' } } } : { status: 500, body: {} }),
      (period) => ({ ...awaitingManual(period), entry: entry(false) }),
    );
    const { dialog, user } = await open('weekly');
    expect(within(dialog).getByRole('img', { name: 'Entered numbers: 05, 09, 33, 12, 40 + K' })).toBeInTheDocument();
    expect(within(dialog).getByText('Entered by asha on 4 Mar 2026, 11:35 am IST.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.url).toBe('/admin/draws/weekly-x/result/approve');
    expect(jsonBody(posts(calls)[0]!.init)).toEqual({ num_1: 5, num_2: 9, num_3: 33, num_4: 12, num_5: 40, num_6: 'K' });
    expect(toast('Set Weekly Result', 'Result approved and published')).toBeInTheDocument();
  });

  it("the admin who entered the result waits: no Approve button", async () => {
    server(ok, (period) => ({ ...awaitingManual(period), entry: entry(true) }));
    const { dialog } = await open('weekly');
    expect(within(dialog).getByRole('img', { name: 'Entered numbers: 05, 09, 33, 12, 40 + K' })).toBeInTheDocument();
    expect(within(dialog).getByText('Waiting for another admin to approve')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("shows the server's refusal of an approval as it comes, and reads the status again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let numbers = entry(false);
    const { calls } = server(
      () => ({ status: 409, body: { err: 'Y', msg: 'The entered result has changed: review it again' } }),
      (period) => ({ ...awaitingManual(period), entry: numbers }),
    );
    const { dialog, user } = await open('weekly');
    numbers = { ...entry(false), num_1: 6 };
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The entered result has changed: review it again');
    expect(await within(dialog).findByRole('img', { name: 'Entered numbers: 06, 09, 33, 12, 40 + K' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/result-status')).length).toBe(2);
  });

  it('keeps a refusal in sight when the status read after it shows another view', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let status: Status = { ...awaitingManual('3h'), entry: entry(false) };
    server(() => ({ status: 409, body: { err: 'Y', msg: 'The result of this draw has already been posted' } }), () => status);
    const { dialog, user } = await open('3h');
    // Another admin approved it meanwhile: the period's next round is on sale now.
    status = { ...awaitingManual('3h'), draw_id: '3h-y', stage: 'on_sale', entry: null };
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/This draw is still on sale/)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The result of this draw has already been posted');
  });

  it('other numbers may be entered instead: they replace the entry through the period\'s result path', async () => {
    const { calls } = server(ok, (period) => ({ ...awaitingManual(period), entry: entry(false) }));
    const { dialog, user, pick } = await open('3h');
    await user.click(within(dialog).getByRole('button', { name: 'Enter different numbers instead' }));
    expect(within(dialog).getByText('Your numbers replace the entry; another admin then approves them.')).toBeInTheDocument();
    await pick([1, 2, 3, 4, 5]);
    await user.click(within(dialog).getByRole('button', { name: 'Set Result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => c.url)).toEqual(['/admin/draws/period/3h/result']);
    expect(toast('Set 3 hours Result', ENTERED)).toBeInTheDocument();
  });
});
