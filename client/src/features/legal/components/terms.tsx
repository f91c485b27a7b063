import { LegalPage, type LegalSection } from './legal-page.js';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Acceptance of these terms',
    body: <p>By creating an account or buying a ticket you agree to these Terms and Conditions and to our Privacy Policy. If you do not agree, do not use the service.</p>,
  },
  {
    heading: 'Eligibility: 18 years and older',
    body: (
      <p>
        You must be at least 18 years old, and of legal age to take part in lotteries where you live, to register or play. We may
        ask for proof of age at any time and close accounts that do not meet this rule; stakes placed by under-age players are void.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: <p>One account per person. Keep your password and one-time codes secret; you are responsible for activity on your account. Tell us at once if you think someone else has used it.</p>,
  },
  {
    heading: 'Tickets, draws and prizes',
    body: (
      <ul>
        <li>A ticket is valid only when bought while its draw is open and confirmed on screen; the price is the one shown for that round.</li>
        <li>Results and prize rules are those published on the How to Play page. A published result is final.</li>
        <li>Prizes are credited to your wallet. Winnings are subject to your own taxes.</li>
      </ul>
    ),
  },
  {
    heading: 'Deposits and withdrawals',
    body: <p>Deposits are credited once verified by our team. Withdrawals are paid to an account or payment method registered in your name; the referral balance can be used only in the game and cannot be withdrawn.</p>,
  },
  {
    heading: 'Intellectual property',
    body: <p>The service, its name, logos, designs, text, graphics and software belong to us or our licensors and are protected by copyright and trademark law. You may not copy, modify, distribute or reverse engineer any part of it without our written permission.</p>,
  },
  {
    heading: 'Limitation of liability',
    body: (
      <p>
        The service is provided &quot;as is&quot;. To the extent the law allows, we are not liable for indirect or consequential loss, for
        loss caused by interruptions, network failures or events beyond our control, or for tickets not accepted because of such
        failures; our total liability to you is limited to the amount of the stakes concerned.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: <p>We use browser storage and cookies that are needed to keep you signed in and to keep the service secure. See the Privacy Policy for details.</p>,
  },
  {
    heading: 'Advertising',
    body: <p>We may show promotions about our own draws. Promotions never change the rules of a draw. Third-party advertising, if any, is the advertiser&apos;s responsibility, and we do not endorse third-party products.</p>,
  },
  {
    heading: 'Responsible play',
    body: <p>Play for fun and only with money you can afford to lose. If gambling stops being fun, take a break and seek help.</p>,
  },
  {
    heading: 'Changes',
    body: <p>We may update these terms. The date above shows the latest version; continuing to use the service means you accept it.</p>,
  },
];

export function Terms() {
  return <LegalPage title="Terms and Conditions" updated="1 November 2026" sections={SECTIONS} />;
}
