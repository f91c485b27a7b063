import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { formatRupees } from '../../../lib/format.js';
import { formatSignedRupees } from '../../../lib/format-signed.js';
import type { PlaySession } from '../api/play-view.js';
import { useGetPlaySessionQuery } from '../api/responsible-play-api.js';
import { nextCheck } from '../model/reality-schedule.js';
import { playedText, usePlayNoticesText } from '../play-notices.strings.js';
import '../responsible-play.css';

/**
 * The reality check (issue 12): with an interval of 30 or 60 minutes, a dialog every
 * interval since this sign-in session started, with the time played and the session's
 * staked, won and net spent as the server counts them at that moment. Mounted once in the
 * player layout, so it keeps time across pages.
 */
export function RealityCheck({ onLogout }: { onLogout: () => void }) {
  const t = usePlayNoticesText();
  const { data: session, fulfilledTimeStamp, refetch } = useGetPlaySessionQuery();
  const [shown, setShown] = useState<PlaySession | null>(null);
  const lastShown = useRef({ startedAt: '', index: 0 });
  const navigate = useNavigate();

  useEffect(() => {
    if (!session || shown || !fulfilledTimeStamp) return;
    // A new sign-in session counts its checks from the start again.
    if (lastShown.current.startedAt !== session.startedAt) lastShown.current = { startedAt: session.startedAt, index: 0 };
    const next = nextCheck({
      startedAt: session.startedAt,
      serverNowAtRead: session.now,
      readAtLocal: fulfilledTimeStamp,
      localNow: Date.now(),
      intervalMinutes: session.realityCheckMinutes,
      lastShown: lastShown.current.index,
    });
    if (!next) return;
    const timer = setTimeout(() => {
      lastShown.current.index = next.index;
      // The figures as they are now; the ones read before if the server cannot answer.
      const estimate = { ...session, minutes: next.index * session.realityCheckMinutes };
      refetch()
        .unwrap()
        .then((fresh) => setShown(fresh ?? estimate))
        .catch(() => setShown(estimate));
    }, next.inMs);
    return () => clearTimeout(timer);
  }, [session, shown, fulfilledTimeStamp, refetch]);

  const close = () => setShown(null);
  return (
    <Modal title={t('reality.title')} open={shown !== null} onClose={close}>
      {shown && (
        <div className="reality-check">
          <p>{playedText(t, shown.minutes)}</p>
          <dl className="reality-figures">
            <div><dt>{t('reality.staked')}</dt><dd>{formatRupees(shown.staked)}</dd></div>
            <div><dt>{t('reality.won')}</dt><dd>{formatRupees(shown.won)}</dd></div>
            <div><dt>{t('reality.net')}</dt><dd>{shown.net >= 0 ? formatRupees(shown.net) : formatSignedRupees(shown.net)}</dd></div>
          </dl>
          <p className="muted">{t('reality.netNote')}</p>
          <div className="reality-actions">
            <Button onClick={close}>{t('reality.continue')}</Button>
            <Button variant="secondary" onClick={() => { close(); void navigate('/statement'); }}>{t('reality.statement')}</Button>
            <Button variant="secondary" onClick={() => { close(); onLogout(); }}>{t('reality.logout')}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
