import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { formatIstShort } from '../../../lib/format.js';
import { AUDIT as T } from '../admin-audit.strings.js';
import type { AuditRun } from '../api/audit-api.js';
import type { Paged } from '../../../lib/api/paged.js';

export function RunStatus({ status }: { status: string }) {
  return <span className={`run-status run-status-${status}`}>{T.statuses[status] ?? status}</span>;
}

export const byline = (run: AuditRun) => (run.startedBy.role ? `${run.startedBy.username} (${run.startedBy.role})` : run.startedBy.username);

export interface AuditRunsProps {
  runs: Paged<AuditRun>;
  page: number;
  busy: boolean;
  shownId: string | null;
  onPage: (page: number) => void;
  onView: (id: string) => void;
}

/** Earlier runs, newest first: who started each, when, and how it ended. */
export function AuditRuns({ runs, page, busy, shownId, onPage, onView }: AuditRunsProps) {
  const columns: DataColumn<AuditRun>[] = [
    { key: 'started', header: T.started, cell: (r) => formatIstShort(r.startedAt) || '—' },
    { key: 'by', header: T.by, cell: byline },
    { key: 'status', header: T.status, cell: (r) => <RunStatus status={r.status} /> },
    { key: 'finished', header: T.finished, cell: (r) => formatIstShort(r.finishedAt) || '—' },
    {
      key: 'action',
      header: T.action,
      cell: (r) =>
        r.id === shownId ? (
          <span className="muted">{T.viewing}</span>
        ) : (
          <button type="button" className="btn btn-secondary btn-small" aria-label={T.viewLabel(formatIstShort(r.startedAt))} onClick={() => onView(r.id)}>
            {T.view}
          </button>
        ),
    },
  ];
  return (
    <section className="audit-runs" aria-labelledby="audit-runs-title">
      <h2 id="audit-runs-title">{T.earlier}</h2>
      <DataTable caption={T.earlierCaption} columns={columns} rows={runs.rows} rowKey={(r) => r.id} empty={T.noRuns} />
      {runs.totalPages > 1 && <Pager page={page} totalPages={runs.totalPages} onPage={onPage} busy={busy} />}
    </section>
  );
}
