import { Query } from '@nestjs/cqrs';

/** Names and contacts of players, for other features' admin lists (deposits, withdrawals). */
export class GetPlayerSummaries extends Query<PlayerSummaries> {
  constructor(readonly playerIds: string[]) {
    super();
  }
}

export interface PlayerSummary {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile: string | null;
}

/** Unknown ids are absent from the map. */
export type PlayerSummaries = Map<string, PlayerSummary>;

/** The number of player accounts (admin stats: totalUsers). */
export class CountPlayers extends Query<number> {}
