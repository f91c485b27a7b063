import { closeEntryHash, FIRST_PREV_HASH } from './close-entry-hash.js';

/**
 * Fixed vectors, computed outside this code (node:crypto alone, and `sha256sum` over the
 * JSON text printed below), so a change to the layout, the order or the encoding fails here.
 */
const FIRST = {
  seq: 1,
  roundId: '3h-2026-01-05T03:30:00.000Z',
  period: '3h',
  ticketCount: 2,
  salesPaise: 20_000,
  ticketRoot: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
  closedAt: '2026-01-05T06:00:00.123Z',
  prevHash: FIRST_PREV_HASH,
};
// sha256 of ["fairdraw-close-v1",1,"3h-2026-01-05T03:30:00.000Z","3h",2,20000,"5e88...42d8","2026-01-05T06:00:00.123Z","000...000"]
const FIRST_HASH = 'b698512771f8e93d19c042c40cea5722968f36da80eb8735c8e8cee9fc85ae1c';

const SECOND = {
  seq: 2,
  roundId: '6h-2026-01-05T04:30:00.000Z',
  period: '6h',
  ticketCount: 0,
  salesPaise: 0,
  ticketRoot: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  closedAt: '2026-01-05T10:00:00.004Z',
  prevHash: FIRST_HASH,
};
const SECOND_HASH = '370a9aa26841a9f674ef0949f0b8946277e7f26e8993c7bf0dcbae13f6fc4c33';

describe('the hash of an entry of the feed of closes', () => {
  it('is the fixed vector of a first entry (previous hash: 64 zeros)', () => {
    expect(FIRST_PREV_HASH).toBe('0'.repeat(64));
    expect(closeEntryHash(FIRST)).toBe(FIRST_HASH);
  });

  it('is the fixed vector of the entry chained to it', () => {
    expect(closeEntryHash(SECOND)).toBe(SECOND_HASH);
  });

  it('changes with every field', () => {
    const changed = [
      { seq: 2 },
      { roundId: '3h-2026-01-05T06:30:00.000Z' },
      { period: '6h' },
      { ticketCount: 3 },
      { salesPaise: 20_001 },
      { ticketRoot: 'f'.repeat(64) },
      { closedAt: '2026-01-05T06:00:00.124Z' },
      { prevHash: SECOND_HASH },
    ].map((change) => closeEntryHash({ ...FIRST, ...change }));
    expect(new Set([FIRST_HASH, ...changed]).size).toBe(changed.length + 1);
  });

  it('ignores fields outside the layout (the stored event also carries its hash)', () => {
    expect(closeEntryHash({ ...FIRST, hash: 'x' } as typeof FIRST)).toBe(FIRST_HASH);
  });
});
