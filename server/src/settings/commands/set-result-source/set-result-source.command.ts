import type { PeriodId, ResultSource } from '../../../draws/draw-periods.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { SettingsCommand } from '../../settings.commands.js';
import { SettingsCommandMessage } from '../settings-command-message.js';

/** Sets where a period's results come from; rounds that open from then on declare it. */
export class SetResultSource extends SettingsCommandMessage {
  constructor(
    readonly period: PeriodId,
    readonly source: ResultSource,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(meta, idempotencyKey);
  }

  toSettingsCommand(): SettingsCommand {
    return { type: 'SetResultSource', data: { period: this.period, source: this.source } };
  }
}
