import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { jsonBody, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

describe('create profile', () => {
  it('requires every field and joins the errors with commas', async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    signInAsPlayer(false, 'ravi@example.com');
    const { user } = renderWithProviders({ path: '/create-profile', state: { email: 'ravi@example.com' } });
    expect(await screen.findByLabelText('Email')).toHaveValue('ravi@example.com');
    expect(screen.getByLabelText('Country code')).toHaveValue('+91');
    await user.type(screen.getByLabelText('Mobile Number'), '98765abc');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('98765');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'First name is required, Last name is required, Mobile number must be exactly 10 digits, Date of birth is required, Gender is required',
    );
  });

  it('marks each refused field, described by its part of the alert, and focuses the first of them', async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    signInAsPlayer(false, 'ravi@example.com');
    const { user } = renderWithProviders({ path: '/create-profile', state: { email: 'ravi@example.com' } });
    await user.type(await screen.findByLabelText('First Name'), 'Ravi');
    await user.clear(screen.getByLabelText('Country code'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByLabelText('Last Name')).toHaveFocus();
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Country code')).toHaveAccessibleDescription('Country code is required');
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription('Mobile number must be exactly 10 digits');
    expect(screen.getByLabelText('Gender')).toHaveAttribute('aria-invalid', 'true');
    for (const label of ['First Name', 'Email']) expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('saves the profile, says so, and opens the dashboard about 2 seconds later', async () => {
    const { calls } = mockFetch((url) =>
      url === '/user/update-profile'
        ? { body: { err: 'N', msg: 'Profile updated' } }
        : { body: { err: 'N', data: { username: 'ravi', current_balance: 0, referral_balance: 0 } } },
    );
    signInAsPlayer(false, 'ravi@example.com');
    const { user, router, store } = renderWithProviders({ path: '/create-profile', state: { email: 'ravi@example.com' } });
    await user.type(await screen.findByLabelText('First Name'), 'Ravi');
    await user.type(screen.getByLabelText('Last Name'), 'Kumar');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(screen.getByLabelText('Date of Birth'), '1990-05-17');
    await user.selectOptions(screen.getByLabelText('Gender'), 'male');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(jsonBody(calls.find((c) => c.url === '/user/update-profile')!.init)).toEqual({
      first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.com', mobile: '+919876543210',
      date_of_birth: '1990-05-17', gender: 'male',
    });
    expect(calls.find((c) => c.url === '/user/update-profile')!.init.method).toBe('PUT');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(localStorage.getItem('isProfileUpdated')).toBe('true');
    expect(store.getState().session).toMatchObject({ type: 'user', isProfileUpdated: true });
  });

  it('asks in Hindi when the player chose it: fields, +91, gender options and the joined errors', async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    signInAsPlayer(false, 'ravi@example.com');
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/create-profile', state: { email: 'ravi@example.com' } });
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल बनाएँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveValue('ravi@example.com');
    expect(screen.getByLabelText('देश कोड')).toHaveValue('+91');
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAttribute('placeholder', '10 अंक');
    expect(screen.getByLabelText('जन्म की तारीख')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'महिला' })).toHaveValue('female');
    await user.type(screen.getByLabelText('पहला नाम'), 'Ravi');
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '5123456789');
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'अंतिम नाम दर्ज करना ज़रूरी है, मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए, जन्म की तारीख दर्ज करना ज़रूरी है, लिंग चुनना ज़रूरी है',
    );
  });

  it('refuses a player under 18', async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    signInAsPlayer(false);
    const { user } = renderWithProviders({ path: '/create-profile' });
    await user.type(await screen.findByLabelText('First Name'), 'A');
    await user.type(screen.getByLabelText('Last Name'), 'B');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    await user.type(screen.getByLabelText('Date of Birth'), young.toISOString().slice(0, 10));
    await user.selectOptions(screen.getByLabelText('Gender'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must be at least 18 years old');
  });
});
