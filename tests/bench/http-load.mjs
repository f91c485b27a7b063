// A closed-loop HTTP load generator for the bench: `connections` keep-alive connections,
// each sending its next request as soon as the previous answer arrives, for `seconds`.
// node:http with one agent (no fetch: its per-request cost would weigh on the server's
// share of this two-core machine). The same generator measures the references, so its
// own cost is in both sides of every ratio.
import http from 'node:http';

/**
 * `request(i, n)` gives connection i's n-th request: { method, path, headers, body }.
 * Answers whose status is `okStatus` count; others are tallied by status.
 */
export async function measureRps({ base, connections, seconds, request, okStatus = 200, warmupSeconds = 0.5 }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map();
  let ok = 0;
  let counting = false;
  let stop = false;
  const send = ({ method = 'GET', path, headers = {}, body }) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', () => resolve(0));
      req.end(payload);
    });
  const loop = async (i) => {
    for (let n = 0; !stop; n++) {
      const status = await send(request(i, n));
      if (!counting) continue;
      if (status === okStatus) ok++;
      else statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: connections }, (_, i) => loop(i));
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
  counting = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  counting = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(loops);
  agent.destroy();
  return { rps: Math.round(ok / elapsed), ok, seconds: elapsed, others: Object.fromEntries(statuses) };
}
