import type { DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort } from '../../../lib/format.js';
import { labelOf, NONE, useAdminActionsText, type AdminActionsText } from '../admin-actions.strings.js';
import type { AdminAction } from '../api/actions-api.js';

/** 'root (admin)', or the name alone for the server itself ('cli', 'system'). */
function who(t: AdminActionsText, action: AdminAction): string {
  const role = action.actor.role ? labelOf(t, 'roles', action.actor.role) : null;
  return role ? t('who', { name: action.actor.username, role }) : action.actor.username;
}

function Summary({ action }: { action: AdminAction }) {
  const t = useAdminActionsText();
  const hasDetails = action.details && typeof action.details === 'object' && Object.keys(action.details).length > 0;
  return (
    <>
      {/* The summary is the server's, shown as it is. */}
      <span>{action.summary || NONE}</span>
      {hasDetails && (
        <details className="action-details">
          <summary>{t('details')}</summary>
          <pre>{JSON.stringify(action.details, null, 2)}</pre>
        </details>
      )}
    </>
  );
}

/** The action log's columns (contract A9): when, who (with their role), what kind, on what, and what changed. */
export const actionColumns = (t: AdminActionsText): DataColumn<AdminAction>[] => [
  { key: 'time', header: t('columns.time'), cell: (a) => formatIstShort(a.at) || NONE },
  { key: 'who', header: t('columns.who'), cell: (a) => who(t, a) },
  { key: 'kind', header: t('columns.kind'), cell: (a) => labelOf(t, 'kinds', a.kind) },
  { key: 'subject', header: t('columns.subject'), cell: (a) => a.subject || NONE, wrap: true },
  { key: 'summary', header: t('columns.summary'), cell: (a) => <Summary action={a} />, wrap: true },
];
