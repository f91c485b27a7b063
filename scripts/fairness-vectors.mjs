#!/usr/bin/env node
/**
 * Writes docs/fairness-vectors.json: the test vectors of docs/fairness.md, computed here
 * from the document's text alone (node:crypto and @noble/curves, nothing from server/ or
 * client/), so that the server's and the browser's tests, which reproduce every vector
 * with their own code, check both against the specification rather than against each other.
 *
 *   node scripts/fairness-vectors.mjs            rewrite the file
 *   node scripts/fairness-vectors.mjs --search   also redo the slow search for the rejection example
 *
 * Every input is derived from a fixed label, so a rerun writes the same bytes.
 */
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { bls12_381 } from '@noble/curves/bls12-381.js';

const OUT = new URL('../docs/fairness-vectors.json', import.meta.url);
const bls = bls12_381.shortSignatures;
const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const SCHEME = 'bls-unchained-g1-rfc9380';

const sha = (...parts) => createHash('sha256').update(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)))).digest();
const label = (text) => sha(text).toString('hex');
const hex = (bytes) => Buffer.from(bytes).toString('hex');

const PERIODS = {
  '3h': { min: 1, max: 75, letter: false, start: '2026-01-05T03:30:00.000Z', close: '2026-01-05T06:00:00.000Z', pricePaise: 10_000 },
  '6h': { min: 1, max: 75, letter: false, start: '2026-01-05T04:30:00.000Z', close: '2026-01-05T10:00:00.000Z', pricePaise: 20_000 },
  '12h': { min: 1, max: 60, letter: false, start: '2026-01-05T05:30:00.000Z', close: '2026-01-05T17:00:00.000Z', pricePaise: 30_000 },
  '24h': { min: 1, max: 60, letter: false, start: '2026-01-05T08:30:00.000Z', close: '2026-01-06T08:00:00.000Z', pricePaise: 40_000 },
  weekly: { min: 1, max: 60, letter: true, start: '2026-01-05T10:30:00.000Z', close: '2026-01-11T10:00:00.000Z', pricePaise: 50_000 },
};
const roundIdOf = (period) => `${period}-${PERIODS[period].start}`;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// ---- RNG v1, with every intermediate value ----

function rngV1({ seed, beacon_randomness, ticket_root, round_id, period }) {
  const p = PERIODS[period];
  const message = Buffer.concat([beacon_randomness ? Buffer.from(beacon_randomness, 'hex') : Buffer.alloc(0), Buffer.from(ticket_root, 'hex'), Buffer.from(round_id, 'utf8')]);
  const base = createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest();
  const blocks = [];
  const words = [];
  let queue = [];
  const next = () => {
    if (queue.length === 0) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(blocks.length);
      const block = createHmac('sha256', base).update(Buffer.concat([Buffer.from('fairdraw-draw-v1', 'utf8'), counter])).digest();
      blocks.push(hex(block));
      for (let k = 0; k < 32; k += 4) queue.push({ block: blocks.length - 1, index: k / 4, u: block.readUInt32BE(k) });
    }
    return queue.shift();
  };
  const below = (n) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = next();
      if (w.u < limit) return { w, limit, value: w.u % n };
      words.push({ ...w, n, limit, outcome: 'rejected' });
    }
  };
  const numbers = [];
  const size = p.max - p.min + 1;
  while (numbers.length < 5) {
    const { w, limit, value } = below(size);
    const number = p.min + value;
    const repeat = numbers.includes(number);
    words.push({ ...w, n: size, limit, outcome: repeat ? 'repeat' : 'number', value: number });
    if (!repeat) numbers.push(number);
  }
  let letter = null;
  if (p.letter) {
    const { w, limit, value } = below(26);
    letter = LETTERS[value];
    words.push({ ...w, n: 26, limit, outcome: 'letter', value: letter });
  }
  return { numbers, letter, trace: { message: hex(message), base: hex(base), blocks, words } };
}

function rngVector(name, input, note) {
  const { numbers, letter, trace } = rngV1(input);
  return { name, ...(note ? { note } : {}), ...input, numbers, letter, trace };
}

// ---- the ticket tree ----

