import { createHash } from 'node:crypto';
import { EMPTY_TICKET_ROOT, merkleProof, merkleRoot, ticketLeafData, ticketLeafHash, verifyMerkleProof } from './ticket-root.js';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const ROUND = '3h-2026-01-05T03:30:00.000Z';
const leaf = (i: number) => ticketLeafHash(ROUND, { ticketId: `t-${i}`, numbers: [i, 2, 3, 4, 5], letter: null, pricePaise: 10_000 });

describe('the ticket root', () => {
  it('encodes a leaf as the documented JSON, version 1', () => {
    expect(ticketLeafData(ROUND, { ticketId: 'ab', numbers: [75, 1, 2, 3, 4], letter: 'Z', pricePaise: 50_000 })).toBe(
      '["fairdraw-ticket-v1","3h-2026-01-05T03:30:00.000Z","ab",[75,1,2,3,4],"Z",50000]',
    );
    const data = ticketLeafData(ROUND, { ticketId: 'ab', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: 1 });
    expect(ticketLeafHash(ROUND, { ticketId: 'ab', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: 1 })).toEqual(sha(Buffer.from([0]), Buffer.from(data)));
  });

  it('builds the tree as documented: node = sha256(0x01 || left || right), an odd node moves up', () => {
    const [a, b, c] = [leaf(1), leaf(2), leaf(3)];
    expect(merkleRoot([])).toBe(EMPTY_TICKET_ROOT);
    expect(merkleRoot([a])).toBe(a.toString('hex'));
    expect(merkleRoot([a, b, c])).toBe(sha(Buffer.from([1]), sha(Buffer.from([1]), a, b), c).toString('hex'));
  });

  it('changes with any ticket, its numbers order or the set order', () => {
    const leaves = [1, 2, 3, 4].map(leaf);
    const root = merkleRoot(leaves);
    expect(merkleRoot([leaves[1], leaves[0], leaves[2], leaves[3]])).not.toBe(root);
    expect(merkleRoot(leaves.slice(0, 3))).not.toBe(root);
    const reordered = ticketLeafHash(ROUND, { ticketId: 't-1', numbers: [2, 1, 3, 4, 5], letter: null, pricePaise: 10_000 });
    expect(merkleRoot([reordered, ...leaves.slice(1)])).not.toBe(root);
  });

  it('proves every leaf of sets of any size, and no leaf that is not in the set', () => {
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const leaves = Array.from({ length: size }, (_, i) => leaf(i));
      const root = merkleRoot(leaves);
      leaves.forEach((l, i) => expect(verifyMerkleProof(l, merkleProof(leaves, i), root)).toBe(true));
      expect(verifyMerkleProof(leaf(99), merkleProof(leaves, 0), root)).toBe(false);
    }
  });
});
