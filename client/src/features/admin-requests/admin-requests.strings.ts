/**
 * Every word the admin Deposit Requests and Withdraw Requests pages show. The spec's strings
 * (sections 2 and 8: titles, empty texts, load failures, 'Page X of Y') are exact.
 */
export type RequestKind = 'deposit' | 'withdraw';

export const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'bank', label: 'Bank' },
  { value: 'upi', label: 'UPI' },
  { value: 'crypto', label: 'Crypto' },
] as const;

export type RequestFilter = (typeof FILTERS)[number]['value'];

export const KIND_TEXT = {
  deposit: {
    title: 'Deposit Requests',
    empty: 'No deposit requests',
    loadFailed: 'Failed to load deposits',
    loading: 'Loading deposit requests...',
    modal: 'Deposit Request',
    crypto: 'TNXT Number',
  },
  withdraw: {
    title: 'Withdraw Requests',
    empty: 'No withdraw requests',
    loadFailed: 'Failed to load withdraws',
    loading: 'Loading withdraw requests...',
    modal: 'Withdraw Request',
    crypto: 'Network',
  },
} as const;

/** Column headings of spec section 2, per filter, plus the ones every filter shows. */
export const COLUMNS = {
  name: 'Name',
  accountNumber: 'Account Number',
  accountType: 'Type of Account',
  bankName: 'Bank Name',
  ifsc: 'IFSC Code',
  upiHandle: 'UPI Handle',
  crypto: 'Crypto',
  option: 'Option',
  details: 'Details',
  amount: 'Amount',
  status: 'Status',
  date: 'Date',
  action: 'Action',
  view: 'View',
  viewLabel: (name: string) => `View request of ${name}`,
} as const;

export const MODAL = {
  player: 'Player',
  reference: 'Reference',
  created: 'Submitted',
  address: 'Wallet Address',
  attachment: 'Attachment',
  attachmentAlt: (kind: RequestKind) => (kind === 'deposit' ? 'Payment screenshot' : 'Scanner file'),
  noAttachment: 'No file was attached.',
  loadingAttachment: 'Loading attachment...',
  attachmentFailed: 'The attachment could not be loaded.',
  openAttachment: 'Open attachment',
  amount: 'Amount (₹)',
  status: 'Status',
  reason: 'Reason for rejection',
  reasonPlaceholder: 'Choose a reason',
  keepReason: 'Keep the current reason',
  otherReason: 'Other (write a reason)',
  reasonText: 'Write the reason',
  proof: 'Proof of payment (optional)',
  proofSent: 'Proof of payment',
  proofAlt: 'Proof of payment',
  proofHint: 'Drag and drop the payment proof here, or click to choose an image or PDF',
  removeProof: 'Remove file',
  submit: 'Submit',
  busy: 'Saving...',
  final: 'This request is done: it can no longer be changed.',
  readOnly: 'Admins process requests; this is the request as it stands.',
  currentReason: 'Rejection reason',
  amountInvalid: 'Enter a valid amount',
  reasonRequired: 'Choose or write a reason for the rejection',
  fileKind: 'Only images or PDF files are allowed',
  updated: 'Request updated',
  failed: 'Failed to update request',
} as const;

export const STATUSES = [
  { value: 'on_hold', label: 'On hold' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
  { value: 'rejected', label: 'Rejected' },
];

/** Reasons an admin picks from; 'other' lets them write their own. Players see the text. */
export const REJECTION_REASONS: Record<RequestKind, string[]> = {
  deposit: [
    'Payment not received',
    'The amount paid does not match the request',
    'The screenshot is unclear or does not show the payment',
    'The payment note does not carry the reference',
  ],
  withdraw: [
    'The account details are incorrect',
    'The UPI ID or wallet address is invalid',
    'The name does not match the account holder',
    'Duplicate request',
  ],
};
