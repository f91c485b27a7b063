import { Alert } from '../../../components/ui/alert.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatIstDateTime, formatRupees } from '../../../lib/format.js';
import { USERS as T } from '../admin-users.strings.js';
import { USERS_PAGE_LIMIT, useGetUsersQuery, type AdminUser } from '../api/users-api.js';

function name(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username || T.missing;
}

/** Admin Users (spec section 2): Name, Email (or mobile), Amount, Last Login in IST. */
export function UsersTable() {
  const { data, error, isLoading } = useGetUsersQuery({ page: 1, limit: USERS_PAGE_LIMIT });

  if (isLoading) return <Spinner label={T.loading} />;
  if (error) return <Alert kind="error">{T.failed}</Alert>;
  const users = data?.data ?? [];
  return (
    <div className="table-wrap card">
      <table className="table">
        <caption className="visually-hidden">{T.title}</caption>
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.email}</th>
            <th scope="col">{T.amount}</th>
            <th scope="col">{T.lastLogin}</th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={4} className="muted">
                {T.empty}
              </td>
            </tr>
          ) : (
            users.map((user) => (
              <tr key={user._id}>
                <td>{name(user)}</td>
                <td>{user.email || user.mobile || T.missing}</td>
                <td>{formatRupees(user.current_balance ?? user.amount ?? 0)}</td>
                <td>{formatIstDateTime(user.lastLoginAt) || T.never}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {data?.pagination && data.pagination.total > users.length && (
        <p className="muted">
          {T.showing(users.length, data.pagination.total)}
        </p>
      )}
    </div>
  );
}
