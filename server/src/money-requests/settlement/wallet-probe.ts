import { Injectable } from '@nestjs/common';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { keyedEventIds } from '../../shared/idempotency/keyed-command.js';
import { walletCommandKey } from '../../wallet/wallet-command-key.js';
import type { WalletCommand } from '../../wallet/wallet.commands.js';
import { walletStreamId } from '../../wallet/wallet.js';

/**
 * Whether a keyed wallet command has been applied: its first event id derives from the
 * wallet stream and the command's key (shared/idempotency), so one lookup by id answers,
 * whatever happened to the wallet since. Read-only.
 */
@Injectable()
export class WalletProbe {
  constructor(private readonly store: EventStore) {}

  async applied(userId: string, command: WalletCommand): Promise<boolean> {
    const streamId = walletStreamId(userId);
    const [firstId] = keyedEventIds(streamId, walletCommandKey(command).key, 1);
    return (await this.store.findEvents(streamId, [firstId])).length > 0;
  }
}
