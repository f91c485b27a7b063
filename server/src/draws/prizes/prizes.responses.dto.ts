import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERIOD_IDS } from '../draw-periods.js';
import { PRIZE_MODES } from './prize-odds.js';

/** The answers of the prize routes, for the OpenAPI document. */

const multiplier = (description: string) => ApiProperty({ description: `Multiplier of the ticket price: ${description}`, example: 20 });
const weekly = (description: string) => ApiPropertyOptional({ description: `Weekly any order only: ${description}`, example: 20 });
const rtp = () => ApiProperty({ description: "This mode's table's return to player, % of the ticket price (fixed tiers' exact expectation plus the pot share)", example: 20.67 });
const periodRtp = () => ApiProperty({ description: 'What a ticket returns over every mode of its period, %', example: 53.72 });

export class JackpotSettingsData {
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ enum: PRIZE_MODES }) mode: string;
  @multiplier('5 numbers (paid on top of the pot)') fiveN: number;
  @multiplier('4 numbers') fourN: number;
  @multiplier('3 numbers') threeN: number;
  @multiplier('2 numbers') twoN: number;
  @multiplier('1 number') oneN: number;
  @weekly('4 numbers and the letter') fourNA?: number;
  @weekly('3 numbers and the letter') threeNA?: number;
  @weekly('2 numbers and the letter') twoNA?: number;
  @weekly('1 number and the letter') oneNA?: number;
  @weekly('the letter alone') onlyA?: number;
  @ApiProperty({ description: "The pot's base amount, rupees", example: 100000 }) jackpotAmount: number;
  @ApiProperty({ description: "The pot's share of the round's ticket sales, %", example: 10 }) potShare: number;
  @rtp() returnToPlayer: number;
  @periodRtp() periodReturnToPlayer: number;
}

class Envelope {
  @ApiProperty({ enum: ['N'] }) err: 'N';
  @ApiProperty() msg: string;
}
export class JackpotSettingsResponse extends Envelope {
  @ApiProperty({ type: JackpotSettingsData }) data: JackpotSettingsData;
}

export class PrizeStatsData extends JackpotSettingsData {
  @ApiProperty({ description: 'The ticket price the amounts are at (the open round\'s round_amount), rupees', example: 100 }) price: number;
  @ApiProperty({ description: 'fiveN in rupees at the price (each tier has its <field>Amount)', example: 2000000 }) fiveNAmount: number;
  @ApiProperty({ example: 200000 }) fourNAmount: number;
  @ApiProperty({ example: 8000 }) threeNAmount: number;
  @ApiProperty({ example: 400 }) twoNAmount: number;
  @ApiProperty({ example: 0 }) oneNAmount: number;
  @ApiProperty({ enum: ['jackpot', 'minipot'], nullable: true, description: 'The pot five numbers win in this mode (weekly: with the letter)' })
  pot: string | null;
}
export class PrizeStatsResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: PrizeStatsData }) data: PrizeStatsData;
}
