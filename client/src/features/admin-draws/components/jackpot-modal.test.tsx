import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { NotificationToasts } from '../../../components/ui/notification-toasts.js';
import { jsonBody, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { JackpotButton } from './jackpot-button.js';

const TABLES: Record<string, object> = {
  '3h/sequence': { period: '3h', mode: 'sequence', fiveN: 100000, fourN: 10000, threeN: 300, twoN: 20, oneN: 1, jackpotAmount: 100000, potShare: 10, returnToPlayer: 20.67, periodReturnToPlayer: 53.72 },
  '3h/any': { period: '3h', mode: 'any', fiveN: 20000, fourN: 2000, threeN: 80, twoN: 4, oneN: 0, jackpotAmount: 10000, potShare: 5, returnToPlayer: 33.05, periodReturnToPlayer: 53.72 },
  'weekly/any': {
    period: 'weekly', mode: 'any', fiveN: 20000, fourN: 1500, threeN: 40, twoN: 2, oneN: 0, fourNA: 20000, threeNA: 500, twoNA: 20, oneNA: 2, onlyA: 1,
    jackpotAmount: 1000000, potShare: 10, returnToPlayer: 54.97, periodReturnToPlayer: 54.97,
  },
};

function server(post: (path: string, body: unknown) => { status?: number; body: unknown } = () => ({ body: { err: 'N', msg: 'Jackpot settings updated successfully', data: {} } })) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const table = /\/admin\/settings\/jackpot\/(.+)$/.exec(path)?.[1];
    if (init.method === 'POST' && table) return post(table, jsonBody(init));
    if (table) return TABLES[table] ? { body: { err: 'N', data: TABLES[table] } } : { status: 404, body: { err: 'Y', msg: 'No such table' } };
    if (path.startsWith('/admin/settings/ticket-amount/')) return { body: { err: 'N', data: { amount: path.endsWith('weekly') ? 500 : 100 } } };
    return { status: 404, body: {} };
  });
}

async function open(period: '3h' | 'weekly' | '24h') {
  signInAsAdmin();
  const view = renderElement(<><JackpotButton period={period} /><NotificationToasts /></>);
  const label = { '3h': '3 hours', weekly: 'Weekly', '24h': '24 hours' }[period];
  await view.user.click(screen.getByRole('button', { name: `Set ${label} Jackpot Amount` }));
  const dialog = await screen.findByRole('dialog', { name: `Set ${label} Jackpot Amount` });
  await within(dialog).findByLabelText(period === 'weekly' ? '5N + A' : '5N');
  return { ...view, dialog };
}

