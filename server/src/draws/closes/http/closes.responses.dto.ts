import { ApiProperty } from '@nestjs/swagger';
import { PERIOD_IDS } from '../../draw-periods.js';

/** The answer of GET /draws/closes, for the OpenAPI document. */

const HASHED =
  'sha256 (hex) of the UTF-8 bytes of JSON.stringify(["fairdraw-close-v1", seq, draw_id, period, ticket_count, sales_paise, ticket_root, closed_at, prev_hash])';

export class CloseEntryData {
  @ApiProperty({ minimum: 1, description: 'Position in the feed: 1, 2, 3... with no gaps' }) seq: number;
  @ApiProperty() draw_id: string;
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ description: 'Tickets in the frozen set' }) ticket_count: number;
  @ApiProperty({ description: 'Ticket sales, rupees' }) sales: number;
  @ApiProperty({ description: 'Ticket sales, paise (the figure hashed)' }) sales_paise: number;
  @ApiProperty({ description: 'Merkle root of the frozen ticket set (hex)' }) ticket_root: string;
  @ApiProperty({ format: 'date-time', description: "When the round's ticket set (count, sales, root) was recorded" }) closed_at: string;
  @ApiProperty({ description: "The previous entry's hash; 64 zeros for seq 1" }) prev_hash: string;
  @ApiProperty({ description: HASHED }) hash: string;
}

export class CloseFeedResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: [CloseEntryData] }) data: CloseEntryData[];
}
