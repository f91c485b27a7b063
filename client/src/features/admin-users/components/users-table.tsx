import { Alert } from '../../../components/ui/alert.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatIstDateTime, formatRupees } from '../../../lib/format.js';
import { USERS_PAGE_LIMIT, useGetUsersQuery, type AdminUser } from '../api/users-api.js';

function name(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username || '—';
}

/** Admin Users (spec section 2): Name, Email (or mobile), Amount, Last Login in IST. */
export function UsersTable() {
  const { data, error, isLoading } = useGetUsersQuery({ page: 1, limit: USERS_PAGE_LIMIT });

  if (isLoading) return <Spinner label="Loading users..." />;
  if (error) return <Alert kind="error">Failed to load users</Alert>;
  const users = data?.data ?? [];
  return (
    <div className="table-wrap card">
      <table className="table">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Amount</th>
            <th scope="col">Last Login Date and Time</th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={4} className="muted">
                No users found
              </td>
            </tr>
          ) : (
            users.map((user) => (
              <tr key={user._id}>
                <td>{name(user)}</td>
                <td>{user.email || user.mobile || '—'}</td>
                <td>{formatRupees(user.current_balance ?? user.amount ?? 0)}</td>
                <td>{formatIstDateTime(user.lastLoginAt) || 'Never'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {data?.pagination && data.pagination.total > users.length && (
        <p className="muted">
          Showing {users.length} of {data.pagination.total} users
        </p>
      )}
    </div>
  );
}
