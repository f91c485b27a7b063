import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { CreditReferral } from './credit-referral.command.js';

@CommandHandler(CreditReferral)
export class CreditReferralHandler extends WalletCommandHandler<CreditReferral> {}
