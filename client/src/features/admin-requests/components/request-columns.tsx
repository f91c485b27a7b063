import type { DataColumn } from '../../../components/ui/data-table.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { holderName, requestOption, type AdminRequest } from '../api/admin-requests-api.js';
import { COLUMNS as C, FILTERS, type RequestFilter } from '../admin-requests.strings.js';

const text = (value: string | null | undefined) => value || '—';

export function optionLabel(option: string): string {
  return FILTERS.find((f) => f.value === option)?.label ?? option;
}

/** 'savings' -> 'Savings', as the forms offer it. */
export function accountType(value: string | null | undefined): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '—';
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
function filterColumns(filter: RequestFilter): DataColumn<AdminRequest>[] {
  const name: DataColumn<AdminRequest> = { key: 'name', header: C.name, cell: holderName };
  switch (filter) {
    case 'bank':
      return [
        name,
        { key: 'accountNumber', header: C.accountNumber, cell: (r) => text(r.account_number) },
        { key: 'accountType', header: C.accountType, cell: (r) => accountType(r.type_of_account) },
        { key: 'bankName', header: C.bankName, cell: (r) => text(r.bank_name) },
        { key: 'ifsc', header: C.ifsc, cell: (r) => text(r.ifsc_code) },
      ];
    case 'upi':
      return [name, { key: 'upi', header: C.upiHandle, cell: (r) => text(r.upi_handle) }];
    case 'crypto':
      return [name, { key: 'crypto', header: C.crypto, cell: (r) => text(r.crypto) }];
    case 'all':
      return [
        name,
        { key: 'option', header: C.option, cell: (r) => optionLabel(requestOption(r)) },
        { key: 'details', header: C.details, cell: requestDetails, wrap: true },
      ];
  }
}

/** The filter's columns, then amount, status, date and the button that opens the request. */
export function requestColumns(filter: RequestFilter, onView: (row: AdminRequest) => void): DataColumn<AdminRequest>[] {
  return [
    ...filterColumns(filter),
    { key: 'amount', header: C.amount, cell: (r) => formatRupees(r.amount) },
    { key: 'status', header: C.status, cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'date', header: C.date, cell: (r) => formatIstShort(r.createdAt) },
    {
      key: 'action',
      header: C.action,
      cell: (r) => (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onView(r)} aria-label={C.viewLabel(holderName(r))}>
          {C.view}
        </button>
      ),
    },
  ];
}
