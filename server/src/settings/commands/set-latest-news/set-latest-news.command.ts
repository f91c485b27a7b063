import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { SettingsCommand } from '../../settings.commands.js';
import { SettingsCommandMessage } from '../settings-command-message.js';

/** Sets the news line of the player dashboard (an http:// or https:// link). */
export class SetLatestNews extends SettingsCommandMessage {
  constructor(
    readonly url: string,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(meta, idempotencyKey);
  }

  toSettingsCommand(): SettingsCommand {
    return { type: 'SetLatestNews', data: { url: this.url } };
  }
}
