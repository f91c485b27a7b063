import { ApiProperty } from '@nestjs/swagger';

/** The statement's answers, for the OpenAPI document (contract B1 and B3). Amounts in rupees. */

class ErrEnvelope {
  @ApiProperty({ enum: ['N'] }) err: 'N';
  @ApiProperty() msg: string;
}

class MoneyChangeData {
  @ApiProperty() money: number;
  @ApiProperty() referral: number;
  @ApiProperty() held: number;
}
class BalancesData extends MoneyChangeData {
  @ApiProperty({ description: 'money + referral + held' }) total: number;
}
class ReferenceData {
  @ApiProperty({ enum: ['deposit_request', 'withdrawal_request', 'ticket', 'round', 'referred_player', 'adjustment'] }) kind: string;
  @ApiProperty() id: string;
}
class StatementRowData {
  @ApiProperty({ description: 'The wallet event id' }) id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ description: "The event's version in the wallet stream" }) version: number;
  @ApiProperty({ enum: ['deposit', 'withdrawal_held', 'withdrawal_paid', 'withdrawal_released', 'ticket', 'prize', 'referral_bonus', 'adjustment'] }) kind: string;
  @ApiProperty({ example: 'Ticket · Vibrant (3 hours) · 05 12 33 41 60' }) description: string;
  @ApiProperty({ type: ReferenceData }) reference: ReferenceData;
  @ApiProperty({ description: 'Signed change of the total (money + referral + held)' }) amount: number;
  @ApiProperty({ type: MoneyChangeData }) change: MoneyChangeData;
  @ApiProperty({ type: BalancesData, description: 'After this row' }) balances: BalancesData;
}
class StatementData {
  @ApiProperty({ type: [StatementRowData], description: 'Newest first' }) rows: StatementRowData[];
  @ApiProperty({ type: BalancesData, description: 'Before the first movement of the range' }) opening: BalancesData;
  @ApiProperty({ type: BalancesData, description: 'After the last movement of the range' }) closing: BalancesData;
}
class PaginationData {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty() totalPages: number;
}
export class StatementResponse extends ErrEnvelope {
  @ApiProperty({ type: StatementData }) data: StatementData;
  @ApiProperty({ type: PaginationData }) pagination: PaginationData;
}

class NetDepositsData {
  @ApiProperty({ description: 'Deposits credited' }) deposits: number;
  @ApiProperty({ description: 'Withdrawals paid' }) withdrawals: number;
  @ApiProperty({ description: 'deposits − withdrawals' }) net: number;
}
class NetDepositsPeriodsData {
  @ApiProperty({ type: NetDepositsData, description: 'The last 30 × 24 hours' }) last30Days: NetDepositsData;
  @ApiProperty({ type: NetDepositsData }) sinceOpened: NetDepositsData;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) openedAt: string | null;
}
class FinancialYearData {
  @ApiProperty({ example: '2026-27' }) fy: string;
  @ApiProperty({ example: '2026-04-01' }) from: string;
  @ApiProperty({ example: '2027-03-31' }) to: string;
  @ApiProperty({ description: 'Ticket prices, from either balance' }) staked: number;
  @ApiProperty({ description: 'Prizes credited' }) won: number;
  @ApiProperty({ description: 'won − staked' }) net: number;
  @ApiProperty({ description: 'Deposits credited' }) deposits: number;
  @ApiProperty({ description: 'Withdrawals paid' }) withdrawals: number;
  @ApiProperty() referralBonuses: number;
  @ApiProperty({ description: 'Tickets bought' }) tickets: number;
}
class StatementSummaryData {
  @ApiProperty({ type: BalancesData }) balances: BalancesData;
  @ApiProperty({ type: NetDepositsPeriodsData }) netDeposits: NetDepositsPeriodsData;
  @ApiProperty({ type: [FinancialYearData], description: 'Newest first, from the opening to today' }) years: FinancialYearData[];
}
export class StatementSummaryResponse extends ErrEnvelope {
  @ApiProperty({ type: StatementSummaryData }) data: StatementSummaryData;
}
