import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';

// A stand-in for the external automation webhook (docs/spec-summary.md, Calls): a real HTTP server
// on loopback that records what it gets. Modes: ok (200), fail500, slow (answers after `slowMs`),
// stopped (server closed, connections refused).
//
// With a secret (default: CONTACT_WEBHOOK_SECRET, the one the site signs with) it verifies
// `X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>` as a real receiver should, and
// answers 401 to a missing or wrong signature (recorded as answered 'badSignature').
type ReceiverMode = 'ok' | 'fail500' | 'slow' | 'stopped';
type Received = {
  body: unknown;
  headers: IncomingHttpHeaders;
  answered: Exclude<ReceiverMode, 'stopped'> | 'badSignature';
};

/** True when `header` is `sha256=<hex>` of HMAC-SHA256(secret, raw body), compared in constant time. */
function validSignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class WebhookReceiver {
  readonly received: Received[] = [];
  private server: http.Server | undefined;
  private mode: Exclude<ReceiverMode, 'stopped'> = 'ok';

  constructor(
    readonly port: number,
    private slowMs = 5000,
    private secret = process.env.CONTACT_WEBHOOK_SECRET ?? '',
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
        const raw = Buffer.concat(chunks);
        const signed = !this.secret || validSignature(raw, req.headers['x-signature-256'], this.secret);
        const answered = signed ? this.mode : 'badSignature';
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = raw.toString('utf8');
        }
        this.received.push({ body, headers: req.headers, answered });
        const reply = (status: number) => {
          if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
        };
        if (answered === 'badSignature') reply(401);
        else if (answered === 'ok') reply(200);
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
