import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LETTERS, PERIOD_IDS } from '../../draw-periods.js';
import { ResultNumbersData } from '../../http/draws.responses.dto.js';
import { CloseFeedRefData, ManualResultData, ResultDelayData, RulesData } from './proof-fairness.responses.dto.js';

/** The answers of the result routes, for the OpenAPI document. Money in rupees. */

class SuccessEnvelope {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() message: string;
}

/** POST /admin/draws/period/{period}/result: the spec's body. */
export class PostResultRequest {
  @ApiProperty({ minimum: 1, maximum: 75, description: "First number drawn, within the period's range (1-75 for 3h and 6h, else 1-60); '07' is taken as 7" })
  num_1: number;
  @ApiProperty() num_2: number;
  @ApiProperty() num_3: number;
  @ApiProperty() num_4: number;
  @ApiProperty() num_5: number;
  @ApiPropertyOptional({ enum: LETTERS, description: 'The letter: weekly only, and required there' }) num_6?: string;
}
export class PostedResultData {
  @ApiProperty() draw_id: string;
  @ApiProperty({ type: ResultNumbersData }) result: ResultNumbersData;
  @ApiProperty({ format: 'date-time', description: 'When players see it: the draw time, or now if that has passed' }) result_at: string;
}
export class PostResultResponse {
  @ApiProperty({ enum: ['N'] }) err: 'N';
  @ApiProperty() msg: string;
  @ApiProperty({ type: PostedResultData }) data: PostedResultData;
}

export class PublishedResultData {
  @ApiProperty() draw_id: string;
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ format: 'date-time' }) start_at: string;
  @ApiProperty({ format: 'date-time' }) close_at: string;
  @ApiProperty({ format: 'date-time' }) draw_at: string;
  @ApiProperty({ format: 'date-time', description: 'When the result was published' }) result_at: string;
  @ApiProperty({ type: ResultNumbersData }) result: ResultNumbersData;
  @ApiProperty({ enum: ['manual', 'rng'] }) result_source: string;
  @ApiProperty() ticket_count: number;
  @ApiProperty({ description: 'Total ticket sales, rupees' }) sales: number;
}
export class ResultsPageResponse extends SuccessEnvelope {
  @ApiProperty({ type: [PublishedResultData] }) data: PublishedResultData[];
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ description: 'Published results in all pages' }) total: number;
}

