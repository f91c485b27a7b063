import type { PaymentDetails } from '../api/settings-api.js';
import { SETTINGS } from '../admin-settings.strings.js';

/** The payment details in a few lines, for the page and the history ('Not set' when none). */
export function paymentSummary(details: PaymentDetails | null | undefined): string[] {
  if (!details) return [SETTINGS.notSet];
  const lines: string[] = [];
  const bank = details.bank;
  if (bank) lines.push(`Bank: ${bank.account_holder_name}, ${bank.bank_name}, ${bank.account_number}, ${bank.ifsc_code} (${bank.type_of_account})`);
  if (details.upi_id) lines.push(`UPI: ${details.upi_id}`);
  for (const network of ['TRC20', 'SOLANA'] as const) {
    const address = details.crypto?.[network];
    if (address) lines.push(`${network}: ${address}`);
  }
  return lines.length ? lines : [SETTINGS.notSet];
}
