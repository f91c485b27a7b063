import { Link } from 'react-router';
import type { DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort, formatRupeesWithPaise } from '../../../lib/format.js';
import { EVENTS as T } from '../admin-wallets.strings.js';
import type { WalletEvent } from '../api/wallet-api.js';
import { HashText } from './hash-text.js';

/** 'asha (player)', 'root (admin)', 'system': the stored actor, named where the server knows the name. */
export function actorText(event: WalletEvent): string {
  const [kind, id] = event.actor.includes(':') ? event.actor.split(':', 2) : [event.actor, ''];
  const role = T.roles[kind ?? ''];
  if (!role) return event.actorName ?? event.actor ?? T.none;
  return `${event.actorName ?? id} (${role})`;
}

function Reference({ event }: { event: WalletEvent }) {
  const { kind, id } = event.reference;
  if (!kind) return <>{T.none}</>;
  const label = T.references[kind] ?? kind;
  const target = !id ? null : kind === 'round' ? `/draws/${encodeURIComponent(id)}/proof` : kind === 'referred_player' ? `/admin/users/${encodeURIComponent(id)}` : null;
  return (
    <span className="event-reference">
      <span>{label}</span>
      {id && (target ? <Link to={target} className="event-id">{id}</Link> : <code className="event-id">{id}</code>)}
    </span>
  );
}

const money = (value: number) => formatRupeesWithPaise(value);

/**
 * The wallet history's columns (contract A4): what happened, by whom, its hash, and the
 * balances after it. Events a check named (`flagged`) say so beside their version.
 */
export const eventColumns = (flagged: ReadonlySet<number>): DataColumn<WalletEvent>[] => [
  {
    key: 'version',
    header: T.version,
    cell: (e) => (
      <>
        <span className="event-version">v{e.version}</span>
        {flagged.has(e.version) && <span className="event-flag">{T.flagged}</span>}
      </>
    ),
  },
  { key: 'time', header: T.time, cell: (e) => formatIstShort(e.occurredAt) || T.none },
  { key: 'type', header: T.type, cell: (e) => e.type },
  { key: 'amount', header: T.amount, cell: (e) => (e.amount === null ? T.none : money(e.amount)) },
  { key: 'reference', header: T.reference, cell: (e) => <Reference event={e} />, wrap: true },
  { key: 'actor', header: T.actor, cell: actorText },
  { key: 'hash', header: T.hash, cell: (e) => <HashText hash={e.hash} /> },
  { key: 'money', header: T.money, cell: (e) => money(e.balances.money) },
  { key: 'referral', header: T.referral, cell: (e) => money(e.balances.referral) },
  { key: 'held', header: T.held, cell: (e) => money(e.balances.held) },
];
