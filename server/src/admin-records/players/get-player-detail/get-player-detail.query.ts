import type { ResponsiblePlayView } from '../../../responsible-play/queries/get-responsible-play/get-responsible-play.query.js';
import { Query } from '@nestjs/cqrs';
import type { PlayerTicketView } from '../../../draws/queries/ticket-view.js';
import type { PlayerAccountView } from '../../../identity/queries/get-player-account/get-player-account.query.js';
import type { AdminDepositView, AdminWithdrawalView } from '../../../money-requests/projections/request-views.js';

/** How many of the newest deposits, withdrawals and tickets the player page shows. */
export const PLAYER_DETAIL_ROWS = 10;

/** The admin's player page (contract A3): each part read from the feature that owns it. */
export interface PlayerDetailView {
  player: PlayerAccountView;
  /** Rupees; version: the wallet stream's version (0 before the wallet opened). */
  balances: { money: number; referral: number; held: number; version: number };
  deposits: { rows: AdminDepositView[]; total: number };
  withdrawals: { rows: AdminWithdrawalView[]; total: number };
  tickets: { rows: PlayerTicketView[]; total: number };
  /** Contract C1's ResponsiblePlayView, once responsible play lands; null until then. */
  /** Limits, pending raises, the prompt's answer, reality check and pause (null: no wallet yet). */
  responsiblePlay: ResponsiblePlayView | null;
}

/** One player's page for admins and auditors, or null for an unknown or malformed id. */
export class GetPlayerDetail extends Query<PlayerDetailView | null> {
  constructor(readonly playerId: string) {
    super();
  }
}
