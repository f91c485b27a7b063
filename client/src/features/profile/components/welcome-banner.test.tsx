import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderElement, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { WelcomeBanner } from './welcome-banner.js';

describe('welcome banner', () => {
  it('shows a skeleton, then the name and both balances in rupees', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)) as never);
    signInAsPlayer();
    renderElement(<WelcomeBanner />);
    expect(await screen.findByTestId('welcome-skeleton')).toBeInTheDocument();
    answer({ body: { err: 'N', data: { username: 'asha', current_balance: 123456, referral_balance: 50 } } });
    expect(await screen.findByText('Welcome back, asha!')).toBeInTheDocument();
    expect(screen.getByText('Your lucky numbers are waiting for you.')).toBeInTheDocument();
    expect(screen.getByText('Money Balance')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText('Referral Balance')).toBeInTheDocument();
    expect(screen.getByText('₹50')).toBeInTheDocument();
    expect(screen.getByText('You can use this balance only in game.')).toBeInTheDocument();
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
