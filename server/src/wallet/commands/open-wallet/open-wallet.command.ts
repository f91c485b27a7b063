import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';

/** Opens the wallet of a new player (stream `wallet-<userId>`); opening twice is a no-op. */
export class OpenWallet {
  constructor(
    readonly userId: string,
    readonly meta: CommandMeta,
  ) {}
}
