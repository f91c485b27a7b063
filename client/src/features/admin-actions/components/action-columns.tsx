import type { DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort } from '../../../lib/format.js';
import { ACTIONS as T } from '../admin-actions.strings.js';
import type { AdminAction } from '../api/actions-api.js';

function who(action: AdminAction): string {
  const role = action.actor.role ? T.roles[action.actor.role] ?? action.actor.role : null;
  return role ? `${action.actor.username} (${role})` : action.actor.username;
}

function Summary({ action }: { action: AdminAction }) {
  const hasDetails = action.details && typeof action.details === 'object' && Object.keys(action.details).length > 0;
  return (
    <>
      <span>{action.summary || T.none}</span>
      {hasDetails && (
        <details className="action-details">
          <summary>{T.details}</summary>
          <pre>{JSON.stringify(action.details, null, 2)}</pre>
        </details>
      )}
    </>
  );
}

/** The action log's columns (contract A9): when, who (with their role), what kind, on what, and what changed. */
export const ACTION_COLUMNS: DataColumn<AdminAction>[] = [
  { key: 'time', header: T.time, cell: (a) => formatIstShort(a.at) || T.none },
  { key: 'who', header: T.who, cell: who },
  { key: 'kind', header: T.kind, cell: (a) => T.kinds[a.kind] ?? a.kind },
  { key: 'subject', header: T.subject, cell: (a) => a.subject || T.none, wrap: true },
  { key: 'summary', header: T.summary, cell: (a) => <Summary action={a} />, wrap: true },
];
