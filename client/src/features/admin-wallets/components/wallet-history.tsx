import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorStatus, serverMessage } from '../../../lib/api/error-message.js';
import { useAdminWalletsText } from '../admin-wallets.strings.js';
import {
  pageOfVersion, useGetWalletEventsQuery, useReplayWalletMutation, useVerifyChainMutation, walletPath, type EventOrder,
} from '../api/wallet-api.js';
import '../admin-wallets.css';
import { ChainReport } from './chain-report.js';
import { eventColumns } from './event-columns.js';
import { ReplayReport } from './replay-report.js';

const rowId = (version: number) => `wallet-event-${version}`;

/**
 * One wallet's event history with its running balances (contract A4), and the two checks an
 * auditor runs on it: Replay (A5) and Verify chain (A6). Both only read, so every console
 * user may run them. An event a check names is marked in the history and can be jumped to.
 */
export function WalletHistory({ userId }: { userId: string }) {
  const t = useAdminWalletsText();
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<EventOrder>('desc');
  // The event a check named that the history should bring into view once its page is shown.
  const target = useRef<number | null>(null);
  const { data, isLoading, isFetching, error } = useGetWalletEventsQuery({ userId, page, order });
  const [replay, replayed] = useReplayWalletMutation();
  const [verify, verified] = useVerifyChainMutation();
  const flagged = new Set([replayed.data?.firstMismatch?.version, verified.data?.brokenAt?.version].filter((v): v is number => v !== undefined));
  const orders = useMemo(() => [{ value: 'desc', label: t('events.newest') }, { value: 'asc', label: t('events.oldest') }], [t]);

  const reveal = (version: number) => {
    const row = document.getElementById(rowId(version));
    if (!row) return false;
    row.scrollIntoView?.({ block: 'center' });
    return true;
  };
  useEffect(() => {
    if (target.current !== null && reveal(target.current)) target.current = null;
  }, [data]);

  const showEvent = (version: number) => {
    if (reveal(version)) return;
    target.current = version;
    setPage(pageOfVersion(version, data?.total ?? replayed.data?.events ?? version, order));
  };

  return (
    <>
      <div className="wallet-checks">
        <Button loading={replayed.isLoading} loadingText={t('checks.replaying')} onClick={() => void replay(userId)}>
          {t('checks.replay')}
        </Button>
        <Button variant="secondary" loading={verified.isLoading} loadingText={t('checks.verifying')} onClick={() => void verify(userId)}>
          {t('checks.verify')}
        </Button>
        <CsvButton path={`${walletPath(userId)}/events.csv`} fileName={`wallet-${userId}.csv`} label={t('events.csv')} />
      </div>
      <p className="muted check-note">{t('checks.note')}</p>
      {replayed.isError && <Alert kind="error">{serverMessage(replayed.error) ?? t('checks.replayFailed')}</Alert>}
      {verified.isError && <Alert kind="error">{serverMessage(verified.error) ?? t('checks.verifyFailed')}</Alert>}
      <div className="check-reports">
        {replayed.data && <ReplayReport report={replayed.data} onShowEvent={showEvent} />}
        {verified.data && <ChainReport report={verified.data} onShowEvent={showEvent} />}
      </div>

      <section className="wallet-events content-wide" aria-labelledby="wallet-events-title">
        <div className="wallet-events-head">
          <h2 id="wallet-events-title">{t('events.title')}</h2>
          {data && <span className="muted">{t('events.count', { total: data.total })}</span>}
          <SelectField label={t('events.order')} value={order} className="wallet-order"
            options={orders}
            onChange={(e) => {
              setOrder(e.target.value as EventOrder);
              setPage(1);
            }} />
        </div>
        {isLoading ? (
          <Spinner label={t('events.loading')} />
        ) : error ? (
          <Alert kind="error">{errorStatus(error) === 404 ? t('events.notFound') : t('events.failed')}</Alert>
        ) : (
          <>
            <DataTable caption={t('events.caption')} columns={eventColumns(t, flagged)} rows={data?.rows ?? []} rowKey={(e) => e.eventId || String(e.version)}
              empty={t('events.empty')} rowId={(e) => rowId(e.version)} rowClassName={(e) => (flagged.has(e.version) ? 'event-flagged' : undefined)} />
            <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} busy={isFetching} />
          </>
        )}
      </section>
    </>
  );
}
