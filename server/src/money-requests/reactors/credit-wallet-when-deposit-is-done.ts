import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { EventStore, type StoredEvent } from '../../shared/event-store/event-store.port.js';
import type { Reactor } from '../../shared/event-store/reactors/reactor.js';
import { CreditDeposit } from '../../wallet/commands/credit-deposit/credit-deposit.command.js';
import { WalletConcurrencyError } from '../../wallet/wallet.errors.js';
import { depositCredit } from '../deposit-request.decide.js';
import { DEPOSIT_STREAM_PREFIX, evolveDeposit, initialDepositState, type DepositEvent, type DepositUpdated } from '../deposit-request.js';
import { CreditReferrerWhenDepositIsDone } from './credit-referrer-when-deposit-is-done.js';

export const CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE = 'credit-wallet-when-deposit-is-done';

/**
 * A deposit request's change to done credits its amount to the player's wallet, then pays
 * the referral bonus the change recorded. Driven from the log (shared/event-store/reactors):
 * the credit's key `deposit:<requestId>` makes a second reaction to the same change (a
 * crash before the checkpoint moved, two leaders in a hand-over) answer the first credit.
 * Done is final, so a request has one such change and is credited once.
 */
@Injectable()
export class CreditWalletWhenDepositIsDone implements Reactor {
  readonly name = CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE;
  readonly handles: readonly DepositEvent['type'][] = ['DepositUpdated'];

  constructor(
    private readonly store: EventStore,
    private readonly commandBus: CommandBus,
    private readonly referrer: CreditReferrerWhenDepositIsDone,
  ) {}

  async react(event: StoredEvent): Promise<void> {
    if (!event.streamId.startsWith(DEPOSIT_STREAM_PREFIX) || (event.data as DepositUpdated['data']).status !== 'done') return;
    // The change names neither the player nor the request: the request as it was at this change does.
    const history = await this.store.readStream(event.streamId, { limit: event.streamVersion });
    const state = history.reduce((s, e) => evolveDeposit(s, { type: e.type, data: e.data } as DepositEvent), initialDepositState());
    const credit = depositCredit(state);
    if (!state.exists || !credit) return;
    // In the name of whoever made the change (the admin, as the auditor's console shows it), caused by it.
    const meta: CommandMeta = { actor: event.metadata.actor, correlationId: event.metadata.correlationId, causationId: event.id };
    await this.commandBus.execute(new CreditDeposit(state.userId, { requestId: state.requestId, amountPaise: credit.amountPaise }, meta));
    if (state.referral) await this.referrer.credit(state.userId, state.referral, meta);
  }

  /** The wallet's refusals are final (a wallet that is not open, a key used otherwise), but a busy wallet is not. */
  isRefusal(error: unknown): boolean {
    return error instanceof DomainError && !(error instanceof WalletConcurrencyError);
  }
}
