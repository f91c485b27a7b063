import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, Matches, ValidateBy, ValidateNested } from 'class-validator';
import { isAccountName, PAYMENT_MESSAGES } from '../../payment-details/payment-details.rules.js';
import { ACCOUNT_NUMBER, ACCOUNT_TYPES, IFSC, isSolanaAddress, isTronAddress, UPI_ID } from '../../payment-details/payment-formats.js';

type Value = { value: unknown };
const trim = ({ value }: Value) => (typeof value === 'string' ? value.trim() : value);
/** A blank text means "none": that method is no longer offered. */
const blankIsNone = ({ value }: Value) => {
  const trimmed = trim({ value });
  return trimmed === '' ? null : trimmed;
};
const AccountName = (message: string) => ValidateBy({ name: 'isAccountName', validator: { validate: isAccountName } }, { message });

/** The operator's bank account, every field required (the deposit form's bank fields). */
export class BankAccountRequest {
  @ApiProperty({ example: 'Fairdraw Gaming Pvt. Ltd.', minLength: 2, maxLength: 100 })
  @Transform(trim)
  @AccountName(PAYMENT_MESSAGES.holderInvalid)
  @IsNotEmpty({ message: PAYMENT_MESSAGES.holderRequired })
  @IsString({ message: PAYMENT_MESSAGES.holderRequired })
  account_holder_name: string;

  @ApiProperty({ example: '50200012345678', description: '9 to 18 digits (spaces are dropped)' })
  @Transform(({ value }: Value) => (typeof value === 'string' ? value.replace(/ /g, '') : value))
  @Matches(ACCOUNT_NUMBER, { message: PAYMENT_MESSAGES.accountNumberInvalid })
  @IsNotEmpty({ message: PAYMENT_MESSAGES.accountNumberRequired })
  @IsString({ message: PAYMENT_MESSAGES.accountNumberRequired })
  account_number: string;

  @ApiProperty({ example: 'HDFC Bank', minLength: 2, maxLength: 100 })
  @Transform(trim)
  @AccountName(PAYMENT_MESSAGES.bankNameInvalid)
  @IsNotEmpty({ message: PAYMENT_MESSAGES.bankNameRequired })
  @IsString({ message: PAYMENT_MESSAGES.bankNameRequired })
  bank_name: string;

  @ApiProperty({ example: 'HDFC0001234', description: '4 letters, 0, then 6 letters or digits (upper-cased)' })
  @Transform(({ value }: Value) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(IFSC, { message: PAYMENT_MESSAGES.ifscInvalid })
  @IsNotEmpty({ message: PAYMENT_MESSAGES.ifscRequired })
  @IsString({ message: PAYMENT_MESSAGES.ifscRequired })
  ifsc_code: string;

  @ApiProperty({ enum: ACCOUNT_TYPES, description: 'Lower-cased' })
  @Transform(({ value }: Value) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(ACCOUNT_TYPES, { message: PAYMENT_MESSAGES.accountTypeInvalid })
  @IsNotEmpty({ message: PAYMENT_MESSAGES.accountTypeRequired })
  @IsString({ message: PAYMENT_MESSAGES.accountTypeRequired })
  type_of_account: string;
}

/** Where crypto deposits go, per network; left out: unchanged, null or '': not offered. */
export class CryptoAddressesRequest {
  @ApiPropertyOptional({ nullable: true, example: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', description: 'A Tron base58check address' })
  @Transform(blankIsNone)
  @IsOptional()
  @ValidateBy({ name: 'isTronAddress', validator: { validate: isTronAddress } }, { message: PAYMENT_MESSAGES.TRC20Invalid })
  @IsString({ message: PAYMENT_MESSAGES.TRC20Invalid })
  TRC20?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 'So11111111111111111111111111111111111111112', description: 'A Solana base58 public key' })
  @Transform(blankIsNone)
  @IsOptional()
  @ValidateBy({ name: 'isSolanaAddress', validator: { validate: isSolanaAddress } }, { message: PAYMENT_MESSAGES.SOLANAInvalid })
  @IsString({ message: PAYMENT_MESSAGES.SOLANAInvalid })
  SOLANA?: string | null;
}

/**
 * POST /admin/settings/payment-details. A part left out stays as it is; null (or a blank
 * UPI id or address) removes it. The bank account is replaced whole.
 */
export class SetPaymentDetailsRequest {
  @ApiPropertyOptional({ type: BankAccountRequest, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => BankAccountRequest)
  @IsObject({ message: 'bank must be the account details, or null' })
  bank?: BankAccountRequest | null;

  @ApiPropertyOptional({ nullable: true, example: 'fairdraw@okaxis', description: 'name@bank' })
  @Transform(blankIsNone)
  @IsOptional()
  @Matches(UPI_ID, { message: PAYMENT_MESSAGES.upiInvalid })
  @IsString({ message: PAYMENT_MESSAGES.upiInvalid })
  upi_id?: string | null;

  @ApiPropertyOptional({ type: CryptoAddressesRequest, nullable: true, description: 'null removes both addresses' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CryptoAddressesRequest)
  @IsObject({ message: 'crypto must be the addresses per network, or null' })
  crypto?: CryptoAddressesRequest | null;
}
