/**
 * The legal documents' text (spec section 2: age 18+, intellectual property, liability,
 * cookies and advertising). A section is a paragraph or a list.
 */
export interface LegalSection {
  heading: string;
  text?: string;
  list?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  sections: LegalSection[];
}

export const LAST_UPDATED = 'Last updated:';

export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  updated: '1 November 2026',
  sections: [
    {
      heading: 'Acceptance of these terms',
      text: 'By creating an account or buying a ticket you agree to these Terms and Conditions and to our Privacy Policy. If you do not agree, do not use the service.',
    },
    {
      heading: 'Eligibility: 18 years and older',
      text: 'You must be at least 18 years old, and of legal age to take part in lotteries where you live, to register or play. We may ask for proof of age at any time and close accounts that do not meet this rule; stakes placed by under-age players are void.',
    },
    {
      heading: 'Your account',
      text: 'One account per person. Keep your password and one-time codes secret; you are responsible for activity on your account. Tell us at once if you think someone else has used it.',
    },
    {
      heading: 'Tickets, draws and prizes',
      list: [
        'A ticket is valid only when bought while its draw is open and confirmed on screen; the price is the one shown for that round.',
        'Results and prize rules are those published on the How to Play page. A published result is final.',
        'Prizes are credited to your wallet. Winnings are subject to your own taxes.',
      ],
    },
    {
      heading: 'Deposits and withdrawals',
      text: 'Deposits are credited once verified by our team. Withdrawals are paid to an account or payment method registered in your name; the referral balance can be used only in the game and cannot be withdrawn.',
    },
    {
      heading: 'Intellectual property',
      text: 'The service, its name, logos, designs, text, graphics and software belong to us or our licensors and are protected by copyright and trademark law. You may not copy, modify, distribute or reverse engineer any part of it without our written permission.',
    },
    {
      heading: 'Limitation of liability',
      text: 'The service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential loss, for loss caused by interruptions, network failures or events beyond our control, or for tickets not accepted because of such failures; our total liability to you is limited to the amount of the stakes concerned.',
    },
    {
      heading: 'Cookies',
      text: 'We use browser storage and cookies that are needed to keep you signed in and to keep the service secure. See the Privacy Policy for details.',
    },
    {
      heading: 'Advertising',
      text: "We may show promotions about our own draws. Promotions never change the rules of a draw. Third-party advertising, if any, is the advertiser's responsibility, and we do not endorse third-party products.",
    },
    {
      heading: 'Responsible play',
      text: 'Play for fun and only with money you can afford to lose. If gambling stops being fun, take a break and seek help.',
    },
    {
      heading: 'Changes',
      text: 'We may update these terms. The date above shows the latest version; continuing to use the service means you accept it.',
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '1 November 2026',
  sections: [
    {
      heading: 'Who may use the service',
      text: 'The service is for adults aged 18 and older. We do not knowingly collect data about anyone younger; if we learn that we have, we delete it.',
    },
    {
      heading: 'What we collect',
      list: [
        'Account data: username, email, password (stored only as a secure hash), name, mobile number, date of birth and gender.',
        'Play and wallet data: tickets, results, deposits, withdrawals and the payment details you give us for them.',
        'Technical data: device push token (if you allow notifications), sign-in times and security logs.',
      ],
    },
    {
      heading: 'How we use it',
      text: 'To run your account and draws, pay prizes and process money requests, prevent fraud, meet legal duties, and send notifications you allowed.',
    },
    {
      heading: 'Cookies and browser storage',
      text: "We keep your sign-in session in your browser's local storage. We do not use third-party tracking cookies. Google sign-in, if you choose it, is subject to Google's own privacy policy.",
    },
    {
      heading: 'Advertising',
      text: 'We do not sell your personal data and do not share it with advertisers. Any promotions we show are about our own service.',
    },
    {
      heading: 'Intellectual property',
      text: "This policy and the service's content are our intellectual property; see the Terms and Conditions.",
    },
    {
      heading: 'Sharing',
      text: 'Only with service providers who help us run the service (email, hosting, notifications), under contract, and with authorities where the law requires it.',
    },
    {
      heading: 'Security and liability',
      text: 'We protect your data with encryption in transit, hashed passwords and access controls. No system is perfectly secure; to the extent the law allows, we are not liable for loss caused by unauthorised access we could not reasonably prevent.',
    },
    {
      heading: 'Your rights',
      text: 'You may ask to see, correct or delete your data, subject to the records we must keep by law (such as financial transactions).',
    },
  ],
};
