import type { CatchUpProjection } from '../../shared/event-store/projections/catch-up-projection.js';
import { WALLET_EVENT_TYPES, WALLET_STREAM_PREFIX } from '../wallet.js';

/**
 * The wallet read models (wallet_balances, ledger_postings) as a catch-up projection, for
 * an event store that cannot run them inside its appends (KurrentDB, selected by
 * EVENTSTORE_URL). It feeds each event to the same SQL functions the PostgreSQL append
 * calls, so both paths write identical rows; only the timing differs (after the append
 * instead of within it). With the PostgreSQL store, do not run it: the inline
 * projections already do this work.
 */
const APPLY = `SELECT wallet_balances_apply(s.e), ledger_postings_apply(s.e)
  FROM (SELECT ROW($1::bigint, '0'::xid8, $2::uuid, $3::text, $4::int, $5::text, $6::jsonb, $7::jsonb, $8::text,
                   $9::timestamptz)::events AS e) s`;

export const walletReadModelsCatchUp: CatchUpProjection = {
  name: 'wallet_read_models',
  handles: [...WALLET_EVENT_TYPES],
  tables: ['wallet_balances', 'ledger_postings'],
  async apply(event, client) {
    if (!event.streamId.startsWith(WALLET_STREAM_PREFIX)) return;
    await client.query({
      name: 'wallet_read_models_apply',
      text: APPLY,
      values: [
        event.globalPosition,
        event.id,
        event.streamId,
        event.streamVersion,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        event.hash,
        event.createdAt,
      ],
    });
  },
};
