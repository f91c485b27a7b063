import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { useSessionActions } from '../session/use-session-actions.js';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/how-to-play', label: 'How to Play' },
  { to: '/withdraw', label: 'Withdraw' },
  { to: '/deposit', label: 'Deposit' },
];

export function PlayerLayout() {
  const { logout } = useSessionActions();
  return <SidebarLayout brand="Fairdraw" links={LINKS} onLogout={() => void logout()} />;
}
