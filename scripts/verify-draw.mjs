#!/usr/bin/env node
/**
 * Checks Fairdraw draws from the public API alone, as docs/fairness.md describes them.
 *
 *   npm run verify:draw -- <base-url> <draw-id>
 *   npm run verify:draw -- <base-url> --period <3h|6h|12h|24h|weekly> [--limit N]
 *
 * Standalone on purpose: it imports nothing from this repository's server or client, only
 * Node's built-ins and @noble/curves (for the BLS check), so it can be copied and read on
 * its own. Exit code 0 when every check passes, 1 when one fails, 2 when nothing could be
 * checked (bad arguments, server unreachable, unknown draw).
 */
import { createHash, createHmac } from 'node:crypto';

const USAGE = `Usage:
  npm run verify:draw -- <base-url> <draw-id>
  npm run verify:draw -- <base-url> --period <3h|6h|12h|24h|weekly> [--limit N]

Checks a draw's proof (GET /draws/<id>/proof) and the feed of closes (GET /draws/closes)
against docs/fairness.md. --period checks the period's published results, newest first
(all of them, or the N newest).`;

// The period table of docs/fairness.md: the numbers' range and whether a letter is drawn.
const PERIODS = {
  '3h': { min: 1, max: 75, letter: false },
  '6h': { min: 1, max: 75, letter: false },
  '12h': { min: 1, max: 60, letter: false },
  '24h': { min: 1, max: 60, letter: false },
  weekly: { min: 1, max: 60, letter: true },
};
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SCHEME = 'bls-unchained-g1-rfc9380';
const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const BEACON_MARGIN_MS = 60_000;
const ZERO_HASH = '0'.repeat(64);
const NO_BEACON_WARNING = 'No public randomness beacon: the operator could have influenced this result.';
/** drand chains whose key this script knows from drand itself, not from the operator's proof. */
const KNOWN_CHAINS = {
  '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971': {
    name: 'drand quicknet',
    public_key: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
    period: 3,
    genesis_time: 1692803367,
  },
};

/** Nothing could be checked: the reason is printed and the exit code is 2. */
class CannotVerify extends Error {}

// ---------------------------------------------------------------- bytes

const isHex = (value, bytes) => typeof value === 'string' && /^[0-9a-f]*$/.test(value) && value.length % 2 === 0 && (bytes === undefined || value.length === bytes * 2);
const sha256Hex = (bytes) => createHash('sha256').update(bytes).digest('hex');
const short = (hex) => (typeof hex === 'string' && hex.length > 20 ? `${hex.slice(0, 16)}…` : String(hex));
const isTime = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

// ---------------------------------------------------------------- RNG v1

/** docs/fairness.md, "RNG v1". */
function drawV1({ seed, beaconRandomness, ticketRoot, roundId, period }) {
  const p = PERIODS[period];
  const message = Buffer.concat([beaconRandomness === null ? Buffer.alloc(0) : Buffer.from(beaconRandomness, 'hex'), Buffer.from(ticketRoot, 'hex'), Buffer.from(roundId, 'utf8')]);
  const base = createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest();
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const next = () => {
    if (offset === block.length) {
      const index = Buffer.alloc(4);
      index.writeUInt32BE(counter++);
      block = createHmac('sha256', base).update(Buffer.concat([Buffer.from('fairdraw-draw-v1', 'utf8'), index])).digest();
      offset = 0;
    }
    offset += 4;
    return block.readUInt32BE(offset - 4);
  };
  const below = (n) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const u = next();
      if (u < limit) return u % n;
    }
  };
  const numbers = [];
  while (numbers.length < 5) {
    const value = p.min + below(p.max - p.min + 1);
    if (!numbers.includes(value)) numbers.push(value);
  }
  return { numbers, letter: p.letter ? LETTERS[below(26)] : null };
}

// ---------------------------------------------------------------- beacon

/** The first round whose time (genesis + (round - 1) * period) is at least 60 s after close_at. */
function committedRound(chain, closeAt) {
  const ms = Date.parse(closeAt) + BEACON_MARGIN_MS - chain.genesis_time * 1000;
  return ms <= 0 ? 1 : Math.ceil(ms / (chain.period * 1000)) + 1;
}
const roundTime = (chain, round) => new Date((chain.genesis_time + (round - 1) * chain.period) * 1000).toISOString();

