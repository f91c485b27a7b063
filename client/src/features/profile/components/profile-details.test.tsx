import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { jsonBody, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

const profile = {
  username: 'asha', first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', mobile: '+919876543210',
  date_of_birth: '1995-02-14', gender: 'female', current_balance: 1250.5, referral_balance: 40, referral_code: 'ASHA7K',
};

describe('profile page', () => {
  it('shows name, email, DOB, current balance, refer code and gender', async () => {
    mockFetch(() => ({ body: { err: 'N', data: profile } }));
    signInAsPlayer();
    renderWithProviders({ path: '/profile' });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('14 February 1995')).toBeInTheDocument();
    expect(screen.getByText('₹1,250.50')).toBeInTheDocument();
    expect(screen.getByText('ASHA7K')).toBeInTheDocument();
    expect(screen.getByText('http://localhost/register?ref=ASHA7K')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
  });

  it('speaks Hindi when the player chose it: labels, date of birth, rupees, gender and the password change', async () => {
    mockFetch(() => ({ body: { err: 'N', data: { ...profile, current_balance: 123456.5 } } }));
    signInAsPlayer();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/profile' });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('नाम')).toHaveTextContent('Asha Rao');
    expect(row('जन्म की तारीख')).toHaveTextContent('14 फ़रवरी 1995');
    expect(row('मौजूदा बैलेंस')).toHaveTextContent('₹1,23,456.50');
    expect(row('रेफ़रल कोड')).toHaveTextContent('ASHA7K');
    expect(row('रेफ़रल लिंक')).toHaveTextContent('http://localhost/register?ref=ASHA7K');
    expect(row('लिंग')).toHaveTextContent('महिला');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    const dialog = screen.getByRole('dialog', { name: 'पासवर्ड बदलें' });
    await user.type(within(dialog).getByLabelText('नया पासवर्ड'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'पासवर्ड अपडेट करें' }));
    expect(within(dialog).getByText('मौजूदा पासवर्ड दर्ज करना ज़रूरी है')).toBeInTheDocument();
    expect(within(dialog).getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(within(dialog).getByText('कृपया अपने पासवर्ड की पुष्टि करें')).toBeInTheDocument();
  });

  it('checks the password change with the spec messages, then sends it to the server', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch((url) =>
      url === '/user/change-password'
        ? { body: { err: 'N', msg: 'Password changed', token: 'jwt-renewed', user: { email: 'asha@example.com', isProfileUpdated: true } } }
        : { body: { err: 'N', data: profile } },
    );
    signInAsPlayer();
    const { user } = renderWithProviders({ path: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    const submit = within(dialog).getByRole('button', { name: 'Update Password' });
    await user.click(submit);
    expect(within(dialog).getByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('New password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm your password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current Password')).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^3 problems to fix:\s*Current Password: Current password is required/);
    await user.type(within(dialog).getByLabelText('Current Password'), 'Old@1234');
    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.click(submit);
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('New Password'), 'enough');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'different');
    await user.click(submit);
    expect(within(dialog).getByText('Password must include uppercase, lowercase, and special character')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New Password'), 'A@');
    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'shortenoughA@');
    await user.click(submit);
    expect(await within(dialog).findByText('Password changed')).toBeInTheDocument();
    expect(jsonBody(calls.find((c) => c.url === '/user/change-password')!.init)).toEqual({
      currentPassword: 'Old@1234', newPassword: 'shortenoughA@',
    });
    // The server ended every session and gave this browser a new one.
    expect(localStorage.getItem('userToken')).toBe('jwt-renewed');
  });
});
