import { readdir, readFile } from 'node:fs/promises';
import { sleep } from './harness';

// The soak's load: page visitors, one contact post a second, and the server's memory.

/** The process of `pid`'s tree (itself included) with the largest resident set: the server. */
export async function serverRss(pid: number): Promise<{ pid: number; rssKb: number }> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(name), ppid);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let best = { pid, rssKb: 0 };
  for (const member of tree) {
    const status = await readFile(`/proc/${member}/status`, 'utf8').catch(() => '');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    if (rssKb > best.rssKb) best = { pid: member, rssKb };
  }
  return best;
}

export const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

// How long a request may go unanswered before it counts as lost: a bound for a hang, not a latency
// target (the latencies are reported, by when they were sent and the slowest). With two other
// lanes' browsers on the same two cores, the recorded run's first requests (sent in its first
// tenth of a second) have waited 14 to 31 s for their headers, and 8 of 949 were cut off by an
// earlier 30 s bound; after its first 15 s no answer took over 5.3 s. This process's own timers
// ran at most 0.5 s late meanwhile (`lags`), so the wait is the server's. Busy loops alone (ten on
// the two cores) slowed the soak as much without that group: its cause is not known yet.
const REQUEST_TIMEOUT_MS = 90_000;

/**
 * The response once its whole body is read, or a rejection a few seconds after the request's own
 * timeout. The signal should end both, but Node 20's fetch has been seen to leave a body read
 * pending after its signal aborted, and one such request would hold the soak until the test's
 * own timeout, with nothing to say which page it was.
 */
async function answered(request: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no whole answer in ${(REQUEST_TIMEOUT_MS + 5_000) / 1000} s`)),
      REQUEST_TIMEOUT_MS + 5_000,
    );
  });
  try {
    return await Promise.race([
      request.then(async (response) => {
        await response.arrayBuffer();
        return response;
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * `visitors` clients that each request `pages` in turn, as fast as answers come. While
 * `recording`, every answer goes to `answers`, anything but a 200 to `failures`, and
 * answers given during `outage` are counted.
 */
export class PageLoad {
  readonly failures: string[] = [];
  outage: { from: number; to: number } | undefined;
  outageAnswers = 0;
  /** When the recorded run began: failures and the outage are told in seconds from it. */
  startedAt = 0;
  /** Every recorded answer: when it was sent (ms from `startedAt`), its headers' and its whole time. */
  readonly answers: { page: string; sentAt: number; headersMs: number; ms: number }[] = [];
  /**
   * How late this process's own timers ran during the recorded run (a 100 ms tick, ms from
   * `startedAt`): an answer counted slow while this process could not read it is the client's.
   */
  readonly lags: { at: number; ms: number }[] = [];

  constructor(
    private readonly siteUrl: string,
    readonly pages: string[],
    private readonly visitors: number,
  ) {}

  get requests(): number {
    return this.answers.length;
  }

  /** The recorded answer times of `page`. */
  latenciesOf(page: string): number[] {
    return this.answers.filter((a) => a.page === page).map((a) => a.ms);
  }

  async run(ms: number, record: boolean): Promise<void> {
    const end = Date.now() + ms;
    let tick: NodeJS.Timeout | undefined;
    if (record) {
      this.startedAt = Date.now();
      let last = performance.now();
      tick = setInterval(() => {
        const now = performance.now();
        this.lags.push({ at: Date.now() - this.startedAt, ms: now - last - 100 });
        last = now;
      }, 100);
    }
    await Promise.all(
      Array.from({ length: this.visitors }, async (_, visitor) => {
        for (let i = visitor; Date.now() < end; i += 1)
          await this.visit(this.pages[i % this.pages.length] ?? '/', record);
      }),
    );
    clearInterval(tick);
  }

  private async visit(page: string, record: boolean) {
    const started = performance.now();
    const at = Date.now();
    try {
      let headersMs = 0;
      const response = await answered(
        fetch(`${this.siteUrl}${page}`, {
          redirect: 'manual',
          headers: { 'accept-language': 'en' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).then((headers) => {
          headersMs = performance.now() - started;
          return headers;
        }),
      );
      if (!record) return;
      const ms = performance.now() - started;
      this.answers.push({ page, sentAt: at - this.startedAt, headersMs, ms });
      if (this.outage && at >= this.outage.from && Date.now() <= this.outage.to) this.outageAnswers += 1;
      if (response.status !== 200)
        this.failures.push(
          `${page}: ${response.status} ${response.headers.get('location') ?? ''} (sent at ${this.second(at)} s)`,
        );
    } catch (error) {
      if (record) this.failures.push(`${page}: ${String(error)} (sent at ${this.second(at)} s)`);
    }
  }

  /** The answers by when they were sent, in windows of `seconds`: their number, p95 and slowest. */
  byWindow(seconds: number): string[] {
    const windows = new Map<number, number[]>();
    for (const { sentAt, ms } of this.answers) {
      const w = Math.floor(sentAt / 1000 / seconds);
      const list = windows.get(w) ?? [];
      list.push(ms);
      windows.set(w, list);
    }
    const lagIn = (w: number) =>
      Math.max(
        0,
        ...this.lags.filter((l) => Math.floor(l.at / 1000 / seconds) === w).map((l) => Math.round(l.ms)),
      );
    return [...windows.entries()]
      .sort(([a], [b]) => a - b)
      .map(
        ([w, list]) =>
          `  sent ${String(w * seconds).padStart(3)}–${String((w + 1) * seconds).padEnd(3)} s  n=${String(list.length).padStart(5)}  p95=${Math.round(percentile(list, 95))} ms  max=${Math.round(percentile(list, 100))} ms  (this process's timers up to ${lagIn(w)} ms late)`,
      );
  }

  /** The `n` slowest answers: the page, when it was sent, its headers' and its whole time. */
  slowest(n: number): string[] {
    return [...this.answers]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, n)
      .map(
        (a) =>
          `  ${a.page.padEnd(24)} sent at ${(a.sentAt / 1000).toFixed(1)} s  headers after ${Math.round(a.headersMs)} ms, whole after ${Math.round(a.ms)} ms`,
      );
  }

  /** `time` in seconds from the start of the recorded run. */
  second(time: number): string {
    return ((time - this.startedAt) / 1000).toFixed(1);
  }
}

export type Post = { n: number; status: number; at: number; end: number; error?: string };

/** Contact posts of one run: numbered inquiries, each from its own client address. */
export class ContactPoster {
  readonly runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  readonly posts: Promise<Post>[] = [];

  constructor(private readonly siteUrl: string) {}

  inquiry(n: number) {
    return {
      name: 'Soak Tester',
      email: 'soak@example.com',
      phone: '+94 77 123 4567',
      inquiryType: 'general',
      message: `Soak inquiry ${this.runId} number ${n}`,
      locale: 'en',
    };
  }

  async post(n: number): Promise<Post> {
    const at = Date.now();
    try {
      const response = await answered(
        fetch(`${this.siteUrl}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `2001:db8:50a::${n.toString(16)}`,
          },
          body: JSON.stringify(this.inquiry(n)),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
      return { n, status: response.status, at, end: Date.now() };
    } catch (error) {
      return { n, status: 0, at, end: Date.now(), error: String(error) };
    }
  }

  /** One post a second for `ms`, kept in `posts`. */
  async everySecond(ms: number): Promise<void> {
    const t0 = Date.now();
    for (let n = 0; Date.now() - t0 < ms; n += 1) {
      this.posts.push(this.post(n));
      await sleep(Math.max(0, t0 + (n + 1) * 1000 - Date.now()));
    }
  }
}
