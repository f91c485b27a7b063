import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { isCalendarDate } from '../identity/profile-rules.js';

/** An optional query-string date: a real calendar day 'YYYY-MM-DD', read as that day in India. */
export const IndiaDateParam = (name: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-01-06', description: `${description} (YYYY-MM-DD, a calendar day in India, inclusive)` }),
    IsOptional(),
    ValidateBy(
      { name: 'isCalendarDate', validator: { validate: (value) => typeof value === 'string' && isCalendarDate(value) } },
      { message: `${name} must be a date (YYYY-MM-DD)` },
    ),
    IsString({ message: `${name} must be a date (YYYY-MM-DD)` }),
  );
