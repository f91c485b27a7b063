import { jest } from '@jest/globals';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** A file's answer: its bytes as text and its type (an upload served back). */
  file?: { text: string; type: string };
}

export type MockRoute = (url: string, init: RequestInit) => MockReply | Promise<MockReply>;

/**
 * Replaces global fetch with a function of (url, init): tests state what the server
 * answers and can read back every call made, with its headers and body.
 */
export function mockFetch(route: MockRoute) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const reply = await route(url, init);
    const status = reply.status ?? 200;
    const text = reply.file ? reply.file.text : reply.body === undefined ? '' : JSON.stringify(reply.body);
    const type = reply.file ? reply.file.type : 'application/json';
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'content-type': type }),
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text], { type }),
    } as Response;
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

export function headerOf(init: RequestInit, name: string): string | undefined {
  const headers = (init.headers ?? {}) as Record<string, string>;
  return headers[name];
}

export function jsonBody(init: RequestInit): unknown {
  return init.body ? JSON.parse(String(init.body)) : undefined;
}
