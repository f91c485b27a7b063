import { useComponentsText } from '../../components/components.strings.js';
import { useConsoleRole } from '../../lib/api/console-role.js';

/** Who is signed in to the console and as what; an auditor reads that the session only reads. */
export default function ConsoleRoleNote() {
  const t = useComponentsText();
  const { me } = useConsoleRole();
  if (!me) return null;
  return (
    <>
      {me.username && <span className="console-user">{me.username} · </span>}
      <span data-testid="console-role">
        {me.role === 'auditor' ? (
          <>
            {t('readOnly.auditor')}
            <span className="console-role-detail">{t('readOnly.readOnly')}</span>
          </>
        ) : (
          t('readOnly.admin')
        )}
      </span>
    </>
  );
}
