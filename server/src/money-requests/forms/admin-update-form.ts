import { hasInvisibleCharacters } from '../../shared/http/text-fields.js';
import { text, type Message } from '../../shared/i18n/message.js';
import { REQUEST_STATUSES, type MoneyRequestStatus } from '../money-request.js';
import { NothingToChangeError, RequestFieldError } from '../money-requests.errors.js';
import { readAmount, fieldValue, tooLargeMessage } from './field-rules.js';

/** The fields of PUT /admin/deposits/{id} and /admin/withdraws/{id} (JSON or multipart; `image`: a withdrawal's proof). */
export const ADMIN_UPDATE_FIELDS = ['amount', 'status', 'reason', 'version'] as const;

export interface AdminUpdateForm {
  status?: MoneyRequestStatus;
  amountPaise?: number;
  reason?: string;
  expectedVersion?: number;
}

/**
 * An admin's change: the amount (rupees) and status the specification's modal sends, a
 * rejection reason, and the version the admin saw (body `version` or an If-Match header),
 * all optional but not all absent.
 */
export function checkAdminUpdate(fields: Record<string, string>, ifMatch: string | undefined, hasFile: boolean, maxPaise: number): AdminUpdateForm {
  const form: AdminUpdateForm = {};
  const status = fieldValue(fields, 'status');
  if (status) {
    if (!(REQUEST_STATUSES as readonly string[]).includes(status)) fail('status', text('Select a valid status: on_hold, in_progress, done or rejected'));
    form.status = status as MoneyRequestStatus;
  }
  const rawAmount = fieldValue(fields, 'amount');
  if (rawAmount) {
    const amount = readAmount(rawAmount, 1, maxPaise);
    if ('problem' in amount) fail('amount', amount.problem === 'too_large' ? tooLargeMessage(maxPaise) : text('Enter a valid amount'));
    form.amountPaise = amount.paise;
  }
  const reason = fieldValue(fields, 'reason');
  if (reason) {
    if (reason.length > 300) fail('reason', text('The reason must be at most 300 characters'));
    if (hasInvisibleCharacters(reason, { allowJoiners: true })) fail('reason', text('Enter the reason as plain text'));
    form.reason = reason;
  }
  const version = fieldValue(fields, 'version') || ifMatch?.replace(/^W\//, '').replace(/"/g, '').trim() || '';
  if (version) {
    if (!/^[1-9]\d{0,8}$/.test(version)) fail('version', text('version must be a whole number from 1'));
    form.expectedVersion = Number(version);
  }
  if (form.status === undefined && form.amountPaise === undefined && !hasFile && form.reason === undefined) throw new NothingToChangeError();
  return form;
}

function fail(field: string, message: Message): never {
  throw new RequestFieldError(message, field);
}
