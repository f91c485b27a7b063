import { drawPeriod, isPeriodId, type PeriodId, type PrizeMode } from '@draws/draw-periods';
import { memo, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetCurrentDrawQuery } from '../api/draws-api.js';
import { useLiveDraws } from '../api/live-draws.js';
import { useServerTime } from '../api/server-time.js';
import { periodName, useDrawsText } from '../draws.strings.js';
import '../draws.css';
import { LastResultPanel } from './last-result-panel.js';
import { MyTickets } from './my-tickets.js';
import { NextRoundPanel } from './next-round-panel.js';
import { PeriodTabs } from './period-tabs.js';
import { PotsPanel } from './pots-panel.js';
import { TicketPanel } from './ticket-panel.js';
import type { DrawState } from './timer-panel.js';
import { TimerPanel } from './timer-panel.js';
import { WinningStructure } from './winning-structure.js';

// The dashboard renders again as each of its answers and the live stream's state arrive; a
// panel whose props are the same is not rendered again with it (a phone's blocking time on
// the first load, issue 14).
const Timer = memo(TimerPanel);
const NextRound = memo(NextRoundPanel);
const LastResult = memo(LastResultPanel);
const Tickets = memo(TicketPanel);
const Mine = memo(MyTickets);
const Pots = memo(PotsPanel);
const Structure = memo(WinningStructure);

/**
 * The player's draw panels (spec section 2): period tabs and the rules link, then the
 * timer, next round, last result, pots, ticket creation, winning structure and the
 * player's tickets; stacked on a phone, 70/30 on a desktop. The period is kept in the
 * address (?period=6h), so a reload or a shared link keeps it. `closedMessage` says why the
 * player cannot buy tickets now (a break in play, composed by the app).
 */
export function DrawsDashboard({ closedMessage = null }: { closedMessage?: string | null }) {
  const t = useDrawsText();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: PeriodId = isPeriodId(asked) ? asked : '3h';
  const p = drawPeriod(period);
  const [chosenMode, setMode] = useState<PrizeMode>('sequence');
  const mode = p.modes.includes(chosenMode) ? chosenMode : p.modes[0]!;
  useServerTime();
  const live = useLiveDraws();

  const query = useGetCurrentDrawQuery(period);
  const { data: draw, isLoading, isError, refetch } = query;
  const state: DrawState = useMemo(() => ({ draw, isLoading, isError, refetch }), [draw, isLoading, isError, refetch]);
  const price = draw ? draw.round_amount : null;

  return (
    <div className="draws">
      <div className="draws-head">
        <PeriodTabs value={period} onChange={(next) => setSearch(next === '3h' ? {} : { period: next }, { replace: true })} />
        <div className="draws-links">
          <Link to={`/how-to-play#rules-${period}`} className="rules-link">{t('dashboard.rulesLink', { name: periodName(t, period) })}</Link>
          {live !== 'off' && <LiveBadge state={live} />}
        </div>
      </div>
      <div className="draws-grid" id="draw-panels" role="tabpanel" aria-labelledby={`period-tab-${period}`}>
        <div className="draws-main">
          <div className="draws-top">
            <Timer key={`timer-${period}`} state={state} />
            <div className="draws-top-side">
              <NextRound state={state} />
              <LastResult period={period} drawOpen={draw === undefined ? null : draw?.status === 'open'} draw={draw} />
            </div>
          </div>
          <Tickets key={`ticket-${period}`} period={period} state={state} mode={mode} onMode={setMode} closedMessage={closedMessage} />
          <Mine period={period} />
        </div>
        <div className="draws-side">
          <Pots period={period} />
          <Structure period={period} mode={mode} price={price} />
        </div>
      </div>
    </div>
  );
}

/**
 * 'Live' or 'Reconnecting...'. Both words sit in one grid cell and the one not meant is
 * hidden (from sight and from screen readers), so the badge is as wide as the longer word
 * in every state: the row does not wrap or unwrap, and the panels below do not jump, when
 * the stream opens (issue 14: layout shift).
 */
function LiveBadge({ state }: { state: Exclude<ReturnType<typeof useLiveDraws>, 'off'> }) {
  const t = useDrawsText();
  const shown = state === 'live' ? 'live' : 'reconnecting';
  const label = (which: typeof shown, text: string) => (
    <span style={which === shown ? undefined : { visibility: 'hidden' }} aria-hidden={which === shown ? undefined : true}>{text}</span>
  );
  return (
    <span className={`live-badge live-${state}`}>
      {label('live', t('dashboard.live'))}
      {label('reconnecting', t('dashboard.reconnecting'))}
    </span>
  );
}
