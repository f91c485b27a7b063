import { Query } from '@nestjs/cqrs';

/** Whose is a stored upload: the player whose request holds it (screenshot, scanner or proof), or null. */
export class FindAttachmentOwner extends Query<string | null> {
  constructor(readonly name: string) {
    super();
  }
}
