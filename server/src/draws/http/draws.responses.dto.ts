import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LETTERS, PERIOD_IDS } from '../draw-periods.js';

/** The answers of the draw and ticket routes, for the OpenAPI document. */

class SuccessEnvelope {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() message: string;
}
class ErrEnvelope {
  @ApiProperty({ enum: ['N'] }) err: 'N';
  @ApiProperty() msg: string;
}

export class DrawDelayData {
  @ApiProperty({ format: 'date-time' }) since: string;
  @ApiProperty({ enum: ['beacon', 'approval'] }) reason: string;
}
export class DrawData {
  @ApiProperty({ example: '3h-2026-01-05T03:30:00.000Z', description: '<period>-<start in UTC ISO-8601>' }) _id: string;
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ enum: ['open', 'closed'] }) status: string;
  @ApiProperty({ format: 'date-time' }) start_at: string;
  @ApiProperty({ format: 'date-time', description: 'Sales close' }) close_at: string;
  @ApiProperty({ format: 'date-time', description: 'The result appears (close + 20 min)' }) draw_at: string;
  @ApiProperty({ format: 'date-time', description: "The start of the period's next round" }) next_draw_at: string;
  @ApiProperty({ description: 'Ticket price in rupees, fixed when the round opened', example: 100 }) round_amount: number;
  @ApiProperty({ description: 'sha256 (hex) of the secret seed the RNG result derives from, revealed at the draw' }) commitment: string;
  @ApiProperty({ type: String, enum: ['rng', 'manual'], nullable: true, description: 'Where the result comes from, declared at open (null: opened before sources were declared)' })
  source: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The frozen ticket set's Merkle root (from the close)" }) ticket_root: string | null;
  @ApiProperty({ type: DrawDelayData, nullable: true, description: 'The result is due and not out: since when and what it waits for' }) delay: DrawDelayData | null;
}
export class DrawListResponse extends SuccessEnvelope {
  @ApiProperty({ type: [DrawData] }) data: DrawData[];
}
export class DrawResponse extends SuccessEnvelope {
  @ApiProperty({ type: DrawData }) data: DrawData;
}
export class AdminDrawResponse extends ErrEnvelope {
  @ApiProperty({ type: DrawData, nullable: true, description: 'null: the period has no round yet' }) data: DrawData | null;
}

export class ResultNumbersData {
  @ApiProperty() num_1: number;
  @ApiProperty() num_2: number;
  @ApiProperty() num_3: number;
  @ApiProperty() num_4: number;
  @ApiProperty() num_5: number;
  @ApiPropertyOptional({ enum: LETTERS, description: 'Weekly only' }) num_6?: string;
}
export class LastResultData {
  @ApiProperty({ type: ResultNumbersData, nullable: true, description: 'null until a result is published' }) result: ResultNumbersData | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) result_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The round of the result (its proof: GET /draws/{draw_id}/proof)' }) draw_id: string | null;
  @ApiProperty({ type: String, enum: ['manual', 'rng'], nullable: true, description: 'manual: posted by an admin; rng: drawn by the server (commit-reveal)' })
  result_source: string | null;
}
export class LastResultResponse extends SuccessEnvelope {
  @ApiProperty({ type: LastResultData }) data: LastResultData;
}