export class BeaconChainData {
  @ApiProperty({ description: 'The chain hash (hex)' }) hash: string;
  @ApiProperty({ description: 'The chain public key (hex), to verify beacon signatures (BLS12-381)' }) public_key: string;
  @ApiProperty({ example: 'bls-unchained-g1-rfc9380' }) scheme: string;
  @ApiProperty({ description: 'Seconds between rounds' }) period: number;
  @ApiProperty({ description: 'Unix time of round 1' }) genesis_time: number;
  @ApiProperty({ type: String, nullable: true, description: 'Where rounds are fetched: <url>/<hash>/public/<round>' }) url: string | null;
}
export class ProofBeaconData {
  @ApiProperty({ type: Number, nullable: true, description: 'The drand round committed to at open (null: no beacon configured)' }) round: number | null;
  @ApiProperty({ type: String, nullable: true }) chain_hash: string | null;
  @ApiProperty({ type: BeaconChainData, nullable: true }) chain: BeaconChainData | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the committed round is emitted: genesis_time + (round - 1) x period' })
  round_time: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'sha256 of the signature (hex), once the result is published' }) randomness: string | null;
  @ApiProperty({ type: String, nullable: true }) signature: string | null;
  @ApiProperty({ type: String, enum: ['verified', 'none', 'late'], nullable: true }) status: string | null;
}
export class PotSummaryData {
  @ApiProperty({ enum: ['jackpot', 'minipot'] }) name: string;
  @ApiProperty({ enum: ['sequence', 'any'] }) mode: string;
  @ApiProperty({ description: 'The pot at open (carried + seed)' }) start: number;
  @ApiProperty({ description: "The house's money put in by this round" }) seed: number;
  @ApiProperty({ description: 'Its share of sales' }) share: number;
  @ApiProperty() pot: number;
  @ApiProperty() winning_tickets: number;
  @ApiProperty() per_ticket: number;
  @ApiProperty() paid: number;
  @ApiProperty({ description: "Into the period's next round" }) carried: number;
}
export class SettlementSummaryData {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) settled_at: string | null;
  @ApiProperty() ticket_count: number;
  @ApiProperty() sales: number;
  @ApiProperty() fixed_prizes: number;
  @ApiProperty() pot_prizes: number;
  @ApiProperty() prizes: number;
  @ApiProperty({ description: 'Players paid a prize' }) winners: number;
  @ApiProperty() winning_tickets: number;
  @ApiProperty() house_share: number;
  @ApiProperty({ type: [PotSummaryData] }) pots: PotSummaryData[];
  @ApiProperty({ description: 'Per mode: multipliers of the price, pot base (rupees), pot share of sales (basis points)', type: 'object', additionalProperties: true })
  tables: Record<string, unknown>;
}
export class DrawProofData {
  @ApiProperty() draw_id: string;
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ enum: ['open', 'closed', 'resulted', 'settled'] }) stage: string;
  @ApiProperty({ format: 'date-time' }) start_at: string;
  @ApiProperty({ format: 'date-time' }) close_at: string;
  @ApiProperty({ format: 'date-time' }) draw_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) result_at: string | null;
  @ApiProperty({ description: 'Ticket price, rupees' }) round_amount: number;
  @ApiProperty({ type: String, enum: ['rng', 'manual'], nullable: true, description: 'Declared at open, never changed (null: opened before sources were declared)' })
  source: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the commitment, beacon round, source and rules were published' }) opened_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the ticket count, sales and root were published' }) closed_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "The frozen set's first purchase" }) first_ticket_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "The frozen set's last purchase" }) last_ticket_at: string | null;
  @ApiProperty({ description: 'sha256 (hex) of the secret seed, published at open' }) commitment: string;
  @ApiProperty({ type: ProofBeaconData }) beacon: ProofBeaconData;
  @ApiProperty({ description: 'An RNG round without a public beacon: the operator could have influenced its result' }) operator_trusted: boolean;
  @ApiProperty({ type: ResultDelayData, nullable: true, description: 'The result is due and not out' }) delay: ResultDelayData | null;
  @ApiProperty({ type: CloseFeedRefData, nullable: true, description: "The round's entry in the feed of closes" }) close_feed: CloseFeedRefData | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Tickets in the frozen set (from close)' }) ticket_count: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Total sales, rupees (from close)' }) sales: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Merkle root of the frozen ticket set (from close)' }) ticket_root: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The revealed seed (hex): never before draw_at' }) seed: string | null;
  @ApiProperty({ type: ResultNumbersData, nullable: true, description: 'Never before result_at' }) result: ResultNumbersData | null;
  @ApiProperty({ type: String, enum: ['manual', 'rng'], nullable: true }) result_source: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The admin who entered a manual result' }) admin_id: string | null;
  @ApiProperty({ type: ManualResultData, nullable: true, description: 'Who entered and approved a manual result: it cannot be checked by computation' })
  manual: ManualResultData | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The RNG version of an RNG result (1)' }) rng_version: number | null;
  @ApiProperty({ type: RulesData, nullable: true, description: 'The prize tables fixed at open' }) rules: RulesData | null;
  @ApiProperty({ example: '/docs/fairness.md', description: 'The verification document: every byte of the RNG, the ticket tree and the beacon check' }) fairness_doc: string;
  @ApiProperty({ type: SettlementSummaryData, nullable: true, description: 'What the round paid, once settled' }) settlement: SettlementSummaryData | null;
}
export class DrawProofResponse extends SuccessEnvelope {
  @ApiProperty({ type: DrawProofData }) data: DrawProofData;
}
