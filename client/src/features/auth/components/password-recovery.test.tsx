import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderWithProviders } from '../../../testing/render-with-providers.js';

describe('forgot and reset password: refused submits (WCAG 3.3.1)', () => {
  it('forgot password: focuses the refused email and announces it; the server failure is announced as well', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch(() => ({ status: 500, body: { err: 'Y' } }));
    const { user } = renderWithProviders({ path: '/forgot-password' });
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('1 problem to fix:Email: Invalid email address');
    expect(calls.some((c) => c.url === '/user/forgot-password')).toBe(false);

    await user.clear(email);
    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send reset link.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('reset password: focuses the first refused field and announces both problems', async () => {
    const { calls } = mockFetch(() => ({ body: { err: 'N' } }));
    const { user } = renderWithProviders({ path: '/reset-password?token=abc' });
    const password = await screen.findByLabelText('New Password');
    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 problems to fix:New Password: Password is requiredConfirm Password: Passwords do not match',
    );
    expect(calls.some((c) => c.url === '/user/reset-password')).toBe(false);
  });
});
