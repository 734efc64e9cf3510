import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import PocketBase from 'pocketbase';

type Launcher = typeof import('../pocketbase/launcher.mjs');

// Playwright compiles specs to CommonJS and would rewrite a static import of this ES module
// into require(); a native dynamic import keeps it an ES module.
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<Launcher>;
const launcher = () => nativeImport(pathToFileURL(path.join(__dirname, '../pocketbase/launcher.mjs')).href);
const freePort = async (): Promise<number> => Number(await (await launcher()).freePort());
import { REVALIDATE_SECRET } from './env';
import { test as base } from './fixtures';

// Extra servers for the record pages' empty and failure states: a second PocketBase with no
// records, a PocketBase stand-in that answers 500 (a plain HTTP server, not an imitation of
// PocketBase's API), and further `next start` processes on the same build pointing at them.
// Ports 3211-3219 belong to the records specs: 3211-3213 the state sites (one set per worker,
// shared by blog, events and documents), 3214 the caching check in blog.spec.ts.

export type Stoppable = { url: string; stop: () => Promise<void> };

/** POSTs to a site's /api/revalidate the way the PocketBase hook does. */
export async function revalidate(
  siteUrl: string,
  collection: 'blogs_v3' | 'events_v3' | 'resources',
  id?: string,
): Promise<number> {
  const res = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ collection, id }),
  });
  return res.status;
}

/** A superuser client of the suite's PocketBase, or of another one the spec started (`url`). */
export async function superuser(url = process.env.POCKETBASE_URL): Promise<PocketBase> {
  if (!url)
    throw new Error('POCKETBASE_URL is not set: run the specs through pocketbase/with-pocketbase.mjs');
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(
      process.env.POCKETBASE_SUPERUSER_EMAIL ?? 'admin@example.com',
      process.env.POCKETBASE_SUPERUSER_PASSWORD ?? 'local-admin-password',
    );
  return pb;
}

