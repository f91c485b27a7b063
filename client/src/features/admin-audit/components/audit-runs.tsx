import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { formatIstShort } from '../../../lib/format.js';
import { labelOf, NONE, useAdminAuditText, type AdminAuditText } from '../admin-audit.strings.js';
import type { AuditRun } from '../api/audit-api.js';
import type { Paged } from '../../../lib/api/paged.js';

export function RunStatus({ status }: { status: string }) {
  const t = useAdminAuditText();
  return <span className={`run-status run-status-${status}`}>{labelOf(t, 'statuses', status)}</span>;
}

/** 'reader (auditor)': who started a run, with their role where it has one. */
export const byline = (t: AdminAuditText, run: AuditRun) =>
  run.startedBy.role ? t('run.byline', { name: run.startedBy.username, role: labelOf(t, 'roles', run.startedBy.role) }) : run.startedBy.username;

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
  const t = useAdminAuditText();
  const columns: DataColumn<AuditRun>[] = [
    { key: 'started', header: t('runs.started'), cell: (r) => formatIstShort(r.startedAt) || NONE },
    { key: 'by', header: t('runs.by'), cell: (r) => byline(t, r) },
    { key: 'status', header: t('runs.status'), cell: (r) => <RunStatus status={r.status} /> },
    { key: 'finished', header: t('runs.finished'), cell: (r) => formatIstShort(r.finishedAt) || NONE },
    {
      key: 'action',
      header: t('runs.action'),
      cell: (r) =>
        r.id === shownId ? (
          <span className="muted">{t('runs.viewing')}</span>
        ) : (
          <button type="button" className="btn btn-secondary btn-small" aria-label={t('runs.viewLabel', { at: formatIstShort(r.startedAt) })} onClick={() => onView(r.id)}>
            {t('runs.view')}
          </button>
        ),
    },
  ];
  return (
    <section className="audit-runs" aria-labelledby="audit-runs-title">
      <h2 id="audit-runs-title">{t('runs.title')}</h2>
      <DataTable caption={t('runs.caption')} columns={columns} rows={runs.rows} rowKey={(r) => r.id} empty={t('runs.empty')} />
      {runs.totalPages > 1 && <Pager page={page} totalPages={runs.totalPages} onPage={onPage} busy={busy} />}
    </section>
  );
}
