import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement } from '../../../testing/render-with-providers.js';
import { Privacy } from './privacy.js';
import { Terms } from './terms.js';

describe('legal pages', () => {
  it('shows the terms with their date and numbered sections (spec section 2)', async () => {
    renderElement(<Terms />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 1 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Eligibility: 18 years and older' })).toBeInTheDocument();
    expect(screen.getByText('Prizes are credited to your wallet. Winnings are subject to your own taxes.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
  });

  it('shows the privacy policy with its list of what is collected', async () => {
    renderElement(<Privacy />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. What we collect' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('reads the terms whole in Hindi: title, date, headings, paragraphs and list', async () => {
    await switchToHindi();
    renderElement(<Terms />);
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('अंतिम अपडेट: 1 नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. पात्रता: 18 वर्ष और उससे अधिक' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '10. ज़िम्मेदार खेल' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('इनाम आपके वॉलेट में जमा किए जाते हैं।');
    expect(screen.queryByText(/Terms and Conditions|Last updated/)).not.toBeInTheDocument();
  });

  it('reads the privacy policy in Hindi', async () => {
    await switchToHindi();
    renderElement(<Privacy />);
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '9. आपके अधिकार' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^खाते का डेटा: यूज़रनेम, ईमेल, पासवर्ड/);
  });
});
