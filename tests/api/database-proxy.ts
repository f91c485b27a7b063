import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between a server under test and PostgreSQL that the test can break in the
 * two ways a database goes away: `refuse` (stopped: every connection cut, new ones refused)
 * and `blackhole` (frozen or unreachable: connections are accepted and never answered).
 * `forward` makes it a plain proxy again, on the same port.
 */
export class DatabaseProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: 'forward' | 'blackhole' = 'forward';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  async forward(): Promise<void> {
    this.mode = 'forward';
    await this.listen();
  }

  async refuse(): Promise<void> {
    this.cutAll();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  async blackhole(): Promise<void> {
    this.cutAll();
    this.mode = 'blackhole';
    await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private async listen(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'blackhole') return; // held open, never answered
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
