import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageRequest } from '../../shared/http/page.request.dto.js';
import type { EventOrder } from '../queries/get-wallet-events/get-wallet-events.query.js';

/** GET /admin/wallets/:userId/events?page&limit&order (the console's paging: page from 1, at most 100 rows). */
export class WalletEventsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: ['desc', 'asc'], default: 'desc', description: 'desc: newest first; asc: oldest first' })
  @IsOptional()
  @IsIn(['desc', 'asc'], { message: 'order must be desc or asc' })
  order: EventOrder = 'desc';
}
