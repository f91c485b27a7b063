import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { useSessionActions } from '../session/use-session-actions.js';

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/withdraw', label: 'Withdraw' },
  { to: '/admin/deposit', label: 'Deposit' },
  { to: '/admin/settings', label: 'Settings' },
];

export function AdminLayout() {
  const { adminLogout } = useSessionActions();
  return <SidebarLayout brand="Fairdraw Admin" links={LINKS} onLogout={() => void adminLogout()} />;
}
