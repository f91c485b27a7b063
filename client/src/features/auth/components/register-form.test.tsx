import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { headerOf, jsonBody, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
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

  it('after a refused submit moves focus to the first invalid field and announces every error (WCAG 3.3.1)', async () => {
    const { calls } = server();
    const { user } = renderWithProviders({ path: '/register' });
    const username = await screen.findByLabelText('Username');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Confirm password is required');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(/^3 problems to fix:/);
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Username: Username is required',
      'Password: Password is required',
      'Confirm Password: Confirm password is required',
    ]);

    // The same refusal again is announced again: a new alert, not the old one left in place.
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).not.toBe(summary);
    expect(username).toHaveFocus();

    // Then the first invalid field is the one still wrong.
    await user.type(username, 'ravi');
    await user.type(screen.getByLabelText('Password'), 'Strong@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Other@123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('1 problem to fix:Confirm Password: Passwords do not match');
    expect(calls.some((c) => c.url === '/user/register')).toBe(false);
  });

  it('checks the fields in Hindi when the player chose it', async () => {
    const { calls } = server();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/register' });
    expect(await screen.findByRole('heading', { name: 'खाता बनाएँ' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('यूज़रनेम'), 'a b');
    await user.type(screen.getByLabelText('ईमेल'), 'nope');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Strong@123');
    await user.type(screen.getByLabelText('पासवर्ड की पुष्टि करें'), 'Other@123');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(screen.getByText('यूज़रनेम में स्पेस नहीं होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('अमान्य ईमेल पता')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड मेल नहीं खाते')).toBeInTheDocument();
    expect(screen.queryByText('Username must not contain spaces')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉगिन करें' })).toHaveAttribute('href', '/');
    expect(calls.some((c) => c.url === '/user/register')).toBe(false);
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
