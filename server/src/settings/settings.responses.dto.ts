import { ApiProperty } from '@nestjs/swagger';
import { PERIOD_IDS } from '../draws/draw-periods.js';
import { ACCOUNT_TYPES } from './payment-details/payment-formats.js';
import { SETTING_NAMES } from './queries/get-settings-history/get-settings-history.query.js';

/** The answers of the settings routes, for the OpenAPI document (envelope `{ err: 'N', msg, data }`). */

class Envelope {
  @ApiProperty({ enum: ['N'] }) err: 'N';
  @ApiProperty() msg: string;
}

export class LatestNewsData {
  @ApiProperty({ type: String, nullable: true, description: 'null until an admin sets it' }) url: string | null;
}
export class LatestNewsResponse extends Envelope {
  @ApiProperty({ type: LatestNewsData }) data: LatestNewsData;
}

export class AmountData {
  @ApiProperty({ description: 'Rupees, up to 2 decimals', example: 50 }) amount: number;
}
export class AmountResponse extends Envelope {
  @ApiProperty({ type: AmountData }) data: AmountData;
}

export class TicketAmountData {
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ description: 'Rupees, up to 2 decimals', example: 100 }) amount: number;
}
export class TicketAmountResponse extends Envelope {
  @ApiProperty({ type: TicketAmountData }) data: TicketAmountData;
}

export class BankAccountData {
  @ApiProperty() account_holder_name: string;
  @ApiProperty() account_number: string;
  @ApiProperty() bank_name: string;
  @ApiProperty() ifsc_code: string;
  @ApiProperty({ enum: ACCOUNT_TYPES }) type_of_account: string;
}
export class CryptoAddressesData {
  @ApiProperty({ type: String, nullable: true }) TRC20: string | null;
  @ApiProperty({ type: String, nullable: true }) SOLANA: string | null;
}
export class PaymentDetailsData {
  @ApiProperty({ type: BankAccountData, nullable: true, description: 'null: no bank account offered' }) bank: BankAccountData | null;
  @ApiProperty({ type: String, nullable: true, example: 'fairdraw@okaxis' }) upi_id: string | null;
  @ApiProperty({ type: CryptoAddressesData }) crypto: CryptoAddressesData;
}
export class PaymentDetailsResponse extends Envelope {
  @ApiProperty({ type: PaymentDetailsData }) data: PaymentDetailsData;
}

export class TicketAmountsData {
  @ApiProperty() '3h': number;
  @ApiProperty() '6h': number;
  @ApiProperty() '12h': number;
  @ApiProperty() '24h': number;
  @ApiProperty() weekly: number;
}
export class AllSettingsData {
  @ApiProperty({ type: String, nullable: true }) latest_news: string | null;
  @ApiProperty({ description: 'Rupees' }) referral_code_amount: number;
  @ApiProperty({ type: TicketAmountsData, description: 'Rupees per period' }) ticket_amounts: TicketAmountsData;
  @ApiProperty({ type: PaymentDetailsData }) payment_details: PaymentDetailsData;
}
export class AllSettingsResponse extends Envelope {
  @ApiProperty({ type: AllSettingsData }) data: AllSettingsData;
}

export class ChangedBy {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
}
export class SettingsHistoryEntryData {
  @ApiProperty({ description: 'Position of the change in the settings stream' }) version: number;
  @ApiProperty({ enum: SETTING_NAMES }) setting: string;
  @ApiProperty({ enum: PERIOD_IDS, nullable: true, description: 'ticket-amount only' }) period: string | null;
  @ApiProperty({ description: 'The URL, the amount in rupees, or the payment details (as GET payment-details)', nullable: true }) value: unknown;
  @ApiProperty({ description: 'The value this change replaced (the default for the first change)', nullable: true }) previous_value: unknown;
  @ApiProperty({ type: ChangedBy }) changed_by: ChangedBy;
  @ApiProperty({ description: 'ISO-8601 UTC' }) changed_at: string;
}
export class Pagination {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty() totalPages: number;
}
export class SettingsHistoryResponse extends Envelope {
  @ApiProperty({ type: [SettingsHistoryEntryData] }) data: SettingsHistoryEntryData[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class PlayerNewsResponse extends Envelope {
  @ApiProperty({ description: "The news line (a URL); '' when there is none", example: 'https://news.fairdraw.example/weekly-giant' }) data: string;
}

