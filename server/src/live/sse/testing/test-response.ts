import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';

/**
 * A stand-in for a raw Node response in unit tests: it records what is written, and a
 * `stalled` one keeps it all unread (as a client that stopped reading), so writableLength grows.
 */
export class TestResponse extends EventEmitter {
  written = '';
  writableLength = 0;
  stalled = false;
  ended = false;
  destroyed = false;
  status: number | null = null;
  headers: Record<string, unknown> = {};
  socket = null;

  writeHead(status: number, headers: Record<string, unknown>): this {
    this.status = status;
    this.headers = headers;
    return this;
  }
  write(chunk: string): boolean {
    this.written += chunk;
    if (this.stalled) this.writableLength += Buffer.byteLength(chunk);
    return !this.stalled;
  }
  end(): this {
    this.ended = true;
    this.emit('close');
    return this;
  }
  destroy(): this {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
  asResponse(): ServerResponse {
    return this as unknown as ServerResponse;
  }
}