export class TicketData {
  @ApiProperty({ description: 'The ticket id' }) _id: string;
  @ApiProperty() draw_id: string;
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty() num_1: number;
  @ApiProperty() num_2: number;
  @ApiProperty() num_3: number;
  @ApiProperty() num_4: number;
  @ApiProperty() num_5: number;
  @ApiProperty({ type: String, nullable: true, description: 'The letter of a weekly ticket, else null' }) num_6: string | null;
  @ApiProperty({ description: 'The price paid, rupees' }) round_amount: number;
  @ApiProperty({ enum: ['open', 'closed'], description: "The round's status" }) status: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
export class TicketMatchesData {
  @ApiPropertyOptional({ description: 'Positions matched in draw order (periods with the sequence mode)' }) sequence?: number;
  @ApiPropertyOptional({ description: 'Numbers matched in any order' }) any?: number;
  @ApiPropertyOptional({ description: 'Weekly: the letter matched' }) letter?: boolean;
}
export class TicketOutcomeData {
  @ApiProperty({ type: TicketMatchesData }) matches: TicketMatchesData;
  @ApiProperty({ description: 'The prize credited for this ticket, rupees (fixed tiers of every mode plus pot shares)' }) prize: number;
  @ApiProperty({ type: [String], enum: ['jackpot', 'minipot'], description: 'The pots this ticket won a share of' }) pots: string[];
}
export class MerkleStepData {
  @ApiProperty({ enum: ['left', 'right'], description: 'Where the sibling goes: node = sha256(0x01 || left || right)' }) side: string;
  @ApiProperty({ description: 'The sibling hash (hex)' }) hash: string;
}
export class TicketReceiptData {
  @ApiProperty({ description: 'The leaf data (JSON text); leaf = sha256(0x00 || leaf)' }) leaf: string;
  @ApiProperty({ description: 'Position in the frozen set, in ticket-id byte order' }) index: number;
  @ApiProperty({ type: [MerkleStepData] }) proof: MerkleStepData[];
  @ApiProperty({ description: "The round's ticket root published at close (hex)" }) root: string;
}
export class PlayerTicketData extends TicketData {
  @ApiProperty({ type: TicketOutcomeData, nullable: true, description: 'Once the round is settled; null before' }) outcome: TicketOutcomeData | null;
}
export class PlayerTicketWithReceiptData extends PlayerTicketData {
  @ApiProperty({ description: 'Of the price (round_amount), rupees paid from the money balance' }) from_money: number;
  @ApiProperty({ description: 'Of the price, rupees paid from the referral balance (spent first)' }) from_referral: number;
  @ApiProperty({ type: TicketReceiptData, nullable: true, description: 'Its inclusion proof in the frozen ticket set, once the round closed; null before' })
  receipt: TicketReceiptData | null;
}
export class BalancesData {
  @ApiProperty({ description: 'Money balance, rupees' }) current_balance: number;
  @ApiProperty({ description: 'Referral balance, rupees (game only)' }) referral_balance: number;
}
export class PurchaseData {
  @ApiProperty({ type: [TicketData] }) tickets: TicketData[];
  @ApiProperty({ type: BalancesData, description: 'The balances after the purchase' }) balances: BalancesData;
}
export class PurchaseResponse extends SuccessEnvelope {
  @ApiProperty({ type: PurchaseData }) data: PurchaseData;
}
export class TicketResponse extends SuccessEnvelope {
  @ApiProperty({ type: PlayerTicketWithReceiptData }) data: PlayerTicketWithReceiptData;
}
export class TicketPageResponse extends SuccessEnvelope {
  @ApiProperty({ type: [PlayerTicketData] }) data: PlayerTicketData[];
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ description: 'Tickets in all pages' }) total: number;
}

export class PositionCountData {
  @ApiProperty() number: number;
  @ApiProperty({ description: 'Tickets with this number first' }) num_1: number;
  @ApiProperty() num_2: number;
  @ApiProperty() num_3: number;
  @ApiProperty() num_4: number;
  @ApiProperty() num_5: number;
  @ApiProperty({ description: 'Tickets with this number at any position' }) total: number;
}
export class LetterCountData {
  @ApiProperty({ enum: LETTERS }) letter: string;
  @ApiProperty() count: number;
}
export class TicketCountData {
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ type: String, nullable: true, description: 'The round counted; null: every round of the period' }) draw_id: string | null;
  @ApiProperty() totalDraws: number;
  @ApiProperty() openDraws: number;
  @ApiProperty() closedDraws: number;
  @ApiProperty() totalTickets: number;
  @ApiProperty({ type: [PositionCountData], description: "Every number of the period's range, in order" }) positionCounts: PositionCountData[];
  @ApiProperty({ type: [LetterCountData], description: 'Weekly: A to Z; other periods: empty' }) alphabetCounts: LetterCountData[];
}
export class TicketCountResponse extends ErrEnvelope {
  @ApiProperty({ type: TicketCountData }) data: TicketCountData;
}

/** POST /user/tickets: one ticket (the spec's body) or `tickets` (up to 20). */
export class PurchaseTicketData {
  @ApiProperty({ minimum: 1, maximum: 75, description: "Within the period's range (1-75 for 3h and 6h, else 1-60); '07' is taken as 7" }) num_1: number;
  @ApiProperty() num_2: number;
  @ApiProperty() num_3: number;
  @ApiProperty() num_4: number;
  @ApiProperty() num_5: number;
  @ApiPropertyOptional({ enum: LETTERS, description: 'Weekly only, and required there' }) num_6?: string;
}
export class PurchaseRequest extends PurchaseTicketData {
  @ApiProperty({ description: "The open draw's _id" }) draw_id: string;
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiPropertyOptional({ type: [PurchaseTicketData], maxItems: 20, description: 'Several tickets instead of num_1..num_6: all are bought or none' })
  tickets?: PurchaseTicketData[];
}
