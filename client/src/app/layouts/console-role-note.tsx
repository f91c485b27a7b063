import { READ_ONLY } from '../../components/ui/read-only.js';
import { useConsoleRole } from '../../lib/api/console-role.js';

/** Who is signed in to the console and as what; an auditor reads that the session only reads. */
export default function ConsoleRoleNote() {
  const { me } = useConsoleRole();
  if (!me) return null;
  return (
    <>
      {me.username && <span className="console-user">{me.username} · </span>}
      <span data-testid="console-role">
        {me.role === 'auditor' ? (
          <>
            {READ_ONLY.auditor}
            <span className="console-role-detail">{READ_ONLY.readOnly}</span>
          </>
        ) : (
          READ_ONLY.admin
        )}
      </span>
    </>
  );
}
