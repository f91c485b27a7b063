import { Query } from '@nestjs/cqrs';
import type { DrawProofView } from './draw-proof-view.js';

/** Everything a round's public proof page shows (no sign-in), or null for an unknown draw. */
export class GetDrawProof extends Query<DrawProofView | null> {
  constructor(readonly drawId: string) {
    super();
  }
}
