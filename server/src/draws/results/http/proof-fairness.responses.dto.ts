import { ApiProperty } from '@nestjs/swagger';

/** The parts of a round's proof that show who could influence it and when each thing became public (OpenAPI). */

export class ResultDelayData {
  @ApiProperty({ format: 'date-time', description: 'The draw time the result was due at' }) since: string;
  @ApiProperty({ enum: ['beacon', 'approval'], description: "beacon: an RNG round waiting for its committed drand round; approval: a witnessed draw's result waiting for a second admin" })
  reason: string;
}
export class CloseFeedRefData {
  @ApiProperty({ description: "The round's position in GET /draws/closes" }) seq: number;
  @ApiProperty({ description: "The entry's hash (hex), chained to the entry before it" }) hash: string;
}
export class ManualResultData {
  @ApiProperty({ type: String, nullable: true, description: 'Username of the admin who entered the numbers' }) entered_by: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) entered_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Username of the other admin who approved them (null only for results posted before approvals)' })
  approved_by: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) approved_at: string | null;
}
export class RulesData {
  @ApiProperty({ description: 'Ticket price, rupees, fixed at open' }) round_amount: number;
  @ApiProperty({ description: 'Per mode, fixed at open: multipliers of the price, pot base (rupees), pot share of sales (basis points)', type: 'object', additionalProperties: true })
  tables: Record<string, unknown>;
}
