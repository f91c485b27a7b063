import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { text } from '../../shared/i18n/message.js';
import { unknownField } from '../../shared/http/unknown-field.js';
import { isPeriodId, PERIOD_IDS, type PeriodId } from '../draw-periods.js';
import type { DrawStatusFilter } from '../queries/list-draws/list-draws.query.js';
import { InvalidDrawQueryError } from '../tickets/tickets.errors.js';

export interface ListDrawsParams {
  period: PeriodId | null;
  status: DrawStatusFilter;
  limit: number;
}

const KNOWN = new Set(['period', 'status', 'limit']);
const DEFAULT_LIMIT = 10;

/**
 * GET /user/draws?period&status&limit (spec section 7; the dashboard asks it with limit 1
 * every time a timer ends). Read by hand rather than through a class-validator DTO: this
 * is the API's most frequent read (DESIGN.md section 7), and the DTO's transform and
 * validation cost a tenth of its CPU. The rules and messages are the DTOs' own.
 * `status` empty, `empty` or absent: both open and closed.
 */
export function readListDrawsParams(query: Record<string, unknown>): ListDrawsParams {
  const unknown = Object.keys(query).find((key) => !KNOWN.has(key));
  if (unknown !== undefined) throw new InvalidDrawQueryError(unknownField(unknown));
  const { period, status, limit } = query;
  if (period !== undefined && !isPeriodId(period)) throw new InvalidDrawQueryError(text('period must be one of {periods}', { periods: PERIOD_IDS.join(', ') }));
  if (status !== undefined && status !== '' && status !== 'empty' && status !== 'open' && status !== 'closed') {
    throw new InvalidDrawQueryError(text('status must be open, closed or empty'));
  }
  return { period: period ?? null, status: status === 'open' || status === 'closed' ? status : null, limit: limitOf(limit) };
}

function limitOf(limit: unknown): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (typeof limit !== 'string' || !/^\d{1,6}$/.test(limit)) throw new InvalidDrawQueryError(text('limit must be a whole number'));
  const n = Number(limit);
  if (n < 1 || n > 100) throw new InvalidDrawQueryError(text('limit must be between 1 and 100'));
  return n;
}

/** The parameters in the OpenAPI document. */
export const ApiListDrawsParams = () =>
  applyDecorators(
    ApiQuery({ name: 'period', required: false, enum: PERIOD_IDS, description: 'absent: every period' }),
    ApiQuery({ name: 'status', required: false, enum: ['open', 'closed', 'empty'], description: 'open: on sale now; closed: sales over; empty or absent: both' }),
    ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_LIMIT } }),
  );