const leafData = (roundId, t) => JSON.stringify(['fairdraw-ticket-v1', roundId, t.ticket_id, t.numbers, t.letter, t.price_paise]);
const leafHash = (data) => sha(Buffer.from([0]), Buffer.from(data, 'utf8'));
const nodeHash = (l, r) => sha(Buffer.from([1]), l, r);
const byteOrder = (a, b) => Buffer.compare(Buffer.from(a.ticket_id, 'utf8'), Buffer.from(b.ticket_id, 'utf8'));

function levels(leaves) {
  const all = [leaves];
  while (all.at(-1).length > 1) {
    const level = all.at(-1);
    const next = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? nodeHash(level[i], level[i + 1]) : level[i]);
    all.push(next);
  }
  return all;
}

function ticketSet(name, period, tickets) {
  const roundId = roundIdOf(period);
  const sorted = [...tickets].sort(byteOrder);
  const leaves = sorted.map((t) => ({ ticket_id: t.ticket_id, leaf_data: leafData(roundId, t), leaf_hash: hex(leafHash(leafData(roundId, t))) }));
  const tree = levels(leaves.map((l) => Buffer.from(l.leaf_hash, 'hex')));
  const root = leaves.length === 0 ? hex(sha()) : hex(tree.at(-1)[0]);
  const receipts = leaves.map((l, index) => {
    const proof = [];
    let at = index;
    for (const level of tree.slice(0, -1)) {
      const sibling = at % 2 === 0 ? at + 1 : at - 1;
      if (sibling < level.length) proof.push({ side: at % 2 === 0 ? 'right' : 'left', hash: hex(level[sibling]) });
      at = Math.floor(at / 2);
    }
    return { ticket_id: l.ticket_id, leaf: l.leaf_data, index, proof, root };
  });
  return {
    name, round_id: roundId, tickets, sorted_ticket_ids: sorted.map((t) => t.ticket_id), leaves,
    levels: tree.length > 1 ? tree.map((level) => level.map(hex)) : undefined,
    root, receipts, ticket_count: tickets.length, sales_paise: tickets.reduce((s, t) => s + t.price_paise, 0),
  };
}

// ---- the beacon ----

const QUICKNET = {
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  public_key: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: SCHEME, period: 3, genesis_time: 1692803367,
};
// Public data, as api.drand.sh serves it for quicknet.
const QUICKNET_ROUNDS = {
  1: 'b55e7cb2d5c613ee0b2e28d6750aabbb78c39dcc96bd9d38c2c2e12198df95571de8e8e402a0cc48871c7089a2b3af4b',
  123: 'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92',
};

const LOCAL_SECRET = bls.keygen(createHash('sha512').update('fairdraw local test chain: never a real key').digest().subarray(0, 48)).secretKey;
const LOCAL = {
  hash: label('fairdraw local test chain'),
  public_key: hex(bls.getPublicKey(LOCAL_SECRET).toBytes()),
  scheme: SCHEME, period: 3, genesis_time: 1_700_000_000,
};

const roundMessage = (round) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(round));
  return bytes;
};
const roundTime = (chain, round) => new Date((chain.genesis_time + (round - 1) * chain.period) * 1000).toISOString();
function committedRound(chain, closeAt) {
  const t = Date.parse(closeAt) + 60_000 - chain.genesis_time * 1000;
  return t <= 0 ? 1 : Math.ceil(t / (chain.period * 1000)) + 1;
}
const localSign = (round) => hex(bls.sign(bls.hash(sha(roundMessage(round)), G1_DST), LOCAL_SECRET).toBytes());
function verifies(chain, round, signature) {
  try {
    return bls.verify(Buffer.from(signature, 'hex'), bls.hash(sha(roundMessage(round)), G1_DST), Buffer.from(chain.public_key, 'hex'));
  } catch {
    return false;
  }
}
function beaconCheck(name, chainName, chain, round, signature, randomness, reason) {
  const valid = verifies(chain, round, signature) && randomness === hex(sha(Buffer.from(signature, 'hex')));
  if (valid !== (reason === undefined)) throw new Error(`beacon vector ${name}: expected ${reason ?? 'valid'}`);
  return {
    name, chain: chainName, round, message: hex(sha(roundMessage(round))), signature, randomness, valid, ...(reason ? { reason } : {}),
  };
}

// ---- searches (deterministic: the first index from 0 that shows the case) ----

