import { Injectable } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { SettingsCommandRunner, type SettingsChangeResult } from '../settings-command-runner.js';
import type { SettingsCommand } from '../settings.commands.js';

/**
 * A settings change as it travels on the CommandBus: who asks, the admin's optional
 * Idempotency-Key, and the decider's command. Each use case's class says what it asks.
 */
export abstract class SettingsCommandMessage extends Command<SettingsChangeResult> {
  constructor(
    readonly meta: CommandMeta,
    readonly idempotencyKey?: string,
  ) {
    super();
  }

  abstract toSettingsCommand(): SettingsCommand;
}

/** Handlers stay thin: the runner loads, decides and appends. */
@Injectable()
export abstract class SettingsCommandHandler<C extends SettingsCommandMessage> {
  constructor(protected readonly settings: SettingsCommandRunner) {}

  execute(command: C): Promise<SettingsChangeResult> {
    return this.settings.run(command.toSettingsCommand(), command.meta, command.idempotencyKey);
  }
}
