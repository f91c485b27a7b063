import type { DepositValues, WithdrawValues } from '../validation.js';

/**
 * The multipart bodies of POST /user/deposit and /user/withdraw, with the field names of
 * spec section 3 (`crypto` is the transaction number of a deposit and the network of a
 * withdrawal) and the names the server's OpenAPI document gives the rest (network,
 * crypto_address, payment_reference).
 */
export function depositBody(values: DepositValues, paymentReference?: string): FormData {
  const body = new FormData();
  body.set('deposit_option', values.option);
  body.set('amount', values.amount.trim());
  body.set('account_holder_name', values.name.trim());
  if (values.option === 'bank') setBank(body, values);
  if (values.option === 'upi') body.set('upi_handle', values.upiHandle.trim());
  // The reference of the UPI payment link the player paid with (GET /user/deposit/upi-payment).
  if (paymentReference) body.set('payment_reference', paymentReference);
  if (values.option === 'crypto') {
    body.set('crypto', values.transaction.trim());
    body.set('network', values.network);
  }
  if (values.file) body.set('image', values.file, values.file.name);
  return body;
}

export function withdrawBody(values: WithdrawValues): FormData {
  const body = new FormData();
  body.set('withdraw_option', values.option);
  body.set('amount', values.amount.trim());
  body.set('account_holder_name', values.name.trim());
  if (values.option === 'bank') setBank(body, values);
  if (values.option === 'upi') body.set('upi_handle', values.upiId.trim());
  if (values.option === 'crypto') {
    body.set('crypto', values.network);
    body.set('crypto_address', values.address.trim());
  }
  if (values.file) body.set('image', values.file, values.file.name);
  return body;
}

function setBank(body: FormData, values: DepositValues | WithdrawValues) {
  body.set('bank_name', values.bankName.trim());
  body.set('type_of_account', values.accountType);
  body.set('account_number', values.accountNumber.trim());
  body.set('ifsc_code', values.ifsc.trim().toUpperCase());
}
