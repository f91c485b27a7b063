import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListPlayerTickets } from '../../../draws/queries/list-player-tickets/list-player-tickets.query.js';
import { GetPlayerAccount } from '../../../identity/queries/get-player-account/get-player-account.query.js';
import { ListDepositRequests } from '../../../money-requests/queries/admin-deposits/admin-deposits.query.js';
import { ListWithdrawalRequests } from '../../../money-requests/queries/admin-withdrawals/admin-withdrawals.query.js';
import { GetResponsiblePlay } from '../../../responsible-play/queries/get-responsible-play/get-responsible-play.query.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { GetWalletBalances } from '../../../wallet/queries/get-wallet-balances/get-wallet-balances.query.js';
import { GetPlayerDetail, PLAYER_DETAIL_ROWS, type PlayerDetailView } from './get-player-detail.query.js';

/**
 * Composes the player page from the owners' own queries (identity's account, the wallet's
 * balances, the money requests' admin lists, the draws' ticket list, responsible play's limits and pause), so each part has the
 * same shape and rules as the page it comes from: ticket outcomes never before a result is
 * published, request rows with their player and version.
 */
@QueryHandler(GetPlayerDetail)
export class GetPlayerDetailHandler implements IQueryHandler<GetPlayerDetail> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ playerId }: GetPlayerDetail): Promise<PlayerDetailView | null> {
    const player = await this.queryBus.execute(new GetPlayerAccount(playerId));
    if (!player) return null;
    const id = player._id;
    const [balances, deposits, withdrawals, tickets, responsiblePlay] = await Promise.all([
      this.queryBus.execute(new GetWalletBalances([id])),
      this.queryBus.execute(new ListDepositRequests(1, PLAYER_DETAIL_ROWS, null, id)),
      this.queryBus.execute(new ListWithdrawalRequests(1, PLAYER_DETAIL_ROWS, null, id)),
      this.queryBus.execute(new ListPlayerTickets(id, null, 1, PLAYER_DETAIL_ROWS)),
      this.queryBus.execute(new GetResponsiblePlay(id)),
    ]);
    const wallet = balances.get(id);
    return {
      player,
      balances: {
        money: rupeesFromPaise(wallet?.moneyPaise ?? 0),
        referral: rupeesFromPaise(wallet?.referralPaise ?? 0),
        held: rupeesFromPaise(wallet?.heldPaise ?? 0),
        version: wallet?.version ?? 0,
      },
      deposits: { rows: deposits.rows, total: deposits.pagination.total },
      withdrawals: { rows: withdrawals.rows, total: withdrawals.pagination.total },
      tickets: { rows: tickets.rows, total: tickets.total },
      responsiblePlay,
    };
  }
}
