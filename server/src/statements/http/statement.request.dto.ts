import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequest } from '../../shared/http/page.request.dto.js';
import { text } from '../../shared/i18n/message.js';
import { ruleMessage } from '../../shared/i18n/rule-message.js';

const DATE_MESSAGE = (name: string) => ruleMessage(text('{field} must be a date as YYYY-MM-DD (for example 2026-11-26)', { field: name }));

/**
 * GET /user/statement?from&to&page&limit (and the .csv, which ignores paging). The dates'
 * meaning (IST days, from ≤ to, at most ten years) is read by statement-range.ts; here only
 * their shape: one short string each (a repeated parameter arrives as an array: a 400).
 */
export class StatementRequest extends PageRequest {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day, YYYY-MM-DD, a calendar day in India (included)' })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE('from') })
  @MaxLength(10, { message: DATE_MESSAGE('from') })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-26', description: 'Last day, YYYY-MM-DD, a calendar day in India (included)' })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE('to') })
  @MaxLength(10, { message: DATE_MESSAGE('to') })
  to?: string;
}
