import { Query } from '@nestjs/cqrs';

/** Contract A6. `eventId` and `type` are null when the event at fault is missing (removed). */
export interface WalletChainView {
  streamId: string;
  events: number;
  ok: boolean;
  brokenAt: null | { version: number; eventId: string | null; type: string | null; problem: string };
}

/** Recomputes one player's wallet hash chain (the event store's verifyStream) and names the first event at fault. */
export class VerifyWalletChain extends Query<WalletChainView> {
  constructor(readonly userId: string) {
    super();
  }
}
