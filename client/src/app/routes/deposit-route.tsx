import { DepositPage } from '../../features/money-requests/components/deposit-page.js';
import { useDepositGate } from '../../features/responsible-play/components/deposit-gate.js';

/**
 * The Deposit page behind responsible play (issue 12): during a break its notice, before a
 * first deposit the limits prompt, stand in the form's place.
 */
export function DepositRoute() {
  return <DepositPage blocker={useDepositGate()} />;
}
