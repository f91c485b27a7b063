/** Every word the admin Users page shows (spec sections 2 and 8; the headings are exact). */
export const USERS = {
  title: 'Users',
  loading: 'Loading users...',
  failed: 'Failed to load users',
  empty: 'No users found',
  name: 'Name',
  email: 'Email',
  amount: 'Amount',
  lastLogin: 'Last Login Date and Time',
  never: 'Never',
  missing: '—',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} users`,
} as const;
