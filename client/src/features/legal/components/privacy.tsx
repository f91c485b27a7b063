import { LegalPage, type LegalSection } from './legal-page.js';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who may use the service',
    body: <p>The service is for adults aged 18 and older. We do not knowingly collect data about anyone younger; if we learn that we have, we delete it.</p>,
  },
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>Account data: username, email, password (stored only as a secure hash), name, mobile number, date of birth and gender.</li>
        <li>Play and wallet data: tickets, results, deposits, withdrawals and the payment details you give us for them.</li>
        <li>Technical data: device push token (if you allow notifications), sign-in times and security logs.</li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: <p>To run your account and draws, pay prizes and process money requests, prevent fraud, meet legal duties, and send notifications you allowed.</p>,
  },
  {
    heading: 'Cookies and browser storage',
    body: <p>We keep your sign-in session in your browser&apos;s local storage. We do not use third-party tracking cookies. Google sign-in, if you choose it, is subject to Google&apos;s own privacy policy.</p>,
  },
  {
    heading: 'Advertising',
    body: <p>We do not sell your personal data and do not share it with advertisers. Any promotions we show are about our own service.</p>,
  },
  {
    heading: 'Intellectual property',
    body: <p>This policy and the service&apos;s content are our intellectual property; see the Terms and Conditions.</p>,
  },
  {
    heading: 'Sharing',
    body: <p>Only with service providers who help us run the service (email, hosting, notifications), under contract, and with authorities where the law requires it.</p>,
  },
  {
    heading: 'Security and liability',
    body: <p>We protect your data with encryption in transit, hashed passwords and access controls. No system is perfectly secure; to the extent the law allows, we are not liable for loss caused by unauthorised access we could not reasonably prevent.</p>,
  },
  {
    heading: 'Your rights',
    body: <p>You may ask to see, correct or delete your data, subject to the records we must keep by law (such as financial transactions).</p>,
  },
];

export function Privacy() {
  return <LegalPage title="Privacy Policy" updated="1 November 2026" sections={SECTIONS} />;
}
