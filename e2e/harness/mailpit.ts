import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, sleep, spawnGroup, waitForHttp, type Child } from './processes';

// A real SMTP server for a spec: Mailpit (pocketbase/mailpit.mjs builds it) on free loopback
// ports, in a process group of its own, its messages in a temporary database kept across a
// restart; and its HTTP API, which the specs read what the site sent from.

type MailpitModule = typeof import('../../pocketbase/mailpit.mjs');
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<MailpitModule>;
const mailpitModule = () =>
  nativeImport(pathToFileURL(path.join(__dirname, '../../pocketbase/mailpit.mjs')).href);

export type MailSummary = { ID: string; MessageID: string; Subject: string; To: { Address: string }[] };
export type Mail = MailSummary & { Text: string; HTML: string };

export type Mailpit = {
  smtpPort: number;
  apiUrl: string;
  /** SMTP_* for a site that sends through it. */
  smtpEnv: Record<string, string>;
  /** Stops the server; its messages stay for `restart`. */
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  remove: () => Promise<void>;
  /** The messages to `address`, newest first. */
  to: (address: string) => Promise<MailSummary[]>;
  /** Waits until `address` has `count` messages (within `timeoutMs`) and answers them. */
  waitFor: (address: string, count: number, timeoutMs?: number) => Promise<MailSummary[]>;
  message: (id: string) => Promise<Mail>;
  headers: (id: string) => Promise<Record<string, string[]>>;
  /** Refuses every recipient with `code` (Mailpit's chaos), or, with 0, no longer. */
  refuseRecipients: (code: number) => Promise<void>;
};

/** Mailpit's HTTP API: one JSON answer, the messages to an address, and its chaos switch. */
function reader(apiUrl: string) {
  const api = async <T>(route: string): Promise<T> => {
    const res = await fetch(`${apiUrl}${route}`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`Mailpit ${route} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const to = async (address: string) =>
    (await api<{ messages: MailSummary[] }>(`/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`))
      .messages;
  const refuseRecipients = async (code: number) => {
    const res = await fetch(`${apiUrl}/api/v1/chaos`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Recipient: { ErrorCode: code || 550, Probability: code ? 100 : 0 } }),
    });
    if (!res.ok) throw new Error(`Mailpit's chaos answered ${res.status}`);
  };
  return { api, to, refuseRecipients };
}

export async function startMailpit(): Promise<Mailpit> {
  const bin = await (await mailpitModule()).ensureMailpit();
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-mailpit-'));
  const smtpPort = await freePort();
  const httpPort = await freePort();
  const apiUrl = `http://127.0.0.1:${httpPort}`;
  const args = [
    ...['--smtp', `127.0.0.1:${smtpPort}`, '--listen', `127.0.0.1:${httpPort}`],
    ...['--smtp-auth-accept-any', '--smtp-auth-allow-insecure', '--disable-version-check'],
    // Off until a spec sets a trigger (`refuseRecipients`).
    '--enable-chaos',
    ...['--database', path.join(dir, 'mailpit.db')],
  ];
  let child: Child | undefined;
  const start = async () => {
    const started = spawnGroup(bin, args, process.env);
    child = started;
    await waitForHttp(`${apiUrl}/api/v1/info`, {
      alive: started.alive,
      output: started.output,
      timeoutMs: 20_000,
    });
  };
  await start();
  const { api, to, refuseRecipients } = reader(apiUrl);
  const stop = async () => {
    await child?.kill('SIGTERM');
  };
  return {
    smtpPort,
    apiUrl,
    smtpEnv: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_TLS: 'none',
      SMTP_FROM: 'Hikari Lanka <jobs@hikarilanka.test>',
    },
    stop,
    restart: start,
    remove: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
    to,
    waitFor: async (address, count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await to(address);
        if (found.length >= count || Date.now() > deadline) return found;
        await sleep(250);
      }
    },
    message: (id) => api<Mail>(`/api/v1/message/${id}`),
    headers: (id) => api<Record<string, string[]>>(`/api/v1/message/${id}/headers`),
    refuseRecipients,
  };
}
