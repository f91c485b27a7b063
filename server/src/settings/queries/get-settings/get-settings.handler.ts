import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CurrentSettings } from '../../current-settings.js';
import { GetSettings, type SettingsSnapshot } from './get-settings.query.js';

/**
 * Every setting as it stands, reflecting every change committed before the call, in any
 * instance (see CurrentSettings). The answer is frozen: it is shared with other readers.
 */
@QueryHandler(GetSettings)
export class GetSettingsHandler implements IQueryHandler<GetSettings, SettingsSnapshot> {
  constructor(private readonly current: CurrentSettings) {}

  async execute(): Promise<SettingsSnapshot> {
    return (await this.current.read()).state;
  }
}
