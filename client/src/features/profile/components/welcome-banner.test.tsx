import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { WelcomeBanner } from './welcome-banner.js';

describe('welcome banner', () => {
  it('shows a skeleton, then the name and both balances in rupees', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)) as never);
    signInAsPlayer();
    renderElement(<WelcomeBanner />);
    expect(await screen.findByTestId('welcome-skeleton')).toBeInTheDocument();
    // The skeleton is the banner with bars for the data: the labels and the note already hold
    // their place, and stay the same nodes when the amounts arrive (the page does not jump).
    const label = screen.getByText('Money Balance');
    expect(screen.getByText('You can use this balance only in game.')).toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    answer({ body: { err: 'N', data: { username: 'asha', current_balance: 123456, referral_balance: 50 } } });
    expect(await screen.findByText('Welcome back, asha!')).toBeInTheDocument();
    expect(screen.getByText('Your lucky numbers are waiting for you.')).toBeInTheDocument();
    expect(screen.getByText('Money Balance')).toBe(label);
    expect(label.parentElement).toHaveTextContent('₹1,23,456');
    expect(screen.queryByTestId('welcome-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('Referral Balance')).toBeInTheDocument();
    expect(screen.getByText('₹50')).toBeInTheDocument();
    expect(screen.getByText('You can use this balance only in game.')).toBeInTheDocument();
  });

  it('greets in Hindi with both balances in Indian grouping when the player chose it', async () => {
    mockFetch(() => ({ body: { err: 'N', data: { username: 'asha', current_balance: 1234567, referral_balance: 50.5 } } }));
    signInAsPlayer();
    await switchToHindi();
    renderElement(<WelcomeBanner />);
    expect(await screen.findByRole('heading', { name: 'फिर से स्वागत है, asha!' })).toBeInTheDocument();
    expect(screen.getByText('मनी बैलेंस')).toBeInTheDocument();
    expect(screen.getByText('₹12,34,567')).toBeInTheDocument();
    expect(screen.getByText('रेफ़रल बैलेंस')).toBeInTheDocument();
    expect(screen.getByText('₹50.50')).toBeInTheDocument();
    expect(screen.getByText('इस बैलेंस का उपयोग केवल गेम में किया जा सकता है।')).toBeInTheDocument();
  });

  it("shows 'Profile Not found' with the error text when the profile cannot load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 404, body: { err: 'Y', msg: 'User not found' } }));
    signInAsPlayer();
    renderElement(<WelcomeBanner />);
    expect(await screen.findByText('Profile Not found')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});
