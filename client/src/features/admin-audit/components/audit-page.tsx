import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { formatIstShort } from '../../../lib/format.js';
import { useAdminAuditText } from '../admin-audit.strings.js';
import { auditApi, useGetAuditRunQuery, useGetAuditRunsQuery, useStartAuditRunMutation, type AuditRun } from '../api/audit-api.js';
import '../admin-audit.css';
import { AuditProgress } from './audit-progress.js';
import { AuditReport } from './audit-report.js';
import { AuditRuns, byline, RunStatus } from './audit-runs.js';

/** A running audit is read again this often. */
export const POLL_MS = 1000;

/**
 * The whole-system audit (contract A7), started from the console: a progress bar while it
 * runs (a run already going when the page opens included), then its report; and the runs
 * before it. Starting one only reads, so auditors may.
 */
export function AuditPage() {
  const t = useAdminAuditText();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const runs = useGetAuditRunsQuery(page);
  const [start, started] = useStartAuditRunMutation();
  // The run shown: the one chosen or started here, else the newest (a run going is shown at once).
  const shownId = chosen ?? runs.data?.rows[0]?.id ?? null;
  const cached = auditApi.endpoints.getAuditRun.useQueryState(shownId ?? '', { skip: !shownId });
  const listed = runs.data?.rows.find((r) => r.id === shownId);
  const running = (cached.data ?? listed)?.status === 'running';
  const run = useGetAuditRunQuery(shownId ?? '', { skip: !shownId, pollingInterval: running ? POLL_MS : 0 });

  // When the run shown ends, the list learns its outcome too.
  const wasRunning = useRef(false);
  const { refetch } = runs;
  useEffect(() => {
    const status = run.data?.status;
    if (!status) return;
    if (wasRunning.current && status !== 'running') void refetch();
    wasRunning.current = status === 'running';
  }, [run.data?.status, refetch]);

  const begin = async () => {
    try {
      const { run: begun } = await start().unwrap();
      if (begun.id) setChosen(begun.id);
    } catch {
      // Shown from `started.error` below.
    }
  };

  const newestRunning = runs.data?.rows[0]?.status === 'running' || running;
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted audit-intro">{t('intro')}</p>
      <div className="audit-actions">
        <Button onClick={() => void begin()} loading={started.isLoading} loadingText={t('start.busy')} disabled={newestRunning}>
          {t('start.button')}
        </Button>
        {newestRunning && <span className="muted">{t('start.running')}</span>}
      </div>
      {started.isError && <Alert kind="error">{serverMessage(started.error) ?? t('start.failed')}</Alert>}
      {started.data?.msg && <Alert kind="info">{started.data.msg}</Alert>}
      {runs.isLoading ? (
        <Spinner label={t('loading')} />
      ) : runs.isError ? (
        <Alert kind="error">{t('failed')}</Alert>
      ) : !shownId ? (
        <p className="card muted">{t('none')}</p>
      ) : run.isError ? (
        <Alert kind="error">{serverMessage(run.error) ?? t('runFailed')}</Alert>
      ) : (
        <RunPanel run={run.data ?? listed ?? null} />
      )}
      {runs.data && (
        <AuditRuns runs={runs.data} page={page} busy={runs.isFetching} shownId={shownId} onPage={setPage} onView={setChosen} />
      )}
    </>
  );
}

function RunPanel({ run }: { run: AuditRun | null }) {
  const t = useAdminAuditText();
  if (!run) return <Spinner label={t('loading')} />;
  return (
    <section className="card audit-run" aria-labelledby="audit-run-title">
      <div className="audit-run-head">
        <h2 id="audit-run-title">
          <RunStatus status={run.status} />
        </h2>
        <p className="muted">
          {t('run.startedBy', { who: byline(t, run), at: formatIstShort(run.startedAt) })}
          {run.finishedAt && `, ${t('run.finishedAt', { at: formatIstShort(run.finishedAt) })}`}
        </p>
      </div>
      {run.status === 'running' && <AuditProgress run={run} />}
      {run.status === 'abandoned' && <Alert kind="error">{t('abandoned')}</Alert>}
      {run.error && <Alert kind="error">{run.error}</Alert>}
      {run.report && <AuditReport runId={run.id} report={run.report} />}
    </section>
  );
}
