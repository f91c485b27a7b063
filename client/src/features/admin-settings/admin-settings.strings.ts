/**
 * Every word the admin Settings page shows. The spec's strings (sections 2 and 5: the three
 * buttons, 'Please enter a valid URL', 'Enter a valid amount') are exact.
 */
export const SETTINGS = {
  title: 'Upload Latest News',
  current: 'Current settings',
  loading: 'Loading settings...',
  loadFailed: 'Failed to load settings',
  latestNews: 'Latest News',
  referralAmount: 'Referral Amount',
  ticketAmounts: 'Ticket Amounts',
  paymentDetails: 'Payment Details',
  notSet: 'Not set',
  period: 'Period',
  amount: 'Amount',
  setNews: 'Set Latest News',
  setReferral: 'Set Referral Amount',
  setTicket: 'Set Ticket Amount',
  setPayment: 'Set Payment Details',
  readOnly: 'Admins change the settings and payment details; these are the values now and their history.',
} as const;

export const MODALS = {
  newsUrl: 'News URL',
  newsPlaceholder: 'https://',
  invalidUrl: 'Please enter a valid URL',
  referralAmount: 'Referral Amount (₹)',
  ticketAmount: 'Ticket Amount (₹)',
  period: 'Period',
  invalidAmount: 'Enter a valid amount',
  save: 'Save',
  busy: 'Saving...',
  failed: 'Failed to save the setting',
} as const;

export const PAYMENT = {
  bank: 'Bank account',
  bankNote: 'Leave every bank field empty to stop offering bank transfers.',
  holder: 'Account Holder Name',
  bankName: 'Bank Name',
  accountNumber: 'Account Number',
  ifsc: 'IFSC Code',
  accountType: 'Type of Account',
  accountTypePlaceholder: 'Select account type',
  upi: 'UPI',
  upiId: 'UPI ID',
  upiPlaceholder: 'fairdraw@okaxis',
  crypto: 'Crypto addresses',
  address: (network: string) => `${network} Address`,
  emptyNote: 'An empty field is not offered to players.',
  holderRequired: 'Account holder name is required',
  bankNameRequired: 'Bank name is required',
  accountNumberInvalid: 'Account number must be 9 to 18 digits',
  ifscInvalid: 'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)',
  accountTypeRequired: 'Account type is required',
  upiInvalid: 'Enter a valid UPI ID in the form name@bank',
} as const;

export const HISTORY = {
  title: 'Recent changes',
  setting: 'Setting',
  value: 'New value',
  previous: 'Previous value',
  by: 'Changed by',
  when: 'When',
  empty: 'No settings changes found',
  loading: 'Loading changes...',
  loadFailed: 'Failed to load the history of the settings',
  unknownAdmin: 'A removed admin',
  names: {
    'latest-news': 'Latest News',
    'referral-code-amount': 'Referral Amount',
    'ticket-amount': 'Ticket Amount',
    'payment-details': 'Payment Details',
  } as Record<string, string>,
} as const;

export const ACCOUNT_TYPES = [
  { value: 'savings', label: 'Savings' },
  { value: 'current', label: 'Current' },
];
