import { ApiProperty } from '@nestjs/swagger';
import { rupeesFromPaise } from '../../shared/money/money.js';
import type { LivePots } from './pots.js';

/** The live pots as the API speaks them: rupees with 2 decimals at most (the contract's shape). */
export function livePotsAnswer(pots: LivePots) {
  return {
    draw_id: pots.drawId,
    jackpot: rupeesFromPaise(pots.jackpotPaise),
    minipot: pots.minipotPaise === null ? null : rupeesFromPaise(pots.minipotPaise),
  };
}

export class LivePotsData {
  @ApiProperty({ type: String, nullable: true, description: 'The open round; null when none is open (then: what the next round starts at)' })
  draw_id: string | null;
  @ApiProperty({ description: 'Rupees: the base (or what rolled over) plus the share of the round\'s sales so far', example: 100250.5 })
  jackpot: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Rupees; null for periods without a minipot (24h, weekly)', example: 10125.25 })
  minipot: number | null;
}
export class LivePotsResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: LivePotsData }) data: LivePotsData;
}
