import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatIstDateTime, formatRupees } from '../../../lib/format.js';
import { USERS as T } from '../admin-users.strings.js';
import { USERS_PAGE_LIMIT, useGetUsersQuery, type AdminUser } from '../api/users-api.js';

function name(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username || T.missing;
}

const COLUMNS: DataColumn<AdminUser>[] = [
  { key: 'name', header: T.name, cell: name },
  { key: 'email', header: T.email, cell: (user) => user.email || user.mobile || T.missing },
  { key: 'amount', header: T.amount, cell: (user) => formatRupees(user.current_balance ?? user.amount ?? 0) },
  { key: 'lastLogin', header: T.lastLogin, cell: (user) => formatIstDateTime(user.lastLoginAt) || T.never },
];

/** Admin Users (spec section 2): Name, Email (or mobile), Amount, Last Login in IST. */
export function UsersTable() {
  const { data, error, isLoading } = useGetUsersQuery({ page: 1, limit: USERS_PAGE_LIMIT });

  if (isLoading) return <Spinner label={T.loading} />;
  if (error) return <Alert kind="error">{T.failed}</Alert>;
  const users = data?.data ?? [];
  return (
    <>
      <DataTable caption={T.title} columns={COLUMNS} rows={users} rowKey={(user) => user._id} empty={T.empty} />
      {data?.pagination && data.pagination.total > users.length && (
        <p className="muted">{T.showing(users.length, data.pagination.total)}</p>
      )}
    </>
  );
}