let blsLibrary;
async function bls() {
  blsLibrary ??= import('@noble/curves/bls12-381.js').then((m) => m.bls12_381.shortSignatures, () => null);
  return blsLibrary;
}

/** true, false, or a reason the check could not run. */
async function blsVerifies(chain, round, signature) {
  const sig = await bls();
  if (!sig) return 'the BLS library @noble/curves is not installed here (npm install @noble/curves)';
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(round));
  try {
    return sig.verify(Buffer.from(signature, 'hex'), sig.hash(createHash('sha256').update(message).digest(), G1_DST), Buffer.from(chain.public_key, 'hex'));
  } catch {
    return false; // not a point on the curve
  }
}

// ---------------------------------------------------------------- the close feed

const closeHash = (e) =>
  sha256Hex(Buffer.from(JSON.stringify(['fairdraw-close-v1', e.seq, e.draw_id, e.period, e.ticket_count, e.sales_paise, e.ticket_root, e.closed_at, e.prev_hash]), 'utf8'));

/** Where the chain first breaks, or null when it recomputes from seq 1. */
function chainProblem(entries) {
  let prev = ZERO_HASH;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.seq !== i + 1) return `entry ${i + 1} has seq ${e.seq}: seqs must run 1, 2, 3... with no gaps`;
    if (e.prev_hash !== prev) return `seq ${e.seq}: prev_hash ${short(e.prev_hash)} is not the hash of seq ${e.seq - 1} (${short(prev)})`;
    const hash = closeHash(e);
    if (e.hash !== hash) return `seq ${e.seq}: its fields hash to ${short(hash)}, the feed says ${short(e.hash)}`;
    prev = e.hash;
  }
  return null;
}

// ---------------------------------------------------------------- HTTP

async function getJson(base, path) {
  let res;
  try {
    res = await fetch(base + path, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new CannotVerify(`Cannot reach ${base} (${cause}). Is the server running, and is the base URL right?`);
  }
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // said below
  }
  if (res.status === 404) return { status: 404, body };
  if (!res.ok || !body || typeof body !== 'object') {
    const message = body && typeof body.message === 'string' ? body.message : text.slice(0, 200);
    throw new CannotVerify(`GET ${base}${path} answered ${res.status}: ${message || '(no body)'}`);
  }
  return { status: res.status, body };
}

/** The whole feed of closes, oldest first, read once per run; null when the server has none. */
async function readCloses(base) {
  const entries = [];
  for (;;) {
    const { status, body } = await getJson(base, `/draws/closes?since=${entries.at(-1)?.seq ?? 0}&limit=500`);
    if (status === 404) return null;
    const page = Array.isArray(body.data) ? body.data : [];
    entries.push(...page);
    if (page.length < 500) return entries;
  }
}

// ---------------------------------------------------------------- checks of one draw

class Report {
  constructor(drawId) {
    this.drawId = drawId;
    this.passed = 0;
    this.failed = 0;
    this.warnings = 0;
  }
  line(tag, text) {
    console.log(`  ${tag.padEnd(4)}  ${text}`);
  }
  check(ok, what, why) {
    if (ok) this.passed++;
    else this.failed++;
    this.line(ok ? 'PASS' : 'FAIL', ok ? what : `${what}: ${why}`);
  }
  pass(what) { this.check(true, what); }
  fail(what, why) { this.check(false, what, why); }
  warn(text) {
    this.warnings++;
    this.line('WARN', text);
  }
  note(text) { this.line('NOTE', text); }
}

function resultOf(proof) {
  const r = proof.result;
  if (!r || typeof r !== 'object') return null;
  return { numbers: [r.num_1, r.num_2, r.num_3, r.num_4, r.num_5], letter: typeof r.num_6 === 'string' && r.num_6 !== '' ? r.num_6 : null };
}
const showResult = (r) => `${r.numbers.join(' ')}${r.letter ? ` + ${r.letter}` : ''}`;
const sameResult = (a, b) => a.numbers.length === b.numbers.length && a.numbers.every((n, i) => n === b.numbers[i]) && a.letter === b.letter;

async function loadProof(base, drawId) {
  const { status, body } = await getJson(base, `/draws/${encodeURIComponent(drawId)}/proof`);
  if (status === 404) throw new CannotVerify(`No draw ${drawId} at ${base} (GET /draws/${drawId}/proof answered 404${body?.message ? `: ${body.message}` : ''})`);
  const proof = body.data;
  if (!proof || typeof proof !== 'object') throw new CannotVerify(`GET /draws/${drawId}/proof did not answer a proof`);
  return proof;
}

