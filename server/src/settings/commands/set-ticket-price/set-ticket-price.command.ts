import type { PeriodId } from '../../../draws/draw-periods.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { SettingsCommand } from '../../settings.commands.js';
import { SettingsCommandMessage } from '../settings-command-message.js';

/** Sets a period's ticket price; rounds that open from then on cost this. */
export class SetTicketPrice extends SettingsCommandMessage {
  constructor(
    readonly period: PeriodId,
    readonly pricePaise: number,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(meta, idempotencyKey);
  }

  toSettingsCommand(): SettingsCommand {
    return { type: 'SetTicketPrice', data: { period: this.period, pricePaise: this.pricePaise } };
  }
}
