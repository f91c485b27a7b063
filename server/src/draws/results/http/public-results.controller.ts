import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { success, SuccessEnvelope } from '../../../shared/http/envelope.js';
import { DrawNotFoundError } from '../../tickets/tickets.errors.js';
import { GetDrawProof } from '../queries/get-draw-proof/get-draw-proof.query.js';
import { ListPublishedResults } from '../queries/list-results/list-results.query.js';
import { FAIRNESS_DOC_URL } from './fairness-doc.controller.js';
import { ResultsHistoryRequest } from './results.request.dto.js';
import { DrawProofResponse, ResultsPageResponse } from './results.responses.dto.js';

/**
 * The public side of results (issue 11: anyone can check every draw, no sign-in): a
 * period's results history and each round's proof. Nothing here shows a result before
 * its result_at or a seed before draw_at (published-result.ts).
 */
@ApiTags('results (public)')
@Controller('draws')
@SuccessEnvelope()
export class PublicResultsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('results')
  @ApiOperation({ summary: "A period's published results, newest first, paged: numbers, source, tickets and sales of each round" })
  @ApiOkResponse({ type: ResultsPageResponse })
  async results(@Query() query: ResultsHistoryRequest) {
    const page = await this.queryBus.execute(new ListPublishedResults(query.period, query.page, query.limit));
    return success(page.rows.length ? 'Results fetched successfully' : 'No results yet for this period', page.rows, {
      page: page.page,
      limit: page.limit,
      total: page.total,
    });
  }

  @Get(':drawId/proof')
  @ApiOperation({
    summary:
      "A round's proof: the commitment and beacon round published at open, the ticket set's count, sales and Merkle root published at close, " +
      'and from their times the seed, beacon value, result and source, and what settlement paid. How to check each value: ' + FAIRNESS_DOC_URL,
  })
  @ApiOkResponse({ type: DrawProofResponse })
  @ApiNotFoundResponse({ description: "'Draw not found'" })
  async proof(@Param('drawId') drawId: string) {
    const proof = drawId.length <= 100 ? await this.queryBus.execute(new GetDrawProof(drawId)) : null;
    if (!proof) throw new DrawNotFoundError(drawId);
    return success('Draw proof fetched successfully', proof);
  }
}