async function verifyDraw(drawId, proof, closes, listed = null) {
  console.log(`\nDraw ${drawId}`);
  const r = new Report(drawId);

  if (proof.draw_id !== drawId) r.fail('draw id', `the proof is for ${proof.draw_id}`);
  const period = PERIODS[proof.period];
  if (!period) {
    r.fail('period', `${proof.period} is not a period of docs/fairness.md`);
    return r;
  }
  const result = resultOf(proof);
  const published = result !== null;
  if (!published) r.note(`no result published yet (stage ${proof.stage}): only what is published so far is checked`);
  if (!published && proof.delay) r.note(`the result is due and not out: waiting for ${proof.delay.reason === 'approval' ? "a second admin's approval" : 'its beacon round'} since ${proof.delay.since}`);
  else if (published) r.note(`result ${showResult(result)} from ${proof.result_source}, published ${proof.result_at}`);
  if (listed) {
    const same = published && sameResult(resultOf(listed), result) && listed.result_source === proof.result_source && listed.result_at === proof.result_at;
    r.check(same, 'the results list shows the proof\'s result, source and time', `the list says ${showResult(resultOf(listed) ?? { numbers: [] })} from ${listed.result_source} at ${listed.result_at}`);
  }

  // The source declared at open, and the result's.
  const declared = proof.source;
  const legacy = declared === null || declared === undefined;
  if (legacy) r.note(`source: none declared (${declared === undefined ? 'the proof has no source field' : 'null'}): the round opened before result sources were declared; it is checked as an RNG round`);
  else if (declared !== 'rng' && declared !== 'manual') r.fail('declared source', `${declared} is neither rng nor manual`);
  if (published) {
    if (legacy) r.note(`the result came from ${proof.result_source} (legacy round: no source was declared to compare it with)`);
    else r.check(proof.result_source === declared, `the result's source is the one declared at open (${declared})`, `declared ${declared} at open, but the result came from ${proof.result_source}`);
  }

  // The commitment.
  if (!isHex(proof.commitment, 32)) r.fail('commitment', `${short(proof.commitment)} is not 32 bytes of lower-case hex`);
  else if (proof.seed !== null && proof.seed !== undefined) {
    if (!isHex(proof.seed, 32)) r.fail('commitment', 'the revealed seed is not 32 bytes of lower-case hex');
    else {
      const hash = sha256Hex(Buffer.from(proof.seed, 'hex'));
      r.check(hash === proof.commitment, 'commitment = sha256(seed)', `sha256(seed) is ${short(hash)}, the commitment published at open is ${short(proof.commitment)}`);
    }
  } else if (published) r.fail('commitment', 'the result is published but the seed is not revealed');
  else r.note('the seed is revealed at draw_at: the commitment cannot be checked yet');

  const rng = published ? proof.result_source === 'rng' : declared !== 'manual';
  const beacon = proof.beacon ?? {};
  const chain = beacon.chain;
  let beaconTime = null;

  // The beacon: the committed round, its time, its signature and randomness.
  if (beacon.round === null || beacon.round === undefined) {
    if (rng) {
      r.warn(NO_BEACON_WARNING);
      if (published && beacon.status !== 'none') r.fail('beacon status', `the round committed to no beacon, yet its status is ${beacon.status}`);
      if (proof.operator_trusted === false) r.fail('operator_trusted', 'the round has no beacon, yet the proof does not say the operator is trusted');
    }
  } else if (!chain || typeof chain !== 'object') {
    r.fail('beacon chain', `the proof gives no chain info for chain ${short(beacon.chain_hash)}: the beacon cannot be checked`);
  } else {
    const known = KNOWN_CHAINS[chain.hash];
    if (chain.scheme !== SCHEME) r.fail('beacon scheme', `${chain.scheme} is not ${SCHEME}, the only scheme of docs/fairness.md`);
    if (chain.hash !== beacon.chain_hash) r.fail('beacon chain', `the chain info is ${short(chain.hash)}, the round committed to ${short(beacon.chain_hash)}`);
    if (known) {
      const same = known.public_key === chain.public_key && known.period === chain.period && known.genesis_time === chain.genesis_time;
      r.check(same, `the chain is ${known.name}, with drand's own key, period and genesis`, `the proof gives another key, period or genesis for ${known.name}`);
    } else {
      r.warn(`chain ${short(chain.hash)} is not one this script knows: its key is as the operator gives it; compare it with ${chain.url ?? '<relay>'}/${chain.hash}/info`);
    }
    if (Number.isSafeInteger(chain.period) && chain.period > 0 && Number.isSafeInteger(chain.genesis_time) && isTime(proof.close_at)) {
      const expected = committedRound(chain, proof.close_at);
      beaconTime = roundTime(chain, beacon.round);
      r.check(beacon.round === expected, `beacon round ${beacon.round} is the first at least 60 s after close_at (${proof.close_at})`, `that round is ${expected}, the proof commits to ${beacon.round}`);
      if (beacon.round_time !== undefined && beacon.round_time !== null) {
        r.check(beacon.round_time === beaconTime, `beacon round time ${beaconTime} = genesis + (round - 1) x period`, `the proof says ${beacon.round_time}`);
      }
    } else r.fail('beacon chain', 'the chain info has no usable period or genesis_time');

    if (published && rng) {
      if (beacon.status === 'verified') {
        if (!isHex(beacon.signature, 48)) r.fail('beacon signature', 'not 48 bytes of lower-case hex (a G1 point)');
        else {
          const ok = await blsVerifies(chain, beacon.round, beacon.signature);
          if (typeof ok === 'string') r.fail('beacon signature', ok);
          else r.check(ok, `BLS signature of round ${beacon.round} verifies against the chain's key`, `it does not verify for round ${beacon.round} under the key ${short(chain.public_key)}`);
          const randomness = sha256Hex(Buffer.from(beacon.signature, 'hex'));
          r.check(randomness === beacon.randomness, 'beacon randomness = sha256(signature)', `sha256(signature) is ${short(randomness)}, the proof says ${short(beacon.randomness)}`);
        }
      } else if (beacon.status === 'late') {
        r.warn(`drawn without its committed beacon (status late, a draw from before the beacon was never dropped): ${NO_BEACON_WARNING}`);
      } else r.fail('beacon status', `the round committed to beacon round ${beacon.round}, yet its status is ${beacon.status}`);
    }
  }

  // The numbers.
  if (published && rng) {
    if (proof.rng_version !== 1) r.fail('RNG version', `${proof.rng_version} is not a version of docs/fairness.md (1)`);
    else if (!isHex(proof.seed, 32) || !isHex(proof.ticket_root, 32)) r.fail('result', 'the seed or the ticket root is missing or not 32 bytes of hex: the numbers cannot be recomputed');
    else {
      const beaconRandomness = beacon.status === 'verified' ? beacon.randomness : null;
      if (beaconRandomness !== null && !isHex(beaconRandomness, 32)) r.fail('result', 'the beacon randomness is not 32 bytes of hex');
      else {
        const drawn = drawV1({ seed: proof.seed, beaconRandomness, ticketRoot: proof.ticket_root, roundId: proof.draw_id, period: proof.period });
        const inputs = beaconRandomness ? 'seed, beacon, ticket root and draw id' : 'seed, ticket root and draw id (no beacon)';
        r.check(sameResult(drawn, result), `numbers ${showResult(result)} follow from ${inputs} (RNG v1)`, `RNG v1 gives ${showResult(drawn)}, the proof says ${showResult(result)}`);
      }
    }
  }
  if (published && proof.result_source === 'manual') {
    r.note('a manual result cannot be checked by computation: it is the numbers the admins typed in from a witnessed draw');
    const m = proof.manual;
    const two = m && typeof m.entered_by === 'string' && m.entered_by !== '' && typeof m.approved_by === 'string' && m.approved_by !== '' && m.entered_by !== m.approved_by;
    const why = !m ? 'the proof names no admins' : !m.approved_by ? `entered by ${m.entered_by}, approved by nobody` : `entered and approved by the same admin (${m.entered_by})`;
    if (two) r.pass(`entered by ${m.entered_by} at ${m.entered_at}, approved by another admin, ${m.approved_by}, at ${m.approved_at}`);
    else if (legacy) r.warn(`a manual result from before two admins were required: ${why}`);
    else r.fail('two admins', why);
    if (m && isTime(m.entered_at) && isTime(m.approved_at)) r.check(Date.parse(m.entered_at) <= Date.parse(m.approved_at), 'entered_at <= approved_at', `approved at ${m.approved_at}, before its entry at ${m.entered_at}`);
    if (m && isTime(m.approved_at) && isTime(proof.result_at)) r.check(Date.parse(m.approved_at) <= Date.parse(proof.result_at), 'approved_at <= result_at', `published at ${proof.result_at}, before its approval at ${m.approved_at}`);
  }

  // Times (the operator's clock: the feed's archived copies are the witness).
  const both = (a, b) => isTime(a) && isTime(b);
  if (proof.opened_at === undefined) r.warn('the proof has no opened_at: when the commitment was published cannot be checked');
  if (both(proof.opened_at, proof.first_ticket_at)) {
    r.check(Date.parse(proof.opened_at) <= Date.parse(proof.first_ticket_at), `opened (commitment published) at ${proof.opened_at}, before the first ticket at ${proof.first_ticket_at}`, `the first ticket, at ${proof.first_ticket_at}, came before the round opened at ${proof.opened_at}`);
  }
  if (both(proof.closed_at, beaconTime)) {
    r.check(Date.parse(proof.closed_at) < Date.parse(beaconTime), `closed (ticket root published) at ${proof.closed_at}, before beacon round time ${beaconTime}`, `closed at ${proof.closed_at}, not before the beacon existed at ${beaconTime}`);
  }
  if (published) {
    if (both(proof.result_at, proof.draw_at)) r.check(Date.parse(proof.result_at) >= Date.parse(proof.draw_at), `result_at ${proof.result_at} >= draw_at ${proof.draw_at}`, `published at ${proof.result_at}, before draw_at ${proof.draw_at}`);
    else r.fail('result time', 'result_at or draw_at is missing');
  }

  // The feed of closes.
  if (proof.ticket_root !== null && proof.ticket_root !== undefined) {
    if (!closes.entries) {
      r.fail('feed of closes', 'the server has no feed of closes (GET /draws/closes answered 404)');
      return finish(r);
    }
    const mine = closes.entries.filter((e) => e.draw_id === drawId);
    if (mine.length === 0) {
      if (legacy) r.warn('the round is not in the feed of closes (it may have closed before the feed existed)');
      else r.fail('feed of closes', 'the round closed but has no entry in GET /draws/closes');
    } else if (mine.length > 1) r.fail('feed of closes', `the round has ${mine.length} entries (seqs ${mine.map((e) => e.seq).join(', ')})`);
    else {
      const e = mine[0];
      const wrong = [];
      if (closes.problem) wrong.push('the feed\'s hash chain does not recompute (above)');
      if (e.ticket_count !== proof.ticket_count) wrong.push(`ticket_count ${e.ticket_count} (proof ${proof.ticket_count})`);
      if (typeof proof.sales !== 'number' || e.sales_paise !== Math.round(proof.sales * 100)) wrong.push(`sales_paise ${e.sales_paise} (proof: sales ${proof.sales} rupees)`);
      if (e.ticket_root !== proof.ticket_root) wrong.push(`ticket_root ${short(e.ticket_root)} (proof ${short(proof.ticket_root)})`);
      if (proof.closed_at !== undefined && e.closed_at !== proof.closed_at) wrong.push(`closed_at ${e.closed_at} (proof ${proof.closed_at})`);
      if (e.period !== proof.period) wrong.push(`period ${e.period} (proof ${proof.period})`);
      if (proof.close_feed && (proof.close_feed.seq !== e.seq || proof.close_feed.hash !== e.hash)) wrong.push(`seq ${e.seq} and hash ${short(e.hash)} (proof: seq ${proof.close_feed.seq}, hash ${short(proof.close_feed.hash)})`);
      r.check(wrong.length === 0, `feed of closes, seq ${e.seq}: count ${e.ticket_count}, sales ${e.sales_paise} paise, root ${short(e.ticket_root)} and closed_at match the proof`, `the entry says ${wrong.join('; ')}`);
    }
  } else if (published) r.fail('ticket root', 'the result is published but the proof has no ticket root');
  return finish(r);
}

