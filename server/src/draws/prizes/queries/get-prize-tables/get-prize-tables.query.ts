import { Query } from '@nestjs/cqrs';
import type { PrizeTablesState } from '../../prize-tables.js';

/**
 * Every prize table as it stands now (the admin's jackpot settings, the players' prize
 * stats, the live pots; later the settlement). Frozen: shared with other readers.
 */
export class GetPrizeTables extends Query<PrizeTablesState> {}
