import { Link } from 'react-router';
import type { DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort, formatRupeesWithPaise } from '../../../lib/format.js';
import { labelOf, NONE, useAdminWalletsText, type AdminWalletsText } from '../admin-wallets.strings.js';
import type { WalletEvent } from '../api/wallet-api.js';
import { HashText } from './hash-text.js';

/** 'asha (player)', 'root (admin)', 'system': the stored actor, named where the server knows the name. */
export function actorText(t: AdminWalletsText, event: WalletEvent): string {
  const [kind, id] = event.actor.includes(':') ? event.actor.split(':', 2) : [event.actor, ''];
  const known = kind === 'user' || kind === 'admin' || kind === 'auditor';
  if (!known) return event.actorName ?? event.actor ?? NONE;
  return t('events.actorWithRole', { name: event.actorName ?? id, role: labelOf(t, 'roles', kind) });
}

function Reference({ event }: { event: WalletEvent }) {
  const t = useAdminWalletsText();
  const { kind, id } = event.reference;
  if (!kind) return <>{NONE}</>;
  const label = labelOf(t, 'references', kind);
  const target = !id ? null : kind === 'round' ? `/draws/${encodeURIComponent(id)}/proof` : kind === 'referred_player' ? `/admin/users/${encodeURIComponent(id)}` : null;
  return (
    <span className="event-reference">
      <span>{label}</span>
      {id && (target ? <Link to={target} className="event-id">{id}</Link> : <code className="event-id">{id}</code>)}
    </span>
  );
}

/** The event's type in words; where those differ from the stored type (Hindi), the type is its title, to match the CSV. */
function EventType({ type }: { type: string }) {
  const t = useAdminWalletsText();
  const label = labelOf(t, 'eventTypes', type);
  return label === type ? <>{type}</> : <span title={type}>{label}</span>;
}

const money = (value: number) => formatRupeesWithPaise(value);

/**
 * The wallet history's columns (contract A4): what happened, by whom, its hash, and the
 * balances after it. Events a check named (`flagged`) say so beside their version.
 */
export const eventColumns = (t: AdminWalletsText, flagged: ReadonlySet<number>): DataColumn<WalletEvent>[] => [
  {
    key: 'version',
    header: t('events.version'),
    cell: (e) => (
      <>
        <span className="event-version">v{e.version}</span>
        {flagged.has(e.version) && <span className="event-flag">{t('events.flagged')}</span>}
      </>
    ),
  },
  { key: 'time', header: t('events.time'), cell: (e) => formatIstShort(e.occurredAt) || NONE },
  { key: 'type', header: t('events.type'), cell: (e) => <EventType type={e.type} /> },
  { key: 'amount', header: t('events.amount'), cell: (e) => (e.amount === null ? NONE : money(e.amount)) },
  { key: 'reference', header: t('events.reference'), cell: (e) => <Reference event={e} />, wrap: true },
  { key: 'actor', header: t('events.actor'), cell: (e) => actorText(t, e) },
  { key: 'hash', header: t('events.hash'), cell: (e) => <HashText hash={e.hash} /> },
  { key: 'money', header: t('balances.money'), cell: (e) => money(e.balances.money) },
  { key: 'referral', header: t('balances.referral'), cell: (e) => money(e.balances.referral) },
  { key: 'held', header: t('balances.held'), cell: (e) => money(e.balances.held) },
];
