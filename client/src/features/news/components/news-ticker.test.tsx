import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement, renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { NewsTicker } from './news-ticker.js';

describe('news line', () => {
  it('shows the news from GET /user/news as a link opening in a new tab, at the top of the dashboard', async () => {
    const { calls } = mockFetch((url) =>
      url === '/user/news'
        ? { body: { err: 'N', msg: 'ok', data: 'https://news.example.com/jackpot' } }
        : { body: { err: 'N', data: { username: 'asha', current_balance: 0, referral_balance: 0 } } },
    );
    signInAsPlayer();
    renderWithProviders({ path: '/dashboard' });
    const news = await screen.findByRole('complementary', { name: 'Latest news' });
    const link = screen.getByRole('link', { name: /news\.example\.com\/jackpot/ });
    expect(news).toContainElement(link);
    expect(link).toHaveAttribute('href', 'https://news.example.com/jackpot');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calls.some((c) => c.url === '/user/news')).toBe(true);
  });

  it('speaks Hindi when the player chose it: label, badge and the new-tab note', async () => {
    mockFetch(() => ({ body: { err: 'N', data: 'https://news.example.com/jackpot' } }));
    signInAsPlayer();
    await switchToHindi();
    renderElement(<NewsTicker />);
    const news = await screen.findByRole('complementary', { name: 'ताज़ा समाचार' });
    expect(news).toHaveTextContent('समाचार');
    expect(screen.getByRole('link')).toHaveTextContent('(नए टैब में खुलता है)');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
  });

  it('shows text that is not a web address as text, never as a link (no javascript: URLs)', async () => {
    mockFetch(() => ({ body: { err: 'N', data: 'javascript:alert(1)' } }));
    signInAsPlayer();
    renderElement(<NewsTicker />);
    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing when there is no news or it cannot load (a silent failure)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch(() => ({ body: { err: 'N', data: '' } }));
    signInAsPlayer();
    const first = renderElement(<NewsTicker />);
    await waitFor(() => expect(calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    first.unmount();
    mockFetch(() => ({ status: 500, body: { err: 'Y', msg: 'down' } }));
    renderElement(<NewsTicker />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
