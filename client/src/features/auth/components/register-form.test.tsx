import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { headerOf, jsonBody, mockFetch } from '../../../testing/fetch-mock.js';
import { renderWithProviders } from '../../../testing/render-with-providers.js';

function server() {
  return mockFetch((url) => {
    if (url === '/user/register') return { body: { err: 'N', msg: 'Registered' } };
    if (url === '/user/send-otp') return { status: 429, body: { err: 'Y', msg: 'Please wait before asking again' } };
    if (url === '/user/verify-login-otp') {
      return { body: { err: 'N', token: 'jwt-new', user: { email: 'ravi@example.com', isProfileUpdated: false }, isProfileUpdated: false } };
    }
    return { status: 404, body: { err: 'Y' } };
  });
}

async function fillForm(user: ReturnType<typeof renderWithProviders>['user'], password = 'Strong@123', confirm = password) {
  await user.type(await screen.findByLabelText('Username'), 'ravi');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('registration', () => {
  it('checks every field with the spec messages', async () => {
    server();
    const { user } = renderWithProviders({ path: '/register' });
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'a b');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Username must not contain spaces')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be at least 8 characters, include uppercase, lowercase, and a special character.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
  });

  it('registers, verifies the OTP with the referral code and goes to profile setup', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = server();
    const { user, router } = renderWithProviders({ path: '/register?ref=FRIEND42' });
    await fillForm(user);
    expect(await screen.findByText('Enter OTP')).toBeInTheDocument();
    expect(jsonBody(calls.find((c) => c.url === '/user/register')!.init)).toEqual({
      username: 'ravi', email: 'ravi@example.com', password: 'Strong@123',
    });
    // Creating the account mailed the code: no second send that would void it.
    expect(screen.getByText('OTP sent successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/user/send-otp')).toBe(false);
    expect(screen.getByText('00:30')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verified! Redirecting to profile setup...')).toBeInTheDocument();
    const verifyCall = calls.find((c) => c.url === '/user/verify-login-otp')!;
    expect(jsonBody(verifyCall.init)).toEqual({ identifier: 'ravi@example.com', otp: '246810', referralCode: 'FRIEND42' });
    // A registration code needs no login challenge: none is sent.
    expect(headerOf(verifyCall.init, 'X-Login-Challenge')).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-profile'), { timeout: 3000 });
    expect(router.state.location.state).toEqual({ email: 'ravi@example.com' });
    expect(await screen.findByLabelText('Email')).toHaveValue('ravi@example.com');
  });

  it('shows the server message when the account cannot be created', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 409, body: { err: 'Y', msg: 'Email already registered' } }));
    const { user } = renderWithProviders({ path: '/register' });
    await fillForm(user);
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
  });

  it('drops the last answer when a new attempt is stopped by the form itself', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 400, body: { err: 'Y', msg: 'Password is too easy to guess.' } }));
    const { user } = renderWithProviders({ path: '/register' });
    await fillForm(user);
    expect(await screen.findByText('Password is too easy to guess.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Different@1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password is too easy to guess.')).not.toBeInTheDocument();
  });
});
