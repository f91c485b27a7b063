import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.js';
import { Guard } from './guards/guard.js';
import { LanguageSwitch } from './i18n/language-switch.js';
import { AdminLayout } from './layouts/admin-layout.js';
import { PlayerLayout } from './layouts/player-layout.js';
import { PublicLayout } from './layouts/public-layout.js';
import { InstallAppButton } from './pwa/install-app-button.js';
import { PageUnavailableBoundary } from './pwa/page-unavailable.js';
import { LoginRoute } from './routes/login-route.js';
import {
  AdminActionsRoute,
  AdminLoginRoute,
  CreateProfileRoute,
  RegisterRoute,
  AdminAuditRoute,
  AdminDashboardRoute,
  AdminDepositsRoute,
  AdminPlayerRoute,
  AdminRoundsRoute,
  AdminSettingsRoute,
  AdminUsersRoute,
  AdminWalletRoute,
  AdminWalletsRoute,
  AdminWithdrawsRoute,
  DepositRoute,
  ForgotPasswordRoute,
  HowToPlayRoute,
  PrivacyRoute,
  ProfileRoute,
  ProofRoute,
  ResetPasswordRoute,
  ResponsiblePlayRoute,
  ResultsRoute,
  StatementRoute,
  TermsRoute,
  TicketRoute,
  WithdrawRoute,
} from './routes/lazy-pages.js';
import { NotFound } from './routes/not-found.js';
import { DashboardRoute } from './routes/pages.js';
import { SessionGate } from './session/session-gate.js';

// A page whose code cannot be fetched (offline, before the worker kept it) says so inside the frame.
const page = (element: ReactNode) => (
  <PageUnavailableBoundary>
    <Suspense fallback={<Spinner />}>{element}</Suspense>
  </PageUnavailableBoundary>
);

/** The pages without a frame (sign-in, sign-up, recovery, profile set-up) carry the language switch (and 'Install app' when offered) at the top. */
function WithLanguageSwitch() {
  return (
    <>
      <div className="language-corner app-tools">
        <LanguageSwitch />
        <InstallAppButton />
      </div>
      <Outlet />
    </>
  );
}

/** The route table of spec section 2, each group behind its guard. */
export const appRoutes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      {
        element: <WithLanguageSwitch />,
        children: [
          { element: <Guard access="visitor" />, children: [{ path: '/', element: <LoginRoute /> }] },
          {
            element: <Guard access="signed-out" />,
            children: [
              { path: '/register', element: page(<RegisterRoute />) },
              { path: '/forgot-password', element: page(<ForgotPasswordRoute />) },
            ],
          },
          { element: <Guard access="admin-login" />, children: [{ path: '/admin/login', element: page(<AdminLoginRoute />) }] },
          // Opened from a mailed link, whatever the session.
          { path: '/reset-password', element: page(<ResetPasswordRoute />) },
          { element: <Guard access="profile-setup" />, children: [{ path: '/create-profile', element: page(<CreateProfileRoute />) }] },
        ],
      },
      // Public (issue 11): anyone may check every draw, signed in or not.
      {
        element: <PublicLayout />,
        children: [
          { path: '/results', element: <Navigate to="/results/3h" replace /> },
          { path: '/results/:period', element: page(<ResultsRoute />) },
          { path: '/draws/:drawId/proof', element: page(<ProofRoute />) },
        ],
      },
      {
        element: <Guard access="player" />,
        children: [
          {
            element: <PlayerLayout />,
            children: [
              { path: '/dashboard', element: <DashboardRoute /> },
              { path: '/profile', element: page(<ProfileRoute />) },
              { path: '/terms', element: page(<TermsRoute />) },
              { path: '/privacy', element: page(<PrivacyRoute />) },
              { path: '/how-to-play', element: page(<HowToPlayRoute />) },
              { path: '/withdraw', element: page(<WithdrawRoute />) },
              { path: '/deposit', element: page(<DepositRoute />) },
              { path: '/tickets/:ticketId', element: page(<TicketRoute />) },
              { path: '/statement', element: page(<StatementRoute />) },
              { path: '/responsible-play', element: page(<ResponsiblePlayRoute />) },
            ],
          },
        ],
      },
      {
        element: <Guard access="admin" />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { path: '/admin/dashboard', element: page(<AdminDashboardRoute />) },
              { path: '/admin/users', element: page(<AdminUsersRoute />) },
              { path: '/admin/withdraw', element: page(<AdminWithdrawsRoute />) },
              { path: '/admin/deposit', element: page(<AdminDepositsRoute />) },
              { path: '/admin/settings', element: page(<AdminSettingsRoute />) },
              // The auditor's console (issue 12): admins and auditors read these alike.
              { path: '/admin/users/:userId', element: page(<AdminPlayerRoute />) },
              { path: '/admin/wallets', element: page(<AdminWalletsRoute />) },
              { path: '/admin/wallets/:userId', element: page(<AdminWalletRoute />) },
              { path: '/admin/audit', element: page(<AdminAuditRoute />) },
              { path: '/admin/rounds', element: page(<AdminRoundsRoute />) },
              { path: '/admin/actions', element: page(<AdminActionsRoute />) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
