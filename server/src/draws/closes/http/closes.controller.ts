import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { success, SuccessEnvelope } from '../../../shared/http/envelope.js';
import { ListCloses } from '../queries/list-closes/list-closes.query.js';
import { CloseFeedRequest } from './closes.request.dto.js';
import { CloseFeedResponse } from './closes.responses.dto.js';

/**
 * The public feed of round closes (no sign-in): each closed round's ticket count, sales and
 * ticket root, hash-chained, so anyone can archive it and later see that nothing in it changed.
 */
@ApiTags('results (public)')
@Controller('draws')
@SuccessEnvelope()
export class ClosesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('closes')
  @ApiOperation({
    summary:
      'The append-only feed of round closes, oldest first: entries with seq > since, at most limit (default 100, at most 500). ' +
      "Each entry's prev_hash is the previous entry's hash; fetch again with since = the last seq to follow it",
  })
  @ApiOkResponse({ type: CloseFeedResponse })
  @ApiBadRequestResponse({ description: 'since or limit is not a whole number in range, or another parameter was sent' })
  async closes(@Query() query: CloseFeedRequest) {
    const entries = await this.queryBus.execute(new ListCloses(query.since, query.limit));
    return success(entries.length ? 'Closes fetched successfully' : 'No more closes yet', entries);
  }
}