describe('the jackpot modal', () => {
  it('3h: both tabs, the saved table, each prize in rupees, and the return to player of both modes', async () => {
    server();
    const { dialog } = await open('3h');
    const tabs = within(dialog).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Any Sequence', 'Sequence']);
    expect(within(dialog).getByLabelText('2N')).toHaveValue('4');
    expect(within(dialog).getByText('= ₹400')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Jackpot Amount')).toHaveValue('10000');
    expect(within(dialog).getByTestId('rtp')).toHaveTextContent('53.72%');
    expect(within(dialog).getByText('Any Sequence: 33.05% · Sequence: 20.67%')).toBeInTheDocument();
    expect(within(dialog).getByText("An edit applies from the period's next round: the round on sale keeps the table it opened with.")).toBeInTheDocument();
  });

  it('shows the return to player live as the admin types, and warns above 100%', async () => {
    server();
    const { dialog, user } = await open('3h');
    const twoN = within(dialog).getByLabelText('2N');
    await user.clear(twoN);
    expect(within(dialog).getByTestId('rtp')).toHaveTextContent('—');
    await user.type(twoN, '40');
    // 2 numbers in any order on 1-75 come up 3.17% of the time: 40x of it is 126.9%.
    expect(within(dialog).getByTestId('rtp').textContent).toMatch(/^1[0-9]{2}\.\d\d%$/);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Above 100%: players would win more than the tickets bring in.');
    await user.clear(twoN);
    await user.type(twoN, '4');
    expect(within(dialog).getByTestId('rtp')).toHaveTextContent('53.72%');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('weekly: no Sequence tab, the weekly labels', async () => {
    server();
    const { dialog } = await open('weekly');
    expect(within(dialog).queryByRole('tab')).toBeNull();
    for (const label of ['5N + A', '4N + A x', '3N + A x', '2N + A x', '1N + A x', 'A x', '5N x', '4N x', '3N x', '2N x', '1N x']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('A x')).toHaveValue('1');
    expect(within(dialog).getByTestId('rtp')).toHaveTextContent('54.97%');
  });

  it('saves the tabs the admin changed, closes and announces it', async () => {
    const posts: Array<[string, unknown]> = [];
    server((path, body) => {
      posts.push([path, body]);
      return { body: { err: 'N', msg: 'Jackpot settings updated successfully', data: {} } };
    });
    const { dialog, user } = await open('3h');
    await user.click(within(dialog).getByRole('tab', { name: 'Sequence' }));
    const oneN = within(dialog).getByLabelText('1N');
    await user.clear(oneN);
    await user.type(oneN, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([['3h/sequence', { fiveN: '100000', fourN: '10000', threeN: '300', twoN: '20', oneN: '2', jackpotAmount: '100000', potShare: '10' }]]);
    expect(await screen.findByText('Jackpot settings updated successfully')).toBeInTheDocument();
  });

  it('checks before sending, showing the tab with the mistake; on a refusal stays open with the server message', async () => {
    const posts: string[] = [];
    server((path) => {
      posts.push(path);
      return { status: 400, body: { err: 'Y', msg: 'twoN must be a multiplier of the ticket price from 0 to 1000000 with at most 2 decimals' } };
    });
    const { dialog, user } = await open('3h');
    await user.click(within(dialog).getByRole('tab', { name: 'Sequence' }));
    await user.clear(within(dialog).getByLabelText('3N'));
    await user.type(within(dialog).getByLabelText('3N'), '-5');
    await user.click(within(dialog).getByRole('tab', { name: 'Any Sequence' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('tab', { name: 'Sequence' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Enter a multiplier from 0 to 1,000,000 with at most 2 decimals')).toBeInTheDocument();
    // The mistake's field takes focus on the tab now shown, and the summary names it.
    expect(within(dialog).getByLabelText('3N')).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1 problem to fix:3N: Enter a multiplier from 0 to 1,000,000 with at most 2 decimals');
    expect(posts).toEqual([]);

    await user.clear(within(dialog).getByLabelText('3N'));
    await user.type(within(dialog).getByLabelText('3N'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('twoN must be a multiplier of the ticket price from 0 to 1000000 with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(posts).toEqual(['3h/sequence']);
  });

  it('speaks Hindi when the admin chose it: the period, the tabs, the prize in rupees, the return to player and its warning', async () => {
    server();
    signInAsAdmin();
    await switchToHindi();
    const { user } = renderElement(<><JackpotButton period="3h" /><NotificationToasts /></>);
    await user.click(screen.getByRole('button', { name: '3 घंटे जैकपॉट राशि सेट करें' }));
    const dialog = await screen.findByRole('dialog', { name: '3 घंटे जैकपॉट राशि सेट करें' });
    await within(dialog).findByLabelText('5N');
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['किसी भी क्रम में', 'क्रम से']);
    expect(within(dialog).getByLabelText('जैकपॉट राशि')).toHaveValue('10000');
    expect(within(dialog).getByText('= ₹20,00,000')).toBeInTheDocument();
    expect(within(dialog).getByText('खिलाड़ी को वापसी')).toBeInTheDocument();
    expect(within(dialog).getByText('बदलाव इस अवधि के अगले राउंड से लागू होता है: बिक्री में चल रहा राउंड वही तालिका रखता है जिसके साथ वह खुला था।')).toBeInTheDocument();
    expect(within(dialog).getByText('किसी भी क्रम में: 33.05% · क्रम से: 20.67%')).toBeInTheDocument();
    const twoN = within(dialog).getByLabelText('2N');
    await user.clear(twoN);
    await user.type(twoN, '40');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('100% से ज़्यादा: खिलाड़ी टिकटों से आने वाली राशि से ज़्यादा जीतेंगे।');
    await user.clear(twoN);
    await user.type(twoN, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(within(dialog).getByText('0 से 10,00,000 तक का गुणक डालें, दशमलव के बाद अधिकतम 2 अंक')).toBeInTheDocument();
  });
});