/** A real, empty PocketBase (migrations applied, no seed) in a temp dir. */
async function startEmptyPocketBase(): Promise<Stoppable> {
  const dir = await mkdtemp(path.join(tmpdir(), 'records-empty-pb-'));
  const port = await freePort();
  const { startPocketBase } = await launcher();
  const pb = await startPocketBase({ http: `127.0.0.1:${port}`, dir, seed: false });
  return {
    url: pb.url,
    stop: async () => {
      await pb.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A tiny HTTP server that answers 500 to every request. */
async function startFailingUpstream(): Promise<Stoppable> {
  const server = http.createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"status":500,"message":"boom","data":{}}');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type CountingProxy = Stoppable & {
  requests: string[];
  setDelay: (ms: number) => void;
  /** While on, every request is answered 500 (PocketBase down) instead of forwarded. */
  setFailing: (on: boolean) => void;
};

/**
 * A pass-through HTTP proxy in front of a PocketBase that counts the API requests it forwards,
 * to check that the site's reads come from the Next data cache. `setDelay` makes it answer
 * slowly (a slow network to PocketBase), to see the loading state.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const requests: string[] = [];
  let delayMs = 0;
  let failing = false;
  const server = http.createServer(async (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failing) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"status":500,"message":"down","data":{}}');
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    setFailing: (on: boolean) => {
      failing = on;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on. */
async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/** Record pages the build prerendered from the suite's PocketBase (ISR), under server/app/<locale>/. */
const PRERENDERED_RECORD_PAGES = ['blog', 'events', 'documents'].flatMap((page) => [
  `${page}.html`,
  `${page}.rsc`,
  `${page}.meta`,
  `${page}.segments`,
]);

/**
 * A copy of the current build (NEXT_DIST_DIR) for one more server: the record pages are ISR pages
 * the build rendered from the suite's PocketBase, and a server pointed at another PocketBase must
 * not serve them (nor write its own renders into the main server's folder). Without the build's
 * data cache and prerendered record pages, it renders them from its own PocketBase on first view.
 */
async function copyBuild(port: number): Promise<string> {
  const root = path.join(__dirname, '..');
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  // A fresh name each time: a stopped server on the same port may still be writing to its copy.
  const copy = `${distDir}-site-${port}-${Date.now().toString(36)}`;
  await cp(path.join(root, distDir), path.join(root, copy), {
    recursive: true,
    // Not the data cache nor the pages the running main server has re-rendered since the build
    // (server/route-cache): both hold the suite's records.
    filter: (source) =>
      !['cache', path.join('server', 'route-cache')].includes(
        path.relative(path.join(root, distDir), source),
      ),
  });
  for (const locale of ['en', 'si']) {
    const pages = path.join(root, copy, 'server', 'app', locale);
    for (const name of [...PRERENDERED_RECORD_PAGES, 'blog']) {
      await rm(path.join(pages, name), { recursive: true, force: true });
    }
  }
  return copy;
}

/** `next start` of a copy of the current build (copyBuild) with another POCKETBASE_URL. */
export async function startSite(
  port: number,
  pocketbaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<Stoppable> {
  const distDir = await copyBuild(port);
  // Next's own bin, not npx: the process that exits is the server, so its copy is free after.
  const nextBin = require.resolve('next/dist/bin/next');
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: distDir,
        POCKETBASE_URL: pocketbaseUrl,
        REVALIDATE_SECRET,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Retried: a render that finished as the server stopped may still be writing its cache file.
  const removeCopy = () =>
    rm(path.join(__dirname, '..', distDir), {
      recursive: true,
      force: true,
      maxRetries: 10,
      retryDelay: 200,
    });
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await removeCopy();
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await removeCopy();
      throw new Error(`next start on ${port} exited:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start on ${port} did not answer within 60 s:\n${output}`);
}

type StateSites = {
  /** A site whose PocketBase has no records. */
  empty: Stoppable;
  /** A site whose PocketBase address refuses connections. */
  closed: Stoppable;
  /** A site whose PocketBase address answers 500 to everything. */
  failing: Stoppable;
  stopAll: () => Promise<void>;
};

/** The three extra sites on ports base, base+1, base+2 (within 3211-3219). */
async function startStateSites(basePort: number): Promise<StateSites> {
  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const server of started.reverse()) await server.stop().catch(() => {});
  };
  try {
    const emptyPb = await startEmptyPocketBase();
    started.push(emptyPb);
    const upstream500 = await startFailingUpstream();
    started.push(upstream500);
    const empty = await startSite(basePort, emptyPb.url);
    started.push(empty);
    const closed = await startSite(basePort + 1, await closedPortUrl());
    started.push(closed);
    const failing = await startSite(basePort + 2, upstream500.url);
    started.push(failing);
    return { empty, closed, failing, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The sonner toast on screen (outside <main>). */
export function toastLocator(page: import('@playwright/test').Page) {
  return page.locator('[data-sonner-toast]');
}

/** Number of columns of the record grid in <main>. */
export async function gridColumns(page: import('@playwright/test').Page): Promise<number> {
  return page
    .getByTestId('record-grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/**
 * `test` with a worker-scoped `stateSites`: the empty/closed/failing sites start once per worker
 * (i.e. once per project) when a test first asks for them, and are shared by all record specs.
 */
export const test = base.extend<object, { stateSites: StateSites }>({
  stateSites: [
    async ({}, use) => {
      const sites = await startStateSites(3211);
      await use(sites);
      await sites.stopAll();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** The `src` next/image gives a record image: the optimizer's address for that file. */
export function optimized(path: string): RegExp {
  const escaped = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^/_next/image\\?url=${escaped}&w=\\d+&q=\\d+$`);
}

/** The cards of a record list: the list items of the page's main content. */
export function cards(page: Page) {
  return page.getByRole('main').getByRole('listitem');
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
}
