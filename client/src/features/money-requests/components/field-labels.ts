import type { MoneyOption, MoneyRequestsText } from '../money-requests.strings.js';

type Labels = Record<string, string>;

/**
 * The labels of the fields each form shows for an option, in the order they are on the
 * page (spec section 5's order): the error summary names each problem's field by them.
 */
function commonLabels(t: MoneyRequestsText, option: MoneyOption): Labels {
  const labels: Labels = { name: t('field.name'), amount: t('field.amount') };
  if (option !== 'bank') return labels;
  return { ...labels, bankName: t('field.bankName'), accountType: t('field.accountType'), accountNumber: t('field.accountNumber'), ifsc: t('field.ifsc') };
}

export function depositLabels(t: MoneyRequestsText, option: MoneyOption): Labels {
  const labels = commonLabels(t, option);
  if (option === 'upi') labels.upiHandle = t('deposit.upiHandle');
  if (option === 'crypto') labels.transaction = t('deposit.transaction');
  labels.file = t(option === 'bank' ? 'deposit.screenshotOptional' : 'deposit.screenshot');
  return labels;
}

export function withdrawLabels(t: MoneyRequestsText, option: MoneyOption): Labels {
  const labels = commonLabels(t, option);
  if (option === 'upi') labels.upiId = t('withdraw.upiId');
  if (option === 'crypto') labels.address = t('withdraw.address');
  if (option !== 'bank') labels.file = t('withdraw.scanner');
  return labels;
}
