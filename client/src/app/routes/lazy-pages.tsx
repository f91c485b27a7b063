import { lazy } from 'react';

/**
 * Pages outside the first visit load on demand, which keeps the player's first page
 * small (DESIGN.md section 7: under 150 KB of gzipped JavaScript).
 */
// The sign-in page is the only one of its kind in the first script (issue 14: <= 120 KB brotli).
export const RegisterRoute = lazy(async () => ({ default: (await import('./auth-routes.js')).RegisterRoute }));
export const AdminLoginRoute = lazy(async () => ({ default: (await import('./auth-routes.js')).AdminLoginRoute }));
export const CreateProfileRoute = lazy(async () => ({ default: (await import('./create-profile.js')).CreateProfileRoute }));
export const ProfileRoute = lazy(() => import('./profile.js'));
export const TermsRoute = lazy(async () => ({ default: (await import('../../features/legal/components/terms.js')).Terms }));
export const PrivacyRoute = lazy(async () => ({ default: (await import('../../features/legal/components/privacy.js')).Privacy }));
export const HowToPlayRoute = lazy(async () => ({
  default: (await import('../../features/how-to-play/components/how-to-play.js')).HowToPlay,
}));
// Each console page is its own chunk: neither a player nor another console page pays for it.
export const AdminUsersRoute = lazy(() => import('./admin-users.js'));
export const AdminPlayerRoute = lazy(async () => ({
  default: (await import('../../features/admin-users/components/player-page.js')).PlayerPage,
}));
export const AdminWalletsRoute = lazy(async () => ({ default: (await import('./admin-wallets.js')).AdminWallets }));
export const AdminWalletRoute = lazy(async () => ({ default: (await import('./admin-wallets.js')).AdminWallet }));
export const AdminAuditRoute = lazy(async () => ({ default: (await import('../../features/admin-audit/components/audit-page.js')).AuditPage }));
export const AdminRoundsRoute = lazy(async () => ({ default: (await import('../../features/admin-rounds/components/rounds-page.js')).RoundsPage }));
export const AdminActionsRoute = lazy(async () => ({ default: (await import('../../features/admin-actions/components/actions-page.js')).ActionsPage }));
export const DepositRoute = lazy(async () => ({ default: (await import('./deposit-route.js')).DepositRoute }));
export const WithdrawRoute = lazy(async () => ({ default: (await import('./withdraw-route.js')).WithdrawRoute }));
export const AdminDepositsRoute = lazy(async () => {
  const { RequestsPage } = await import('../../features/admin-requests/components/requests-page.js');
  return { default: () => <RequestsPage kind="deposit" /> };
});
export const AdminWithdrawsRoute = lazy(async () => {
  const { RequestsPage } = await import('../../features/admin-requests/components/requests-page.js');
  return { default: () => <RequestsPage kind="withdraw" /> };
});
export const AdminSettingsRoute = lazy(async () => ({
  default: (await import('../../features/admin-settings/components/settings-page.js')).SettingsPage,
}));
export const AdminDashboardRoute = lazy(() => import('./admin-dashboard.js'));
export const ForgotPasswordRoute = lazy(async () => ({
  default: (await import('../../features/auth/components/forgot-password-form.js')).ForgotPasswordForm,
}));
export const ResetPasswordRoute = lazy(async () => ({
  default: (await import('../../features/auth/components/reset-password-form.js')).ResetPasswordForm,
}));
export const ResultsRoute = lazy(async () => ({
  default: (await import('../../features/results/components/results-history.js')).ResultsHistory,
}));
// The proof page's checks load the BLS library later still, only when Verify is pressed.
export const ProofRoute = lazy(async () => ({ default: (await import('../../features/results/components/proof-page.js')).ProofPage }));
export const TicketRoute = lazy(async () => ({ default: (await import('../../features/results/components/ticket-page.js')).TicketPage }));
export const StatementRoute = lazy(async () => ({ default: (await import('./statement-route.js')).StatementRoute }));
export const ResponsiblePlayRoute = lazy(async () => ({
  default: (await import('../../features/responsible-play/components/responsible-play-page.js')).ResponsiblePlayPage,
}));
