import type { PaymentDetails } from '../api/settings-api.js';
import type { SettingsText } from '../admin-settings.strings.js';

/** The payment details in a few lines, for the page and the history ('Not set' when none). */
export function paymentSummary(t: SettingsText, details: PaymentDetails | null | undefined): string[] {
  if (!details) return [t('page.notSet')];
  const lines: string[] = [];
  const bank = details.bank;
  if (bank) {
    lines.push(t('summary.bank', {
      holder: bank.account_holder_name, bankName: bank.bank_name, accountNumber: bank.account_number, ifsc: bank.ifsc_code,
      accountType: bank.type_of_account,
    }));
  }
  if (details.upi_id) lines.push(t('summary.upi', { upiId: details.upi_id }));
  for (const network of ['TRC20', 'SOLANA'] as const) {
    const address = details.crypto?.[network];
    if (address) lines.push(`${network}: ${address}`);
  }
  return lines.length ? lines : [t('page.notSet')];
}
