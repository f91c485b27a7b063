import { randomUUID } from 'node:crypto';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { AfterAnswer } from '../../server/src/shared/http/after-answer.js';
import { openLiveStream } from '../api/live-stream.js';
import { REQUESTS } from './authorization-requests.js';
import type { Caller, MatrixWorld } from './authorization-world.js';

/**
 * Sends one route of the authorization matrix (issue 13) as one caller, over real HTTP:
 * the route's request (authorization-requests.ts) to its URL filled with the world's ids,
 * counted; the live stream read up to its first clock frame.
 */

export interface Reply {
  status: number;
  body: string;
}

export async function send(w: MatrixWorld, tally: { requests: number; fiveXx: number }, key: string, caller: Caller, overrideUrl?: string): Promise<Reply> {
  const { t } = w;
  const [method] = key.split(' ');
  const spec = (await REQUESTS[key]?.(caller, w)) ?? {};
  const url = overrideUrl ?? w.urlOf(key);
  const token = spec.token ?? caller.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  tally.requests++;
  if (key === 'GET /live/draws') {
    const live = await openLiveStream(t.baseUrl, url, headers);
    if (live.status === 200) await live.next((f) => f.event === 'clock');
    live.close();
    await t.liveStreamsGone();
    return { status: live.status, body: JSON.stringify(live.frames) };
  }
  let body: string | FormData | undefined;
  if (spec.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(spec.form.fields)) body.append(name, value);
    const file = spec.form.file;
    if (file) body.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
  } else if (method !== 'GET') {
    body = JSON.stringify(spec.json ?? {});
    headers['content-type'] = 'application/json';
  }
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  const res = await fetch(t.baseUrl + url, { method, headers, body });
  const text = await res.text();
  // Work left for after the answer (mails, an audit run) is done before the next request.
  await t.app.get(AfterAnswer).settled();
  await t.app.get(AuditRunner).settled();
  if (res.status >= 500) tally.fiveXx++;
  spec.after?.(res.status, safeJson(text));
  return { status: res.status, body: text };
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
