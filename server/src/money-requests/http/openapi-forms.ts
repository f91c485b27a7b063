import type { ApiBody } from '@nestjs/swagger';

/** The OpenAPI schema type (not exported by @nestjs/swagger under its own name). */
type SchemaObject = Extract<Parameters<typeof ApiBody>[0], { schema: unknown }>['schema'];

/** The multipart bodies of the money routes, for the OpenAPI document (the handlers read them with forms/form-reader.ts). */
const stringField = (description: string): SchemaObject => ({ type: 'string', description });
const file = (description: string): SchemaObject => ({ type: 'string', format: 'binary', description });
const bank = {
  account_number: stringField('bank: 9 to 18 digits'),
  type_of_account: stringField('bank: savings or current'),
  bank_name: stringField('bank'),
  ifsc_code: stringField('bank: IFSC, 4 letters, 0, 6 letters or digits'),
};

export const DEPOSIT_FORM: SchemaObject = {
  type: 'object',
  required: ['deposit_option', 'amount', 'account_holder_name'],
  properties: {
    deposit_option: { type: 'string', enum: ['bank', 'upi', 'crypto'] },
    amount: stringField('Rupees, at least 1, at most 2 decimals, at most MONEY_REQUEST_MAX_RUPEES (default 1,00,000)'),
    account_holder_name: stringField('The payer (also accepted as `name`)'),
    ...bank,
    upi_handle: stringField('upi: the handle paid from (name@bank)'),
    crypto: stringField('crypto: the transaction (TNXT) number'),
    network: { type: 'string', enum: ['TRC20', 'SOLANA'], description: 'crypto: the network' },
    payment_reference: stringField('optional: the reference of GET /user/deposit/upi-payment that was put in the payment note'),
    image: file('The payment screenshot, an image (JPEG, PNG or WebP, at most 5 MB); required for upi and crypto'),
  },
};

export const WITHDRAWAL_FORM: SchemaObject = {
  type: 'object',
  required: ['withdraw_option', 'amount', 'account_holder_name'],
  properties: {
    withdraw_option: { type: 'string', enum: ['bank', 'upi', 'crypto'] },
    amount: stringField('Rupees, more than 0, at most 2 decimals; held from the money balance at once'),
    account_holder_name: stringField('The payee (also accepted as `name`)'),
    ...bank,
    upi_handle: stringField('upi: the UPI ID to pay to'),
    crypto: { type: 'string', enum: ['TRC20', 'SOLANA'], description: 'crypto: the network' },
    crypto_address: stringField('crypto: the address to pay to on that network'),
    image: file('The scanner (QR) file, an image or a PDF (at most 5 MB); required for upi and crypto'),
  },
};

const UPDATE_FIELDS = {
  amount: stringField('Rupees; a deposit is credited the amount it has when set done'),
  status: { type: 'string', enum: ['on_hold', 'in_progress', 'done', 'rejected'] },
  reason: stringField('Shown to the player with a rejection (at most 300 characters)'),
  version: stringField('The request version the admin saw (or an If-Match header); another one is a 409'),
} satisfies Record<string, SchemaObject>;

export const DEPOSIT_UPDATE_FORM: SchemaObject = { type: 'object', properties: UPDATE_FIELDS };
export const WITHDRAWAL_UPDATE_FORM: SchemaObject = {
  type: 'object',
  properties: { ...UPDATE_FIELDS, image: file('Optional proof of payment, an image or a PDF (multipart only)') },
};
