/**
 * Every word the player's Deposit and Withdraw pages show. The specification's strings
 * (sections 2, 5 and 8) are exact and the tests repeat them literally; the rest fills what
 * it leaves open (labels, where to pay, the UPI payment).
 */
export const OPTIONS = [
  { value: 'bank', label: 'Bank' },
  { value: 'upi', label: 'UPI' },
  { value: 'crypto', label: 'Crypto' },
] as const;

export type MoneyOption = (typeof OPTIONS)[number]['value'];

export const ACCOUNT_TYPES = [
  { value: 'savings', label: 'Savings' },
  { value: 'current', label: 'Current' },
];

/** Spec section 9: the crypto networks. */
export const NETWORKS = [
  { value: 'TRC20', label: 'TRC20' },
  { value: 'SOLANA', label: 'SOLANA' },
] as const;

export type CryptoNetwork = (typeof NETWORKS)[number]['value'];

export const FIELDS = {
  name: 'Account Holder Name',
  amount: 'Amount (₹)',
  accountNumber: 'Account Number',
  accountType: 'Type of Account',
  accountTypePlaceholder: 'Select account type',
  bankName: 'Bank Name',
  ifsc: 'IFSC Code',
  ifscPlaceholder: 'e.g. SBIN0001234',
  network: 'Network',
} as const;

export const DEPOSIT = {
  title: 'Deposit',
  options: 'Deposit option',
  upiHandle: 'Your UPI Handle',
  upiPlaceholder: 'name@bank',
  transaction: 'TNXT Number',
  transactionPlaceholder: 'Transaction number or hash',
  screenshot: 'Payment Screenshot',
  screenshotOptional: 'Payment Screenshot (optional)',
  dropHint: 'Drag and drop the screenshot here, or click to choose an image',
  removeFile: 'Remove image',
  submit: 'Submit Deposit',
  busy: 'Submitting...',
  success: 'Deposit submitted successfully',
  failed: 'Failed to submit',
  thrown: 'Submission failed',
  history: 'Recent Deposit',
  empty: 'No deposits found',
  loading: 'Loading deposits...',
  loadFailed: 'Failed to load deposits',
} as const;

export const DEPOSIT_VALIDATION = {
  name: 'Name is required',
  amountRequired: 'Amount is required',
  amountInvalid: 'Enter a valid amount',
  bankName: 'Bank name is required',
  accountType: 'Account type is required',
  accountNumber: 'Account number is required',
  ifsc: 'IFSC code is required',
  ifscFormat: 'Enter a valid IFSC code (4 letters, 0, then 6 letters or digits)',
  upiHandle: 'UPI handle is required',
  transaction: 'TNXT number is required',
  screenshot: 'Scanner image is required',
  imageOnly: 'Only image files are allowed',
  tooLarge: 'The file must be 5 MB or smaller',
} as const;

export const WITHDRAW = {
  title: 'Withdraw',
  options: 'Withdraw option',
  available: (amount: string) => `Available: ${amount}`,
  availableLoading: 'Available: ...',
  upiId: 'UPI ID',
  upiPlaceholder: 'name@bank',
  address: 'Wallet Address',
  addressPlaceholder: 'Your address on the chosen network',
  scanner: 'Scanner File',
  scannerHint: 'Drag and drop your UPI or wallet QR here, or click to choose an image or PDF',
  removeFile: 'Remove file',
  submit: 'Submit Withdrawal',
  busy: 'Submitting...',
  success: 'Withdrawal request submitted successfully!',
  failed: 'Failed to submit withdrawal request',
  thrown: 'Error submitting withdrawal request. Please try again.',
  history: 'Recent Withdrawal',
  empty: 'No withdrawal history found',
  loading: 'Loading withdrawal history...',
  loadFailed: 'Failed to load withdrawal history',
} as const;

export const WITHDRAW_VALIDATION = {
  name: 'Name is required',
  amount: 'Amount is required and must be greater than 0',
  amountDecimals: 'Enter the amount in rupees with at most 2 decimals',
  overBalance: 'Amount is more than your available balance',
  bankName: 'Bank name is required',
  accountType: 'Account type is required',
  accountNumber: 'Account number is required',
  ifsc: 'IFSC code is required',
  ifscFormat: 'Enter a valid IFSC code (4 letters, 0, then 6 letters or digits)',
  upiId: 'UPI ID is required',
  address: 'Wallet address is required',
  scanner: 'Scanner file is required',
  fileKind: 'Only images or PDF files are allowed',
  tooLarge: 'The file must be 5 MB or smaller',
} as const;

export const HISTORY = {
  type: 'Type',
  amount: 'Amount',
  date: 'Date',
  status: 'Status',
  reference: 'Reference',
  reason: (reason: string) => `Reason: ${reason}`,
} as const;

export const WHERE_TO_PAY = {
  title: 'Where to pay',
  intro: {
    bank: 'Transfer the amount to this bank account, then fill in the form with the account you paid from.',
    upi: 'Pay the amount to this UPI ID, then fill in the form with the UPI handle you paid from.',
    crypto: 'Send the amount to the address of the network you use, then give the transaction number below.',
  },
  accountHolder: 'Account holder',
  bankName: 'Bank',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  accountType: 'Account type',
  upiId: 'UPI ID',
  address: (network: string) => `${network} address`,
  notSet: 'The operator has not set these payment details yet. Please check again later.',
  loading: 'Loading payment details...',
  failed: 'Payment details could not be loaded.',
  copy: (what: string) => `Copy ${what}`,
  copied: 'Copied',
} as const;

export const UPI_PAYMENT = {
  title: 'Pay by UPI',
  enterAmount: 'Enter the amount to get a payment link and QR code for it.',
  ready: (amount: string) => `Get a payment link and QR code for ${amount}.`,
  get: 'Get payment QR',
  busy: 'Preparing...',
  failed: 'The payment link could not be made. Pay to the UPI ID above.',
  link: (amount: string) => `Pay ${amount} in a UPI app`,
  qrAlt: (amount: string) => `UPI QR code to pay ${amount}`,
  scan: 'Or scan this code with any UPI app.',
  reference: 'Reference',
  referenceNote: 'The reference is in the payment note: it tells us which request your payment belongs to. Then attach the screenshot below.',
  payee: 'Paying',
} as const;

/** The in-app notice when an admin changes one of the player's requests. */
export const NOTICES = {
  title: (kind: 'deposit' | 'withdrawal', status: string) => `${kind === 'deposit' ? 'Deposit' : 'Withdrawal'} ${status.toLowerCase()}`,
  body: (kind: 'deposit' | 'withdrawal', amount: string, status: string, reason: string | null) => {
    const what = `Your ${kind} of ${amount}`;
    switch (status) {
      case 'done':
        return kind === 'deposit' ? `${what} is done: the money is in your balance.` : `${what} is done: the money is on its way to you.`;
      case 'rejected':
        return `${what} was rejected${reason ? `: ${reason}` : '.'}${kind === 'withdrawal' ? ' The amount is back in your balance.' : ''}`;
      case 'in_progress':
        return `${what} is in progress.`;
      default:
        return `${what} is on hold.`;
    }
  },
} as const;
