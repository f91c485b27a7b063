import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { rootOf, verifyInclusion, type ProofStep } from './merkle.js';

// An independent tree, built here with Node's hash as ticket-root.ts describes it.
const h = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leaf = (data: string) => h(Buffer.from([0]), Buffer.from(data, 'utf8'));
const node = (l: Buffer, r: Buffer) => h(Buffer.from([1]), l, r);

const data = ['a', 'b', 'c', 'd', 'e'].map((id, i) => JSON.stringify(['fairdraw-ticket-v1', '3h-2026-11-23T03:30:00.000Z', `t-${id}`, [1, 2, 3, 4, 5 + i], null, 10000]));
const L = data.map(leaf);
// Five leaves: (0,1) (2,3) 4 -> (01,23) 4 -> root.
const n01 = node(L[0]!, L[1]!);
const n23 = node(L[2]!, L[3]!);
const n0123 = node(n01, n23);
const root = node(n0123, L[4]!).toString('hex');

describe('the ticket inclusion proof', () => {
  it('leads from each leaf to the root, the odd last leaf moving up unchanged', async () => {
    const proofOf2: ProofStep[] = [{ side: 'right', hash: L[3]!.toString('hex') }, { side: 'left', hash: n01.toString('hex') }, { side: 'right', hash: L[4]!.toString('hex') }];
    expect(await rootOf(data[2]!, proofOf2)).toBe(root);
    expect(await verifyInclusion(data[2]!, proofOf2, root)).toBe(true);
    expect(await verifyInclusion(data[4]!, [{ side: 'left', hash: n0123.toString('hex') }], root)).toBe(true);
  });

  it('fails for another ticket, a sibling on the wrong side, a changed root or a malformed step', async () => {
    const proofOf2: ProofStep[] = [{ side: 'right', hash: L[3]!.toString('hex') }, { side: 'left', hash: n01.toString('hex') }, { side: 'right', hash: L[4]!.toString('hex') }];
    expect(await verifyInclusion(data[1]!, proofOf2, root)).toBe(false);
    expect(await verifyInclusion(data[2]!, [{ ...proofOf2[0]!, side: 'left' }, ...proofOf2.slice(1)], root)).toBe(false);
    expect(await verifyInclusion(data[2]!, proofOf2, `${root.slice(0, -1)}0`)).toBe(false);
    expect(await verifyInclusion(data[2]!, [{ side: 'up' as 'left', hash: 'xyz' }], root)).toBe(false);
  });

  it('a set of one ticket: the leaf is the root', async () => {
    expect(await verifyInclusion(data[0]!, [], L[0]!.toString('hex'))).toBe(true);
  });
});
