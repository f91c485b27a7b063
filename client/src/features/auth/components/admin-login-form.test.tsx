import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { headerOf, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders } from '../../../testing/render-with-providers.js';
import { adminLoginError } from '../admin-login-error.js';

describe('admin sign in', () => {
  it('words each failure as the error catalogue does', () => {
    expect(adminLoginError({ status: 404, data: {} })).toBe('Invalid username. Please check your credentials.');
    expect(adminLoginError({ status: 401, data: {} })).toBe('Invalid password. Please check your credentials.');
    expect(adminLoginError({ status: 400, data: {} })).toBe('Please provide both username and password.');
    expect(adminLoginError({ status: 429, data: { msg: 'Too many attempts' } })).toBe('Login failed: Too many attempts');
    expect(adminLoginError({ status: 500, data: null })).toBe('Login failed: Please try again later.');
    expect(adminLoginError({ status: 'FETCH_ERROR', data: null })).toBe('Network error. Please check your connection.');
    expect(adminLoginError(new Error('x'))).toBe('An unexpected error occurred. Please try again.');
  });

  it('shows the message for a wrong password and stays on the form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 401, body: { err: 'Y', msg: 'Invalid password' } }));
    const { user } = renderWithProviders({ path: '/admin/login' });
    await user.type(await screen.findByLabelText('User Name'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid password. Please check your credentials.')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('marks the empty fields with its one message, focuses the first, and announces it again on the next refusal', async () => {
    const { calls } = mockFetch(() => ({ body: { err: 'N' } }));
    const { user } = renderWithProviders({ path: '/admin/login' });
    const username = await screen.findByLabelText('User Name');
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please provide both username and password.');
    expect(username).toHaveFocus();
    for (const field of [username, password]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Please provide both username and password.');
    }
    await user.type(username, 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(password).toHaveFocus();
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // The same words, in a new alert: heard again.
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(calls).toHaveLength(0);
  });

  it('signs in in Hindi when that language is chosen, with the catalogue error in Hindi', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 500, body: { err: 'Y' } }));
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/admin/login' });
    expect(await screen.findByRole('heading', { name: 'लॉगिन' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया यूज़रनेम और पासवर्ड दोनों दर्ज करें।');
    await user.type(screen.getByLabelText('यूज़रनेम'), 'admin');
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByText('लॉगिन नहीं हो सका: कृपया बाद में फिर से प्रयास करें।')).toBeInTheDocument();
  });

  it('returns to the admin page that sent the visitor to sign in', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockFetch((url) => {
      if (url === '/admin/login') return new Promise((resolve) => (answer = resolve)) as never;
      if (url.startsWith('/admin/users-list')) return { body: { err: 'N', data: [] } };
      return { status: 404, body: {} };
    });
    const { user, router } = renderWithProviders({ path: '/admin/users' });
    await user.type(await screen.findByLabelText('User Name'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toHaveAttribute('aria-disabled', 'true');
    answer({ body: { err: 'N', token: 'admin-jwt' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(localStorage.getItem('adminToken')).toBe('admin-jwt');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('goes to /admin/dashboard after a direct sign in', async () => {
    mockFetch((url) => (url === '/admin/login' ? { body: { err: 'N', token: 't' } } : { status: 404, body: {} }));
    const { user, router } = renderWithProviders({ path: '/admin/login' });
    await user.type(await screen.findByLabelText('User Name'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('keeps the browser key the sign in gives and sends it with the next one', async () => {
    const key = 'A'.repeat(43);
    const { calls } = mockFetch((url) =>
      url === '/admin/login' ? { body: { err: 'N', token: 't', browserKey: key } } : { status: 404, body: {} },
    );
    const first = renderWithProviders({ path: '/admin/login' });
    await first.user.type(await screen.findByLabelText('User Name'), 'admin');
    await first.user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await first.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(localStorage.getItem('browserKey')).toBe(key));
    expect(headerOf(calls[0]!.init, 'X-Browser-Key')).toBeUndefined();
    first.unmount();
    localStorage.removeItem('adminToken');
    const second = renderWithProviders({ path: '/admin/login' });
    await second.user.type(await screen.findByLabelText('User Name'), 'admin');
    await second.user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await second.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/admin/login')).toHaveLength(2));
    expect(headerOf(calls.filter((c) => c.url === '/admin/login')[1]!.init, 'X-Browser-Key')).toBe(key);
  });
});
