import { Worker } from 'node:worker_threads';

/** One request as an outside client sends it. */
export interface ProbeRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ProbeAnswer {
  ms: number;
  status: number;
  body: string;
}

/**
 * The client side of a timing attack, in a thread of its own: the server under test runs
 * in the test's event loop, and a client sharing that loop would measure the server's
 * after-answer work as if it were the answer's. Requests go one at a time; before each,
 * `between` runs in the test (e.g. waiting until the server is idle), outside the timing.
 */
export async function probe(baseUrl: string, requests: ProbeRequest[], between: () => Promise<void>): Promise<ProbeAnswer[]> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', async ({ url, method, headers, body }) => {
       const started = performance.now();
       const res = await fetch(url, { method, headers, body });
       const text = await res.text();
       parentPort.postMessage({ ms: performance.now() - started, status: res.status, body: text });
     });`,
    { eval: true },
  );
  try {
    const answers: ProbeAnswer[] = [];
    for (const request of requests) {
      await between();
      const answer = new Promise<ProbeAnswer>((done, fail) => {
        worker.once('message', done);
        worker.once('error', fail);
      });
      worker.postMessage({ ...request, url: baseUrl + request.url });
      answers.push(await answer);
      worker.removeAllListeners('error');
    }
    return answers;
  } finally {
    await worker.terminate();
  }
}

/**
 * Whether two kinds of request take the same time, from pairs measured back to back in a
 * random order (so drift and background load fall on both alike). Two checks that a
 * noisy two-core machine does not upset: a sign test (under equal timing, the first kind
 * is the slower one in half the pairs; more than 4 standard deviations off is a
 * difference, a false alarm about once in 30,000 runs) and the median of the
 * differences, which must lie within a margin (`floorMs`, or a tenth of the typical
 * request's time when that is more) or within 4 of its standard errors of zero. (A loaded
 * machine stretches every request and its noise: there, an 18 ms median of 40 noisy
 * pairs is 1.5 standard errors, chance; on a quiet one a 1 ms leak is dozens.)
 */
export function compareTimings(first: number[], second: number[], floorMs: number) {
  const differences = first.map((ms, i) => ms - second[i]!);
  const n = differences.length;
  const slower = differences.filter((d) => d > 0).length;
  const z = (slower - n / 2) / (Math.sqrt(n) / 2);
  const sorted = [...differences].sort((a, b) => a - b);
  const medianDifference = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const marginMs = Math.max(floorMs, median([...first, ...second]) / 10);
  // Standard error of a median from the spread of the differences (1.4826 MAD estimates
  // their standard deviation; a median's error is about 1.25 times a mean's).
  const mad = median(differences.map((d) => Math.abs(d - medianDifference)));
  const standardError = (1.253 * 1.4826 * mad) / Math.sqrt(n);
  const medianZ = standardError > 0 ? medianDifference / standardError : medianDifference === 0 ? 0 : Infinity;
  return {
    firstSlowerShare: Number((slower / n).toFixed(3)),
    signTestZ: Number(z.toFixed(2)),
    medianDifferenceMs: Number(medianDifference.toFixed(3)),
    firstMedianMs: Number(median(first).toFixed(3)),
    secondMedianMs: Number(median(second).toFixed(3)),
    marginMs: Number(marginMs.toFixed(3)),
    medianZ: Number(medianZ.toFixed(2)),
    alike: Math.abs(z) <= 4 && (Math.abs(medianDifference) <= marginMs || Math.abs(medianZ) <= 4),
  };
}
