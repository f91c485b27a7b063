import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Modal } from '../../../components/ui/modal.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { formatIstShort } from '../../../lib/format.js';
import { periodName, useAdminDashboardText } from '../admin-dashboard.strings.js';
import { useGetResultStatusQuery, type ResultStatus } from '../api/result-api.js';
import '../admin-dashboard.css';
import { PendingEntryView } from './pending-entry.js';
import { ResultEntryForm } from './result-entry-form.js';

export interface ResultModalProps {
  period: PeriodId;
  open: boolean;
  onClose: () => void;
  /** After the server took the entry or the approval: its message. */
  onPosted: (message: string) => void;
}

/**
 * 'Set {period} Result' (spec sections 2 and 5), for the round the server says awaits a
 * result. An RNG round takes no admin result, so it gets its proof instead of a form; a
 * manual round gets the form, or the entry awaiting approval. Each opening reads the status
 * afresh (another admin may have entered or approved meanwhile); a success closes the modal.
 */
export function ResultModal({ period, open, onClose, onPosted }: ResultModalProps) {
  const t = useAdminDashboardText();
  return (
    <Modal title={t('result.button', { period: periodName(t, period) })} open={open} onClose={onClose}>
      <StatusBody period={period} onPosted={onPosted} />
    </Modal>
  );
}

function StatusBody({ period, onPosted }: { period: PeriodId; onPosted: (message: string) => void }) {
  const t = useAdminDashboardText();
  const { data: status, isLoading, isError, error } = useGetResultStatusQuery(period, { refetchOnMountOrArgChange: true });
  // An approval's refusal outlives the view it came from (the status read after it may show another).
  const [refusal, setRefusal] = useState<string | null>(null);
  if (isLoading) return <Spinner label={t('status.loading')} />;
  if (isError || !status) return <Alert kind="error">{serverMessage(error) ?? t('status.failed')}</Alert>;
  // A round opened before sources were declared is drawn by the server, as an RNG round is.
  const source = status.source ?? 'rng';
  return (
    <div className="result-status">
      {refusal && <Alert kind="error">{refusal}</Alert>}
      {status.next_source !== source && <p className="result-next" role="note">{t(`status.next.${status.next_source}`)}</p>}
      {status.stage === 'none' ? (
        <p>{t('status.none')}</p>
      ) : source === 'rng' ? (
        <RngRound status={status} />
      ) : status.stage === 'on_sale' ? (
        <p>{t('status.onSale', { close: formatIstShort(status.close_at) })}</p>
      ) : (
        <ManualRound period={period} status={status} onPosted={onPosted} onRefused={setRefusal} />
      )}
    </div>
  );
}

function RngRound({ status }: { status: ResultStatus }) {
  const t = useAdminDashboardText();
  return (
    <>
      <p className="result-rng">{t('status.rng')}</p>
      {status.source === null && <p className="muted">{t('status.legacy')}</p>}
      {status.proof_url && <p><Link to={status.proof_url}>{t('status.proof')}</Link></p>}
    </>
  );
}

interface ManualRoundProps {
  period: PeriodId;
  status: ResultStatus;
  onPosted: (message: string) => void;
  onRefused: (message: string | null) => void;
}

function ManualRound({ period, status, onPosted, onRefused }: ManualRoundProps) {
  const t = useAdminDashboardText();
  const [replacing, setReplacing] = useState(false);
  const { entry, draw_id: drawId } = status;
  return (
    <>
      {status.close_at && status.draw_at && <p className="muted result-round">{t('status.round', { close: formatIstShort(status.close_at), draw: formatIstShort(status.draw_at) })}</p>}
      {entry && drawId && !replacing ? (
        <PendingEntryView period={period} drawId={drawId} entry={entry} hasLetter={drawPeriod(period).hasLetter} onApproved={onPosted} onRefused={onRefused}
          onReplace={() => {
            onRefused(null);
            setReplacing(true);
          }} />
      ) : (
        <>
          <p className="muted result-intro">{entry ? t('status.replaceNote') : t('status.manualIntro')}</p>
          <ResultEntryForm period={period} onPosted={onPosted} />
        </>
      )}
    </>
  );
}
