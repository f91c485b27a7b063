// Product and reference measured in alternating turns on the same server: a neighbour's
// load on this shared machine then falls on both alike, and the median of the pairs'
// ratios, printed with its spread, is the figure. A side is a function of the turn's
// length that answers { work, seconds } (work: events, requests, tickets ...).
export const TURN_SECONDS = Number(process.env.BENCH_TURN_SECONDS ?? 10);
export const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);

/** Runs a fixed job again until its timed seconds reach `seconds`; extras: the largest of each. */
export async function repeatFor(job, seconds) {
  const turn = { work: 0, seconds: 0, runs: 0 };
  while (turn.runs === 0 || turn.seconds < seconds) {
    const { work, seconds: s, ...extra } = await job();
    turn.work += work;
    turn.seconds += s;
    turn.runs++;
    for (const [k, v] of Object.entries(extra)) turn[k] = typeof v === 'number' ? Math.max(turn[k] ?? v, v) : v;
  }
  return turn;
}

export const rate = (turn) => (turn.seconds > 0 ? turn.work / turn.seconds : 0);

/** min, median and max of numbers. */
export function spread(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = (s.length - 1) / 2;
  return { min: s[0], median: (s[Math.floor(mid)] + s[Math.ceil(mid)]) / 2, max: s.at(-1) };
}

/**
 * PAIRS pairs of turns; which side goes first alternates. `ratio`: product rate over
 * reference rate per pair (for `time: true`, product time over reference time for the
 * same work, the inverse).
 */
export async function inPairs(product, reference, { name = 'measure', pairs = PAIRS, seconds = TURN_SECONDS, time = false } = {}) {
  const turns = [];
  for (let i = 0; i < pairs; i++) {
    let p;
    let r;
    if (i % 2 === 0) {
      p = await product(seconds);
      r = await reference(seconds);
    } else {
      r = await reference(seconds);
      p = await product(seconds);
    }
    turns.push({ p, r });
    // Progress on stderr: a full run takes a while.
    console.error(`${name}: pair ${i + 1}/${pairs}, product ${Math.round(rate(p))}/s, reference ${Math.round(rate(r))}/s`);
  }
  const ratios = turns.map(({ p, r }) => (time ? rate(r) / rate(p) : rate(p) / rate(r)));
  return { turns, ratio: spread(ratios), product: spread(turns.map(({ p }) => rate(p))), reference: spread(turns.map(({ r }) => rate(r))) };
}
