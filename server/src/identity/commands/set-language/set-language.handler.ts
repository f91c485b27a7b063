import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { isLanguage, type Language } from '../../../shared/i18n/language.js';
import { InvalidLanguageError, PlayerNotFoundError } from '../../identity.errors.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { SetLanguage } from './set-language.command.js';


/** The DTO has checked the language already; the handler checks again, as every command is checked. */
@CommandHandler(SetLanguage)
export class SetLanguageHandler implements ICommandHandler<SetLanguage> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly clock: Clock,
  ) {}

  async execute({ playerId, language }: SetLanguage): Promise<Language> {
    if (!isLanguage(language)) throw new InvalidLanguageError();
    const result = await this.accounts.players.update({ id: playerId }, { language, updatedAt: this.clock.now() });
    if (!result.affected) throw new PlayerNotFoundError();
    return language;
  }
}