function finish(r) {
  const drawId = r.drawId;
  const summary = r.failed ? `${r.failed} of ${r.passed + r.failed} checks FAILED` : `all ${r.passed} checks passed`;
  console.log(`  => ${drawId}: ${summary}${r.warnings ? `, ${r.warnings} warning${r.warnings > 1 ? 's' : ''}` : ''}`);
  return r;
}

// ---------------------------------------------------------------- main

function parseArgs(argv) {
  const args = argv.filter((a) => a !== '--');
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) return null;
  const [baseArg, ...rest] = args;
  let base;
  try {
    base = new URL(baseArg);
  } catch {
    throw new CannotVerify(`${baseArg} is not a URL (e.g. https://fairdraw.example or http://localhost:3000)\n\n${USAGE}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new CannotVerify(`${baseArg} is not an http(s) URL\n\n${USAGE}`);
  const baseUrl = base.href.replace(/\/+$/, '');
  const at = rest.indexOf('--period');
  if (at < 0) {
    if (rest.length !== 1 || rest[0].startsWith('--')) throw new CannotVerify(`Give one draw id, or --period\n\n${USAGE}`);
    return { baseUrl, drawId: rest[0] };
  }
  const period = rest[at + 1];
  if (!PERIODS[period]) throw new CannotVerify(`--period must be one of ${Object.keys(PERIODS).join(', ')}\n\n${USAGE}`);
  let limit = Infinity;
  const li = rest.indexOf('--limit');
  if (li >= 0) {
    limit = Number(rest[li + 1]);
    if (!Number.isSafeInteger(limit) || limit < 1) throw new CannotVerify(`--limit must be a whole number from 1\n\n${USAGE}`);
  }
  const known = new Set([at, at + 1, li, li + 1].filter((i) => i >= 0));
  const extra = rest.filter((_, i) => !known.has(i));
  if (extra.length) throw new CannotVerify(`Unexpected ${extra.join(' ')}\n\n${USAGE}`);
  return { baseUrl, period, limit };
}

async function publishedDraws(base, period, limit) {
  const rows = [];
  // One page size throughout: the server pages by offset = (page - 1) x limit.
  const size = Math.min(100, limit);
  for (let page = 1; rows.length < limit; page++) {
    const { status, body } = await getJson(base, `/draws/results?period=${encodeURIComponent(period)}&page=${page}&limit=${size}`);
    if (status === 404) throw new CannotVerify(`${base} has no results list (GET /draws/results answered 404)`);
    const data = Array.isArray(body.data) ? body.data : [];
    rows.push(...data);
    if (data.length < size || (typeof body.total === 'number' && rows.length >= body.total)) break;
  }
  return rows.slice(0, limit);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return process.argv.length > 2 ? 0 : 2;
  }
  const { baseUrl } = options;
  console.log(`Verifying against ${baseUrl} (docs/fairness.md: ${baseUrl}/docs/fairness.md)`);

  // An unknown draw is said at once, before anything else is read.
  const first = options.drawId ? await loadProof(baseUrl, options.drawId) : null;
  const entries = await readCloses(baseUrl);
  const closes = { entries, problem: entries ? chainProblem(entries) : 'GET /draws/closes answered 404' };
  console.log(`\nFeed of closes (${entries ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}` : 'none'})`);
  if (!entries) console.log(`  FAIL  ${baseUrl} has no feed of closes (GET /draws/closes answered 404)`);
  else if (closes.problem) console.log(`  FAIL  the hash chain does not recompute: ${closes.problem}`);
  else console.log(`  PASS  the hash chain recomputes from seq 1 to ${entries.length}, each entry linked to the one before`);

  const reports = [];
  if (options.drawId) reports.push(await verifyDraw(options.drawId, first, closes));
  else {
    const rows = await publishedDraws(baseUrl, options.period, options.limit);
    if (rows.length === 0) console.log(`\nNo published results for ${options.period} yet.`);
    for (const row of rows) reports.push(await verifyDraw(row.draw_id, await loadProof(baseUrl, row.draw_id), closes, row));
  }

  const failedDraws = reports.filter((r) => r.failed > 0);
  const warned = reports.filter((r) => r.warnings > 0).length;
  console.log(`\n${reports.length} draw${reports.length === 1 ? '' : 's'} checked: ${reports.length - failedDraws.length} passed, ${failedDraws.length} failed${warned ? ` (${warned} with warnings)` : ''}${closes.problem ? '; the feed of closes FAILED' : ''}.`);
  if (failedDraws.length) console.log(`Failed: ${failedDraws.map((r) => r.drawId).join(', ')}`);
  return failedDraws.length || closes.problem ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof CannotVerify) console.error(error.message);
    else console.error(`The verifier stopped on an unexpected error: ${error?.stack ?? error}`);
    process.exitCode = 2;
  },
);
