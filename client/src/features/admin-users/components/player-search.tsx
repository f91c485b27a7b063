import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Pager } from '../../../components/ui/pager.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { csvPath } from '../../../lib/api/paged.js';
import { formatIstDateTime, formatRupees } from '../../../lib/format.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useUsersText, type UsersText } from '../admin-users.strings.js';
import { fullName, useGetUsersQuery, type AdminUser } from '../api/users-api.js';
import '../admin-users.css';

export interface PlayerSearchProps {
  /** Names the table (the Users page, or the wallets' player finder). */
  caption: string;
  /** Where a player's row leads: their detail page, or their wallet. */
  linkTo: (user: AdminUser) => string;
  /** Offers the list as CSV with the same search (contract A2). */
  csv?: boolean;
}

function columns(t: UsersText, linkTo: PlayerSearchProps['linkTo']): DataColumn<AdminUser>[] {
  return [
    {
      key: 'name',
      header: t('list.name'),
      cell: (user) => (
        <Link to={linkTo(user)} className="player-link">
          {fullName(user)}
          {user.username && fullName(user) !== user.username && <span className="player-username">@{user.username}</span>}
        </Link>
      ),
    },
    { key: 'email', header: t('list.email'), cell: (user) => user.email || user.mobile || '—' },
    { key: 'amount', header: t('list.amount'), cell: (user) => formatRupees(user.current_balance ?? user.amount ?? 0) },
    { key: 'lastLogin', header: t('list.lastLogin'), cell: (user) => formatIstDateTime(user.lastLoginAt) || t('list.never') },
  ];
}

/**
 * The players list (spec section 2, Users) with a search by name, username, email or
 * mobile (asked once the typing stops) and 'Page X of Y'. The search and page live in the
 * address, so going back from a player returns to the same list.
 */
export function PlayerSearch({ caption, linkTo, csv = false }: PlayerSearchProps) {
  const t = useUsersText();
  const tableColumns = useMemo(() => columns(t, linkTo), [t, linkTo]);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  // The address changed by other means (the sidebar's Users link, Back): the box follows it.
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q !== typed.trim()) setTyped(q);
  }
  const settled = useDebouncedValue(typed.trim(), 300);
  const { data, isLoading, isFetching, isError } = useGetUsersQuery({ page, q });

  // Only a search the typing settled on moves the address (and starts again from page 1).
  const asked = useRef(settled);
  useEffect(() => {
    if (settled === asked.current) return;
    asked.current = settled;
    if (settled !== q) setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, q, setParams]);

  const toPage = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  return (
    <section className="player-search" aria-label={caption}>
      <div className="list-toolbar">
        <FormField label={t('list.search')} type="search" name="q" value={typed} placeholder={t('list.searchHint')} maxLength={100}
          autoComplete="off" className="list-search" onChange={(e) => setTyped(e.target.value)} />
        {csv && <CsvButton path={csvPath('/admin/users-list', { q })} fileName="users.csv" label={t('list.csv')} />}
      </div>
      {isLoading ? (
        <Spinner label={t('list.loading')} />
      ) : isError ? (
        <Alert kind="error">{t('list.failed')}</Alert>
      ) : (
        <>
          {data && data.total > 0 && <p className="muted list-count">{t('list.count', { count: data.total })}</p>}
          <DataTable caption={caption} columns={tableColumns} rows={data?.rows ?? []} rowKey={(user) => user._id}
            empty={q ? t('list.noMatch', { query: q }) : t('list.empty')} />
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={toPage} busy={isFetching} />
        </>
      )}
    </section>
  );
}