/**
 * seed = sha256("fairdraw rejection example " + i) for the first i from 0 whose 3h draw
 * rejects a word: each word is rejected with odds 46 in 2^32, so this took 50,654,516 draws
 * (about 40 minutes on one busy core with a bare loop; `--search` redoes it, slower).
 */
const FOUND_REJECTION_INDEX = 50654515;
const REJECTION_ROOT = label('fairdraw vector ticket root');

function firstIndex(labelText, make, wanted, from = 0) {
  for (let i = from; ; i++) {
    const input = make(label(`${labelText}${i}`));
    if (wanted(rngV1(input).trace)) return i;
  }
}

// ---- the vectors ----

const weeklyTickets = [
  { ticket_id: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', numbers: [7, 21, 3, 44, 60], letter: 'Q', price_paise: 50_000 },
  { ticket_id: '0a9b8c7d-6e5f-4d3c-2b1a-098765432100', numbers: [1, 2, 3, 4, 5], letter: 'A', price_paise: 50_000 },
  { ticket_id: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f', numbers: [60, 59, 58, 57, 56], letter: 'Z', price_paise: 50_000 },
  { ticket_id: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e10', numbers: [12, 34, 56, 23, 45], letter: 'M', price_paise: 50_000 },
  { ticket_id: 'b7a6c5d4-e3f2-4a1b-9c8d-7e6f5a4b3c2d', numbers: [30, 10, 20, 40, 50], letter: 'Q', price_paise: 50_000 },
];
const ticketSets = [
  ticketSet('no tickets', '3h', []),
  ticketSet('one ticket', '3h', [{ ticket_id: '4f1e2d3c-4b5a-4968-8776-655443322110', numbers: [75, 1, 2, 3, 4], letter: null, price_paise: 10_000 }]),
  ticketSet('two tickets', '3h', [
    { ticket_id: 'd1c2b3a4-9f8e-47d6-b5c4-a3b2c1d0e9f8', numbers: [10, 20, 30, 40, 50], letter: null, price_paise: 10_000 },
    { ticket_id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b', numbers: [5, 4, 3, 2, 1], letter: null, price_paise: 10_000 },
  ]),
  // Byte order is not alphabetical order: 'B' (0x42) < '_' (0x5f) < 'a' (0x61).
  ticketSet('three tickets, ids in byte order', 'weekly', [
    { ticket_id: 'a-ticket', numbers: [9, 8, 7, 6, 5], letter: 'B', price_paise: 50_000 },
    { ticket_id: 'B-ticket', numbers: [1, 60, 2, 59, 3], letter: 'Y', price_paise: 50_000 },
    { ticket_id: '_ticket', numbers: [33, 11, 22, 44, 55], letter: 'K', price_paise: 50_000 },
  ]),
  ticketSet('five tickets', 'weekly', weeklyTickets),
];
const fiveTickets = ticketSets.at(-1);

// The worked example end to end: the weekly round of 2026-01-05 on the local chain.
const exampleSeed = label('fairdraw example seed weekly-2026-01-05T10:30:00.000Z');
const exampleRound = committedRound(LOCAL, PERIODS.weekly.close);
const exampleSignature = localSign(exampleRound);
const exampleRandomness = hex(sha(Buffer.from(exampleSignature, 'hex')));

const rng = [];
for (const period of Object.keys(PERIODS)) {
  const input = (beacon) => ({
    seed: label(`fairdraw vector seed ${period}${beacon ? ' beacon' : ''}`),
    beacon_randomness: beacon ? label(`fairdraw vector beacon ${period}`) : null,
    ticket_root: period === 'weekly' ? fiveTickets.root : ticketSets[2].root,
    round_id: roundIdOf(period),
    period,
  });
  rng.push(rngVector(`${period}, no beacon`, input(false)));
  rng.push(rngVector(`${period}, beacon`, input(true)));
}
rng.push(rngVector('worked example: weekly, beacon of the local chain, five tickets', {
  seed: exampleSeed, beacon_randomness: exampleRandomness, ticket_root: fiveTickets.root, round_id: roundIdOf('weekly'), period: 'weekly',
}));
rng.push(rngVector('no tickets: the empty root', {
  seed: label('fairdraw vector seed empty'), beacon_randomness: null, ticket_root: ticketSets[0].root, round_id: roundIdOf('3h'), period: '3h',
}));

const repeatIndex = firstIndex('fairdraw repeat example ', (seed) => ({ seed, beacon_randomness: null, ticket_root: REJECTION_ROOT, round_id: roundIdOf('12h'), period: '12h' }),
  (trace) => trace.words.some((w) => w.outcome === 'repeat'));
rng.push(rngVector('a repeated number is skipped', {
  seed: label(`fairdraw repeat example ${repeatIndex}`), beacon_randomness: null, ticket_root: REJECTION_ROOT, round_id: roundIdOf('12h'), period: '12h',
}, `seed = sha256("fairdraw repeat example ${repeatIndex}"): the first index from 0 whose draw repeats a number`));

const block1Index = firstIndex('fairdraw second block example ', (seed) => ({ seed, beacon_randomness: null, ticket_root: REJECTION_ROOT, round_id: roundIdOf('weekly'), period: 'weekly' }),
  (trace) => trace.blocks.length > 1);
rng.push(rngVector('the draw reads into block 1 (counter 00000001)', {
  seed: label(`fairdraw second block example ${block1Index}`), beacon_randomness: null, ticket_root: REJECTION_ROOT, round_id: roundIdOf('weekly'), period: 'weekly',
}, `seed = sha256("fairdraw second block example ${block1Index}"): the first index from 0 whose weekly draw needs more than the 8 words of block 0`));

let REJECTION_INDEX = FOUND_REJECTION_INDEX;
if (process.argv.includes('--search')) {
  REJECTION_INDEX = firstIndex('fairdraw rejection example ', (seed) => ({ seed, beacon_randomness: null, ticket_root: REJECTION_ROOT, round_id: roundIdOf('3h'), period: '3h' }),
    (trace) => trace.words.some((w) => w.outcome === 'rejected'));
  console.log(`rejection example: index ${REJECTION_INDEX}`);
}
const rejection = rngVector('a word at or above the limit is rejected', {
  seed: label(`fairdraw rejection example ${REJECTION_INDEX}`), beacon_randomness: null, ticket_root: REJECTION_ROOT, round_id: roundIdOf('3h'), period: '3h',
}, `seed = sha256("fairdraw rejection example ${REJECTION_INDEX}"): the first index from 0 whose 3h draw rejects a word (found by node scripts/fairness-vectors.mjs --search)`);
if (!rejection.trace.words.some((w) => w.outcome === 'rejected')) throw new Error(`index ${REJECTION_INDEX} rejects no word`);
rng.push(rejection);

const commitments = [
  { seed: '00'.repeat(32) },
  { seed: exampleSeed },
  { seed: rng[0].seed },
].map(({ seed }) => ({
  seed,
  commitment: hex(sha(Buffer.from(seed, 'hex'))),
  not_the_commitment: hex(sha(seed)),
}));

const beaconRounds = [
  ['quicknet', QUICKNET, PERIODS.weekly.close],
  ['quicknet', QUICKNET, PERIODS['3h'].close],
  // close_at + 60 s falls exactly on a round's time: that round.
  ['quicknet', QUICKNET, new Date((QUICKNET.genesis_time + 1000 * QUICKNET.period - 60) * 1000).toISOString()],
  // One millisecond later: the next round.
  ['quicknet', QUICKNET, new Date((QUICKNET.genesis_time + 1000 * QUICKNET.period - 60) * 1000 + 1).toISOString()],
  // Before genesis: round 1.
  ['quicknet', QUICKNET, '2023-01-01T00:00:00.000Z'],
  ['local', LOCAL, PERIODS.weekly.close],
].map(([chain, info, closeAt]) => {
  const round = committedRound(info, closeAt);
  return { chain, close_at: closeAt, not_before: new Date(Date.parse(closeAt) + 60_000).toISOString(), round, round_time: roundTime(info, round), previous_round_time: round > 1 ? roundTime(info, round - 1) : null };
});

const sig123 = QUICKNET_ROUNDS[123];
const flipped = `${exampleSignature.slice(0, 20)}${(Number.parseInt(exampleSignature[20], 16) ^ 1).toString(16)}${exampleSignature.slice(21)}`;
const beacons = [
  beaconCheck('quicknet round 1 (real)', 'quicknet', QUICKNET, 1, QUICKNET_ROUNDS[1], hex(sha(Buffer.from(QUICKNET_ROUNDS[1], 'hex')))),
  beaconCheck('quicknet round 123 (real)', 'quicknet', QUICKNET, 123, sig123, hex(sha(Buffer.from(sig123, 'hex')))),
  beaconCheck('local chain round 1', 'local', LOCAL, 1, localSign(1), hex(sha(Buffer.from(localSign(1), 'hex')))),
  beaconCheck('local chain, the worked example round', 'local', LOCAL, exampleRound, exampleSignature, exampleRandomness),
  beaconCheck('forged: round 123 presented as round 124', 'quicknet', QUICKNET, 124, sig123, hex(sha(Buffer.from(sig123, 'hex'))), 'the signature is not the chain key\'s signature of round 124'),
  beaconCheck('forged: a local key\'s signature under the quicknet key', 'quicknet', QUICKNET, exampleRound, exampleSignature, exampleRandomness, 'signed by another key'),
  beaconCheck('forged: one bit of the signature flipped', 'local', LOCAL, exampleRound, flipped, hex(sha(Buffer.from(flipped, 'hex'))), 'the signature does not verify'),
  beaconCheck('forged: randomness that is not sha256(signature)', 'local', LOCAL, exampleRound, exampleSignature, label('chosen randomness'), 'randomness is not sha256(signature)'),
];

function closeEntry(prev, seq, period, set, closedAt) {
  const drawId = roundIdOf(period);
  const preimage = JSON.stringify(['fairdraw-close-v1', seq, drawId, period, set.ticket_count, set.sales_paise, set.root, closedAt, prev]);
  return {
    seq, draw_id: drawId, period, ticket_count: set.ticket_count, sales: set.sales_paise / 100, sales_paise: set.sales_paise,
    ticket_root: set.root, closed_at: closedAt, prev_hash: prev, preimage, hash: hex(sha(preimage)),
  };
}
const feed = [];
for (const [period, set, closedAt] of [
  ['3h', ticketSets[2], '2026-01-05T06:00:00.412Z'],
  // A round that sold nothing closes too, with the empty root.
  ['6h', ticketSets[0], '2026-01-05T10:00:00.087Z'],
  ['weekly', fiveTickets, '2026-01-11T10:00:00.250Z'],
]) feed.push(closeEntry(feed.at(-1)?.hash ?? '0'.repeat(64), feed.length + 1, period, set, closedAt));

const vectors = {
  about: 'Test vectors of docs/fairness.md. Hex is lower case; times are ISO-8601 UTC with milliseconds. Any implementation of the document must reproduce every value here.',
  periods: Object.fromEntries(Object.entries(PERIODS).map(([id, p]) => [id, { min: p.min, max: p.max, letter: p.letter }])),
  rng_v1: rng,
  commitments,
  ticket_sets: ticketSets,
  chains: { quicknet: QUICKNET, local: { ...LOCAL, secret_key: hex(LOCAL_SECRET), note: 'a test chain of our own; its secret key is published so anyone can sign with it: never a real key' } },
  committed_rounds: beaconRounds,
  beacons,
  worked_example: {
    round_id: roundIdOf('weekly'), period: 'weekly', start_at: PERIODS.weekly.start, close_at: PERIODS.weekly.close, draw_at: '2026-01-11T10:20:00.000Z',
    seed: exampleSeed, commitment: hex(sha(Buffer.from(exampleSeed, 'hex'))), chain: 'local', beacon_round: exampleRound, beacon_round_time: roundTime(LOCAL, exampleRound),
    signature: exampleSignature, randomness: exampleRandomness, ticket_root: fiveTickets.root, numbers: rng.find((v) => v.seed === exampleSeed).numbers, letter: rng.find((v) => v.seed === exampleSeed).letter,
  },
  close_feed: feed,
};

writeFileSync(OUT, `${JSON.stringify(vectors, null, 2)}\n`);
console.log(`wrote ${OUT.pathname}: ${rng.length} RNG vectors, ${ticketSets.length} ticket sets, ${beacons.length} beacon checks, ${feed.length} close entries`);
