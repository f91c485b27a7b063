import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { normaliseEmail } from '../../email.js';
import type { Gender } from '../../entities/player.entity.js';
import { hasInvisibleCharacters } from '../../../shared/http/text-fields.js';
import { INDIAN_MOBILE, isCalendarDate, normaliseIndianMobile } from '../../profile-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A name that shows every character it holds (no zero-width or blank look-alikes). */
const VisibleName = (label: string) =>
  ValidateBy(
    { name: 'visibleName', validator: { validate: (value) => typeof value === 'string' && !hasInvisibleCharacters(value, { allowJoiners: true }) } },
    { message: `${label} must not contain invisible characters` },
  );

/**
 * Every field is required (spec section 5, Profile); errors are joined with commas.
 * class-validator runs the constraint nearest the property first, and the pipe stops at
 * a field's first error: so "is required" sits last.
 */
export class UpdateProfileRequest {
  @ApiProperty({ example: 'Ravi' })
  @Transform(trim)
  @VisibleName('First name')
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  first_name: string;

  @ApiProperty({ example: 'Kumar' })
  @Transform(trim)
  @VisibleName('Last name')
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  last_name: string;

  @ApiProperty({ example: 'ravi@example.com', description: 'Must be the account email' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'Invalid email address' })
  @IsString({ message: 'Email is required' })
  email: string;

  @ApiProperty({ example: '+919876543210', description: '+91 and 10 digits starting with 6-9 (a bare 10-digit number gets +91)' })
  @Transform(({ value }) => (typeof value === 'string' ? (normaliseIndianMobile(value) ?? value) : value))
  @Matches(INDIAN_MOBILE, { message: 'Mobile number must start with 6, 7, 8 or 9' })
  @Matches(/^\+91\d{10}$/, { message: 'Mobile number must be +91 followed by 10 digits' })
  @IsString({ message: 'Mobile number is required' })
  mobile: string;

  @ApiProperty({ example: '1995-08-15', description: 'YYYY-MM-DD; the player must be 18 or older' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
  @ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (value) => typeof value === 'string' && isCalendarDate(value) } },
    { message: 'Date of birth must be a valid date (YYYY-MM-DD)' },
  )
  @IsString({ message: 'Date of birth is required' })
  date_of_birth: string;

  @ApiProperty({ enum: ['male', 'female', 'other'] })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(['male', 'female', 'other'], { message: 'Gender must be male, female or other' })
  gender: Gender;
}
