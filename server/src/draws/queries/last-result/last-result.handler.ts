import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetLastResult, type LastResult } from './last-result.query.js';

/** No round has a result yet (the results issue adds them to `rounds` and reads them here). */
@QueryHandler(GetLastResult)
export class GetLastResultHandler implements IQueryHandler<GetLastResult, LastResult> {
  async execute(): Promise<LastResult> {
    return { result: null, result_at: null };
  }
}
