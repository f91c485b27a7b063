import type { DataColumn } from '../../../components/ui/data-table.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { holderName, requestOption, type AdminRequest } from '../api/admin-requests-api.js';
import { FILTERS, type RequestFilter, type RequestsText } from '../admin-requests.strings.js';

const text = (value: string | null | undefined) => value || '—';

/** 'bank' -> 'Bank' in the language shown; an option the filters do not know shows as it is. */
export function optionLabel(t: RequestsText, option: string): string {
  const found = FILTERS.find((f) => f.value === option);
  return found ? t(found.label) : option;
}

const ACCOUNT_TYPES = { savings: 'accountType.savings', current: 'accountType.current' } as const;

/** 'savings' -> 'Savings', as the forms offer it (in the language shown). */
export function accountType(t: RequestsText, value: string | null | undefined): string {
  if (!value) return '—';
  const key = ACCOUNT_TYPES[value as keyof typeof ACCOUNT_TYPES];
  return key ? t(key) : value.charAt(0).toUpperCase() + value.slice(1);
}

/** The one-line summary of the 'All' filter's Details column. */
export function requestDetails(row: AdminRequest): string {
  switch (requestOption(row)) {
    case 'bank':
      return [row.bank_name, row.account_number, row.ifsc_code].filter(Boolean).join(' · ') || '—';
    case 'upi':
      return text(row.upi_handle);
    case 'crypto':
      return [row.network ?? row.crypto, row.crypto_address ?? (row.network ? row.crypto : null)].filter(Boolean).join(' · ') || '—';
    default:
      return '—';
  }
}

/** Spec section 2: the columns that vary with the filter. */
function filterColumns(t: RequestsText, filter: RequestFilter): DataColumn<AdminRequest>[] {
  const name: DataColumn<AdminRequest> = { key: 'name', header: t('columns.name'), cell: holderName };
  switch (filter) {
    case 'bank':
      return [
        name,
        { key: 'accountNumber', header: t('columns.accountNumber'), cell: (r) => text(r.account_number) },
        { key: 'accountType', header: t('columns.accountType'), cell: (r) => accountType(t, r.type_of_account) },
        { key: 'bankName', header: t('columns.bankName'), cell: (r) => text(r.bank_name) },
        { key: 'ifsc', header: t('columns.ifsc'), cell: (r) => text(r.ifsc_code) },
      ];
    case 'upi':
      return [name, { key: 'upi', header: t('columns.upiHandle'), cell: (r) => text(r.upi_handle) }];
    case 'crypto':
      return [name, { key: 'crypto', header: t('columns.crypto'), cell: (r) => text(r.crypto) }];
    case 'all':
      return [
        name,
        { key: 'option', header: t('columns.option'), cell: (r) => optionLabel(t, requestOption(r)) },
        { key: 'details', header: t('columns.details'), cell: requestDetails, wrap: true },
      ];
  }
}

/** The filter's columns, then amount, status, date and the button that opens the request. */
export function requestColumns(t: RequestsText, filter: RequestFilter, onView: (row: AdminRequest) => void): DataColumn<AdminRequest>[] {
  return [
    ...filterColumns(t, filter),
    { key: 'amount', header: t('columns.amount'), cell: (r) => formatRupees(r.amount) },
    { key: 'status', header: t('columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'date', header: t('columns.date'), cell: (r) => formatIstShort(r.createdAt) },
    {
      key: 'action',
      header: t('columns.action'),
      cell: (r) => (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onView(r)} aria-label={t('columns.viewLabel', { name: holderName(r) })}>
          {t('columns.view')}
        </button>
      ),
    },
  ];
}
