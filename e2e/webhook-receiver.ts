import http, { type IncomingHttpHeaders } from 'node:http';

// A stand-in for the external automation webhook (SPEC §7): a real HTTP server on loopback that
// records what it gets. Modes: ok (200), fail500, slow (answers after `slowMs`), stopped
// (server closed, connections refused).
export type ReceiverMode = 'ok' | 'fail500' | 'slow' | 'stopped';
export type Received = {
  body: unknown;
  headers: IncomingHttpHeaders;
  answered: Exclude<ReceiverMode, 'stopped'>;
};

export class WebhookReceiver {
  readonly received: Received[] = [];
  private server: http.Server | undefined;
  private mode: Exclude<ReceiverMode, 'stopped'> = 'ok';

  constructor(
    readonly port: number,
    private slowMs = 5000,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async start(mode: Exclude<ReceiverMode, 'stopped'> = 'ok'): Promise<void> {
    this.mode = mode;
    if (this.server) return;
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const answered = this.mode;
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = Buffer.concat(chunks).toString('utf8');
        }
        this.received.push({ body, headers: req.headers, answered });
        const reply = (status: number) => {
          if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
        };
        if (answered === 'ok') reply(200);
        else if (answered === 'fail500') reply(500);
        else setTimeout(() => reply(200), this.slowMs).unref();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async setMode(mode: ReceiverMode): Promise<void> {
    if (mode === 'stopped') return this.stop();
    await this.start(mode);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Requests whose JSON body has this message (bodies carry a unique token per test). */
  for(message: string): Received[] {
    return this.received.filter(
      (r) =>
        typeof r.body === 'object' &&
        r.body !== null &&
        (r.body as { message?: unknown }).message === message,
    );
  }

  /** Deliveries that were answered 200, i.e. the ones that count. */
  deliveredFor(message: string): Received[] {
    return this.for(message).filter((r) => r.answered === 'ok');
  }
}
