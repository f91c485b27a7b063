/** The admin dashboard's cards (spec sections 2 and 8; exact). */
export const STATS = {
  label: 'Totals',
  totalUsers: 'Total Users',
  totalWithdraw: 'Total Withdraw',
  totalDeposit: 'Total Deposit',
  loading: 'Loading stats...',
  failed: 'Failed to load stats',
} as const;
