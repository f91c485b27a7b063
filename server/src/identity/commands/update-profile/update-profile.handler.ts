import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import {
  BirthDateFutureError,
  BirthDateImplausibleError,
  EmailMismatchError,
  PlayerNotFoundError,
  UnderageError,
} from '../../identity.errors.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { checkBirthDate, indianDate } from '../../profile-rules.js';
import { UpdateProfile } from './update-profile.command.js';

/**
 * The email field must be the account's own: changing the address that receives codes
 * and reset links would need its own verification, which the profile form does not do.
 */
@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly clock: Clock,
  ) {}

  async execute({ playerId, fields }: UpdateProfile): Promise<void> {
    const player = await this.accounts.players.findOneBy({ id: playerId });
    if (!player) throw new PlayerNotFoundError();
    if (fields.email !== player.email) throw new EmailMismatchError();
    const now = this.clock.now();
    switch (checkBirthDate(fields.date_of_birth, indianDate(now))) {
      case 'underage':
        throw new UnderageError();
      case 'future':
        throw new BirthDateFutureError();
      case 'implausible':
        throw new BirthDateImplausibleError();
      case 'ok':
        break;
    }
    await this.accounts.players.update(
      { id: playerId },
      {
        firstName: fields.first_name,
        lastName: fields.last_name,
        mobile: fields.mobile,
        dateOfBirth: fields.date_of_birth,
        gender: fields.gender,
        isProfileUpdated: true,
        updatedAt: now,
      },
    );
  }
}
