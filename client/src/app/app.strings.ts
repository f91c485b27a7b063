/**
 * The app shell's words: sidebar links, page titles, the session spinner and the 404 page
 * (spec section 2; exact).
 */
export const PLAYER_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/how-to-play', label: 'How to Play' },
  { to: '/withdraw', label: 'Withdraw' },
  { to: '/deposit', label: 'Deposit' },
  // Issue 12, after the specification's seven.
  { to: '/statement', label: 'Statement' },
  { to: '/responsible-play', label: 'Responsible Play' },
];

export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/withdraw', label: 'Withdraw' },
  { to: '/admin/deposit', label: 'Deposit' },
  { to: '/admin/settings', label: 'Settings' },
  // The auditor's console (issue 12), after the specification's five.
  { to: '/admin/wallets', label: 'Wallets' },
  { to: '/admin/audit', label: 'Audit' },
  { to: '/admin/rounds', label: 'Rounds' },
  { to: '/admin/actions', label: 'Action Log' },
];

export const BRANDS = { player: 'Fairdraw', admin: 'Fairdraw Admin' } as const;

/** The public pages' top bar (results and proofs), for a visitor. */
export const PUBLIC_LINKS = { signIn: 'Login' } as const;

/** Page titles the app shell sets (the money pages' own titles live with their features). */
export const TITLES = {
  dashboard: 'Dashboard',
  profile: 'Profile',
  users: 'Users',
  withdraw: 'Withdraw',
  deposit: 'Deposit',
  withdrawRequests: 'Withdraw Requests',
  depositRequests: 'Deposit Requests',
  settings: 'Upload Latest News',
  wallets: 'Wallets',
} as const;

/**
 * Each route's document title (issue 14: screen-reader and tab users tell pages apart),
 * shown as "<title> · <brand>". Keyed by the route's path pattern in routes.tsx.
 */
export const PAGE_TITLES = {
  '/': 'Login',
  '/register': 'Register',
  '/forgot-password': 'Forgot Password',
  '/admin/login': 'Admin Login',
  '/reset-password': 'Reset Password',
  '/results/:period': 'Results',
  '/draws/:drawId/proof': 'Draw Proof',
  '/create-profile': 'Create Profile',
  '/dashboard': 'Dashboard',
  '/profile': 'Profile',
  '/terms': 'Terms & Conditions',
  '/privacy': 'Privacy Policy',
  '/how-to-play': 'How to Play',
  '/withdraw': 'Withdraw',
  '/deposit': 'Deposit',
  '/tickets/:ticketId': 'Ticket',
  '/statement': 'Statement',
  '/responsible-play': 'Responsible Play',
  '/admin/dashboard': 'Dashboard',
  '/admin/users': 'Users',
  '/admin/withdraw': 'Withdraw Requests',
  '/admin/deposit': 'Deposit Requests',
  '/admin/settings': 'Settings',
  '/admin/users/:userId': 'Player',
  '/admin/wallets': 'Wallets',
  '/admin/wallets/:userId': 'Wallet',
  '/admin/audit': 'Audit',
  '/admin/rounds': 'Rounds',
  '/admin/actions': 'Action Log',
  '*': 'Page Not Found',
} as const;

/** What an auditor reads where an admin has controls that change something. */
export const READ_ONLY_NOTES = {
  dashboard: 'Prize tables and results are set by admins.',
} as const;

export const LOADING_SESSION = 'Loading session...';
export const LOADING_DRAWS = 'Loading draws...';

export const NOT_FOUND = {
  code: '404',
  title: 'Oops! Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Go Home',
  back: 'Go Back',
} as const;
