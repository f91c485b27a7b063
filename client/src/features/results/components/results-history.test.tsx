import { describe, expect, it } from '@jest/globals';
import { DRAW_PERIODS } from '@draws/draw-periods';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import en from '../messages/en.json' with { type: 'json' };

const row = (i: number, period = '3h') => ({
  draw_id: `${period}-2026-03-0${i}T03:30:00.000Z`,
  period,
  start_at: `2026-03-0${i}T03:30:00.000Z`,
  close_at: `2026-03-0${i}T06:00:00.000Z`,
  draw_at: `2026-03-0${i}T06:20:00.000Z`,
  result_at: `2026-03-0${i}T06:20:00.000Z`,
  result: { num_1: i, num_2: 20, num_3: 30, num_4: 40, num_5: 50, ...(period === 'weekly' ? { num_6: 'K' } : {}) },
  result_source: i % 2 ? 'rng' : 'manual',
  ticket_count: 1200,
  sales: 120000,
});

function serve() {
  return mockFetch((url) => {
    const [path, search = ''] = url.split('?');
    const q = new URLSearchParams(search);
    if (path !== '/draws/results') return { status: 404, body: {} };
    const period = q.get('period')!;
    const page = Number(q.get('page'));
    const rows = period === '6h' ? [] : page === 1 ? [row(3, period), row(2, period)] : [row(1, period)];
    return { body: { success: true, message: 'ok', data: rows, page, limit: 20, total: period === '6h' ? 0 : 21 } };
  });
}

describe('the public results history', () => {
  it("lists a period's results to a visitor, newest first, each with its source and a link to its proof; paged", async () => {
    const { calls } = serve();
    const { user } = renderWithProviders({ path: '/results/weekly' });
    expect(await screen.findByRole('heading', { name: 'Giant Draw Results' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Published results of the Giant Draw, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('img')).toHaveAccessibleName('03, 20, 30, 40, 50 + K');
    const cells = Object.fromEntries(within(first!).getAllByRole('cell').map((c) => [c.getAttribute('data-label'), c.textContent]));
    expect(cells).toMatchObject({ Draw: '3 Mar 2026, 9:00 am', Source: 'Drawn by the server', Tickets: '1,200', Sales: '₹1,20,000' });
    expect(within(second!).getByText('Witnessed draw, approved by two admins')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Check the draw of 3 Mar 2026, 9:00 am' })).toHaveAttribute('href', '/draws/weekly-2026-03-03T03%3A30%3A00.000Z/proof');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/draws/results?period=weekly&page=1&limit=20', '/draws/results?period=weekly&page=2&limit=20']);
  });

  it('switches period by its links; says when a period has no results', async () => {
    serve();
    const { user, router } = renderWithProviders({ path: '/results/3h' });
    const nav = await screen.findByRole('navigation', { name: 'Draw period' });
    await user.click(within(nav).getByRole('link', { name: '6 hours' }));
    expect(router.state.location.pathname).toBe('/results/6h');
    expect(await screen.findByText('No results yet for this period')).toBeInTheDocument();
  });

  it('an unknown period goes to the 3 hours results; a signed-in player sees it in the player frame', async () => {
    serve();
    signInAsPlayer();
    const { router } = renderWithProviders({ path: '/results/monthly' });
    expect(await screen.findByRole('heading', { name: 'Vibrant Draw Results' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/results/3h');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('the public results history in Hindi', () => {
  it("keeps the shared draw table's English names and labels, word for word", () => {
    const english: Record<string, string> = en;
    for (const period of DRAW_PERIODS) {
      expect(english[`period.name.${period.id}`]).toBe(period.name);
      expect(english[`period.label.${period.id}`]).toBe(period.label);
    }
  });

  it("names the draw, the periods, the columns and each result's source in Hindi, amounts in Indian grouping", async () => {
    serve();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/results/weekly' });
    expect(await screen.findByRole('heading', { name: 'विशाल ड्रॉ के परिणाम' })).toBeInTheDocument();
    expect(screen.getByText('हर परिणाम, उस प्रमाण के साथ जिसे कोई भी ब्राउज़र में जाँच सकता है।')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ड्रॉ अवधि' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['3 घंटे', '6 घंटे', '12 घंटे', '24 घंटे', 'साप्ताहिक']);
    const table = await screen.findByRole('table', { name: 'विशाल ड्रॉ के प्रकाशित परिणाम, सबसे नए पहले' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ड्रॉ', 'विजेता नंबर', 'स्रोत', 'टिकट', 'बिक्री', 'प्रकाशित', 'प्रमाण']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = Object.fromEntries(within(first!).getAllByRole('cell').map((c) => [c.getAttribute('data-label'), c.textContent]));
    expect(cells).toMatchObject({ 'स्रोत': 'सर्वर द्वारा निकाला गया', 'टिकट': '1,200', 'बिक्री': '₹1,20,000', 'प्रमाण': 'जाँचें' });
    expect(within(second!).getByText('गवाहों के सामने हुआ ड्रॉ, दो एडमिन द्वारा स्वीकृत')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: '6 घंटे' }));
    expect(await screen.findByRole('heading', { name: 'शानदार ड्रॉ के परिणाम' })).toBeInTheDocument();
    expect(await screen.findByText('इस अवधि के लिए अभी कोई परिणाम नहीं है')).toBeInTheDocument();
  });
});
