import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { headerOf, jsonBody, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders } from '../../../testing/render-with-providers.js';

const session = (isProfileUpdated: boolean) => ({
  err: 'N',
  msg: 'Logged in',
  token: 'jwt-1',
  user: { email: 'asha@example.com', isProfileUpdated },
  isProfileUpdated,
});

const CHALLENGE = 'c'.repeat(43);
const BROWSER_KEY = 'K'.repeat(43);

function server(overrides: Record<string, { status?: number; body?: unknown }> = {}) {
  return mockFetch((url) => {
    const path = url.split('?')[0]!;
    if (overrides[path]) return overrides[path]!;
    if (path === '/user/login') return { body: { err: 'N', msg: 'OTP sent', otpSent: true, loginChallenge: CHALLENGE } };
    if (path === '/user/verify-login-otp') return { body: { ...session(false), browserKey: BROWSER_KEY } };
    if (path === '/user/profile') return { body: { err: 'N', data: { username: 'asha', current_balance: 10, referral_balance: 0 } } };
    return { status: 404, body: { err: 'Y', msg: 'Not found' } };
  });
}

async function signInToOtpStep() {
  const view = renderWithProviders({ path: '/' });
  const { user } = view;
  await user.type(await screen.findByLabelText('Email ID / Mobile Number'), 'Asha@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByText('Enter OTP');
  return view;
}

describe('player login', () => {
  it('shows the spec texts and validates before calling the server', async () => {
    const { calls } = server();
    const { user } = renderWithProviders({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Enter Your Credentials to Continue.')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email ID / Mobile Number'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be at least 8 characters, include uppercase, lowercase, and a special character.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/user/'))).toHaveLength(0);
  });

  it('after a refused submit moves focus to the first invalid field and announces every error (WCAG 3.3.1)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = server({ '/user/login': { status: 401, body: { err: 'Y', msg: 'Invalid credentials' } } });
    const { user } = renderWithProviders({ path: '/' });
    const email = await screen.findByLabelText('Email ID / Mobile Number');
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(/^2 problems to fix:/);
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Email ID / Mobile Number: Email is required',
      'Password: Password is required',
    ]);

    // Only the password is wrong now: it takes focus, and the summary names it alone.
    await user.type(email, 'asha@example.com');
    await user.type(password, 'weak');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(password).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 problem to fix:Password: Password must be at least 8 characters, include uppercase, lowercase, and a special character.',
    );
    expect(calls.filter((c) => c.url.startsWith('/user/'))).toHaveLength(0);

    // What the server refuses is announced too, in place of the summary.
    await user.clear(password);
    await user.type(password, 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('speaks Hindi when the player chose it: heading, fields, button, validation and the OTP step', async () => {
    server();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'लॉगिन' })).toBeInTheDocument();
    expect(screen.getByText('जारी रखने के लिए अपनी लॉगिन जानकारी दर्ज करें।')).toBeInTheDocument();
    expect(screen.getByText('फिर से स्वागत है!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
    expect(await screen.findByRole('button', { name: 'Google से लॉगिन की सुविधा सेट नहीं की गई है' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(screen.getByText('ईमेल दर्ज करना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड दर्ज करना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^ठीक करने के लिए 2 समस्याएँ:ईमेल ID \/ मोबाइल नंबर: ईमेल दर्ज करना ज़रूरी है/);
    await user.type(screen.getByLabelText('ईमेल ID / मोबाइल नंबर'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByRole('heading', { name: 'OTP दर्ज करें' })).toBeInTheDocument();
    expect(screen.getByText('OTP सफलतापूर्वक भेजा गया!')).toBeInTheDocument();
    expect(screen.getByText(/हमने इस ईमेल पर OTP भेजा है:/)).toHaveTextContent('हमने इस ईमेल पर OTP भेजा है: asha@example.com');
    expect(screen.getByLabelText('02:00 बाद दोबारा भेज सकेंगे')).toHaveTextContent('02:00');
    expect(screen.getByRole('button', { name: 'दोबारा भेजें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'सत्यापित करें और लॉगिन करें' })).toBeDisabled();
  });

  it('says the Google button is not configured when the server names no client id', async () => {
    server();
    renderWithProviders({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Google sign-in is not configured' })).toBeDisabled();
  });

  it('asks for the Google settings only after the sign-in form was painted (issue 14: LCP)', async () => {
    const { calls } = server();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderWithProviders({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(frames.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.url === '/api/client-config')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(await screen.findByRole('button', { name: 'Google sign-in is not configured' })).toBeDisabled();
    expect(calls.filter((c) => c.url === '/api/client-config')).toHaveLength(1);
  });

  it('moves to the OTP step, then verifies and goes to profile setup carrying the email', async () => {
    const { calls } = server();
    const { user, router, store } = await signInToOtpStep();
    expect(jsonBody(calls.find((c) => c.url === '/user/login')!.init)).toEqual({ email: 'asha@example.com', password: 'Secret@123' });
    expect(screen.getByText('OTP sent successfully!')).toBeInTheDocument();
    expect(screen.getByText(/We have sent an OTP to/)).toHaveTextContent('We have sent an OTP to asha@example.com');
    expect(screen.getByText('02:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    const verify = screen.getByRole('button', { name: 'Verify & Login' });
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('OTP'), '12a34');
    expect(screen.getByLabelText('OTP')).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('OTP'), '56');
    expect(verify).toBeEnabled();
    await user.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-profile'));
    expect(router.state.location.state).toEqual({ email: 'asha@example.com' });
    const verifyCall = calls.find((c) => c.url === '/user/verify-login-otp')!;
    expect(jsonBody(verifyCall.init)).toEqual({ identifier: 'asha@example.com', otp: '123456' });
    // Only this login's challenge lets the code through; the browser keeps the key it is given.
    expect(headerOf(verifyCall.init, 'X-Login-Challenge')).toBe(CHALLENGE);
    expect(headerOf(calls.find((c) => c.url === '/user/login')!.init, 'X-Browser-Key')).toBeUndefined();
    expect(localStorage.getItem('browserKey')).toBe(BROWSER_KEY);
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
    expect(localStorage.getItem('email')).toBe('asha@example.com');
    expect(localStorage.getItem('isProfileUpdated')).toBe('false');
    expect(store.getState().session).toMatchObject({ type: 'user', isProfileUpdated: false });
  });

  it('in the resend cooldown shows what the server said and counts down what is left, not a fresh 2 minutes', async () => {
    server({
      '/user/login': {
        body: { err: 'N', msg: 'An OTP was already sent. Please check your email.', otpSent: true, retryAfterSeconds: 83 },
      },
    });
    await signInToOtpStep();
    expect(screen.getByRole('status')).toHaveTextContent('An OTP was already sent. Please check your email.');
    expect(screen.queryByText('OTP sent successfully!')).not.toBeInTheDocument();
    expect(screen.getByText(/^01:2[23]$/)).toBeInTheDocument();
    expect(screen.queryByText('02:00')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it('after a refused resend counts down the wait the server gives', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = server({
      '/user/login': {
        body: { err: 'N', msg: 'An OTP was already sent. Please check your email.', otpSent: true, retryAfterSeconds: 1, loginChallenge: CHALLENGE },
      },
      '/user/send-otp': { status: 429, body: { err: 'Y', msg: 'Please wait 40 seconds before requesting a new OTP.', retryAfterSeconds: 40 } },
    });
    const { user } = await signInToOtpStep();
    const resend = screen.getByRole('button', { name: 'Resend' });
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 2500 });
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 40 seconds before requesting a new OTP.');
    const resendCall = calls.find((c) => c.url === '/user/send-otp')!;
    expect(jsonBody(resendCall.init)).toEqual({ identifier: 'asha@example.com' });
    expect(headerOf(resendCall.init, 'X-Login-Challenge')).toBe(CHALLENGE);
    expect(screen.getByText(/^00:(40|39)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it('goes to the dashboard when the profile is complete', async () => {
    server({ '/user/verify-login-otp': { body: session(true) } });
    const { user, router } = await signInToOtpStep();
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome back, asha!')).toBeInTheDocument();
  });

  it('tells a rejected OTP from a failed call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server({ '/user/verify-login-otp': { status: 400, body: { err: 'Y', msg: 'Invalid or expired OTP' } } });
    const { user } = await signInToOtpStep();
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    // The refused code's field is marked, described by that message, and has focus to type again.
    const otp = screen.getByLabelText('OTP');
    await waitFor(() => expect(otp).toHaveFocus());
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(otp).toHaveAccessibleDescription('Invalid OTP. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    server({ '/user/verify-login-otp': { status: 500, body: { err: 'Y', msg: 'boom' } } });
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Failed to verify OTP. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it("shows 'Login failed. Please try again.' when the credentials are refused", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server({ '/user/login': { status: 401, body: { err: 'Y', msg: 'Invalid credentials' } } });
    const { user } = renderWithProviders({ path: '/' });
    await user.type(await screen.findByLabelText('Email ID / Mobile Number'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Enter OTP')).not.toBeInTheDocument();
  });

  it('sends the browser key it keeps, and signs in at once when the server answers a repeat login with the session', async () => {
    localStorage.setItem('browserKey', BROWSER_KEY);
    const { calls } = server({ '/user/login': { body: { ...session(true), otpSent: false } } });
    const { user, router } = renderWithProviders({ path: '/' });
    await user.type(await screen.findByLabelText('Email ID / Mobile Number'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
    expect(headerOf(calls.find((c) => c.url === '/user/login')!.init, 'X-Browser-Key')).toBe(BROWSER_KEY);
  });

  it('sends no malformed browser key', async () => {
    localStorage.setItem('browserKey', 'not a key');
    const { calls } = server();
    await signInToOtpStep();
    expect(headerOf(calls.find((c) => c.url === '/user/login')!.init, 'X-Browser-Key')).toBeUndefined();
  });
});
