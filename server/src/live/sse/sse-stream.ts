import type { ServerResponse } from 'node:http';

/**
 * One client's open event stream on a raw Node response. Writes never wait: a client that
 * leaves more than `maxBufferedBytes` unread is dropped (its browser reconnects), so a slow
 * or stalled reader costs at most that much memory.
 */
export class SseStream {
  private open = true;
  private readonly closedListeners: (() => void)[] = [];

  constructor(
    private readonly response: ServerResponse,
    readonly address: string,
    private readonly maxBufferedBytes: number,
  ) {
    response.on('close', () => this.closed());
  }

  get isOpen(): boolean {
    return this.open;
  }

  onClose(listener: () => void): void {
    this.closedListeners.push(listener);
  }

  /** False when the stream is gone or was just dropped for reading too slowly. */
  send(frame: string): boolean {
    if (!this.open) return false;
    if (this.response.writableLength + Buffer.byteLength(frame) > this.maxBufferedBytes) {
      this.response.destroy();
      this.closed();
      return false;
    }
    this.response.write(frame);
    return true;
  }

  /** Ends the stream cleanly (shutdown): what was written is delivered, then the response ends. */
  end(): void {
    if (!this.open) return;
    this.response.end();
    this.closed();
  }

  private closed(): void {
    if (!this.open) return;
    this.open = false;
    for (const listener of this.closedListeners.splice(0)) listener();
  }
}
