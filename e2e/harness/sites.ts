import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { REVALIDATE_SECRET } from '../env';
import { freePort, spawnGroup, waitForHttp, type Child } from './processes';
import { SITE_PROCESS_ENV } from '../../lib/cache/heap.mjs';

/** Record pages the build prerendered from the suite's PocketBase (ISR), under server/app/en/ and server/app/si/. */
const PRERENDERED_RECORD_PAGES = ['blog', 'events', 'documents'].flatMap((page) => [
  `${page}.html`,
  `${page}.rsc`,
  `${page}.meta`,
  `${page}.segments`,
]);

const ROOT = path.join(__dirname, '../..');

/**
 * A copy of the current build (NEXT_DIST_DIR) for one more server: the record pages are ISR pages
 * the build rendered from the suite's PocketBase, and a server pointed at another PocketBase must
 * not serve them (nor write its own renders into the main server's folder). Without the build's
 * data cache and prerendered record pages, it renders them from its own PocketBase on first view.
 */
async function copyBuild(port: number): Promise<string> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  // A fresh name each time: a stopped server on the same port may still be writing to its copy.
  const copy = `${distDir}-site-${port}-${Date.now().toString(36)}`;
  await cp(path.join(ROOT, distDir), path.join(ROOT, copy), {
    recursive: true,
    // Not the data cache nor the pages the running main server has re-rendered since the build
    // (server/route-cache): both hold the suite's records.
    filter: (source) =>
      !['cache', path.join('server', 'route-cache')].includes(
        path.relative(path.join(ROOT, distDir), source),
      ),
  });
  // Each language's pages are prerendered under its prefix (en/, si/).
  for (const prefix of ['en', 'si']) {
    const pages = path.join(ROOT, copy, 'server', 'app', prefix);
    for (const name of [...PRERENDERED_RECORD_PAGES, 'blog', 'card', 'jobs']) {
      await rm(path.join(pages, name), { recursive: true, force: true });
    }
    // The home page reads the legal documents' records too.
    for (const extension of ['html', 'rsc', 'meta', 'segments'])
      await rm(path.join(ROOT, copy, 'server', 'app', `${prefix}.${extension}`), {
        recursive: true,
        force: true,
      });
  }
  return copy;
}

export type Site = Pick<Child, 'pid' | 'output' | 'kill'> & {
  url: string;
  /** Its copy of the build (absolute path). */
  distDir: string;
  /** Stops the server (SIGTERM, or `signal`) and deletes its build copy. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** What every extra site gets unless a spec says otherwise: quick webhook retries, one trusted proxy. */
const SITE_DEFAULTS = {
  // A site process's memory as `npm start` and a deployment run it (lib/cache/heap.mjs).
  ...SITE_PROCESS_ENV,
  CONTACT_WEBHOOK_TIMEOUT_MS: '2000',
  CONTACT_RETRY_INTERVAL_MS: '1000',
  // The specs act as the one trusted proxy: each gives its client address in X-Forwarded-For.
  TRUSTED_PROXY_COUNT: '1',
  REVALIDATE_SECRET,
};

/**
 * `next start` of a copy of the current build (copyBuild) on a free loopback port (or `port`),
 * reading `pocketbaseUrl`, with `env` on top of the suite's environment. One process group, so a
 * SIGKILL takes the server with it.
 */
export async function startSite(
  pocketbaseUrl: string,
  { env = {}, port }: { env?: Record<string, string>; port?: number } = {},
): Promise<Site> {
  const listen = port ?? (await freePort());
  const distDir = await copyBuild(listen);
  // Next's own bin, not npx: the process that exits is the server, so its copy is free after.
  const child = spawnGroup(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(listen)],
    {
      ...process.env,
      ...SITE_DEFAULTS,
      // The site's public address is its own (the contact form's cross-site check compares Origin
      // with it); a site behind nginx is given nginx's.
      SITE_URL: `http://127.0.0.1:${listen}`,
      NEXT_DIST_DIR: distDir,
      POCKETBASE_URL: pocketbaseUrl,
      ...env,
    },
  );
  // Retried: a render that finished as the server stopped may still be writing its cache file.
  const removeCopy = () =>
    rm(path.join(ROOT, distDir), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    await child.kill(signal);
    await removeCopy();
  };
  const url = `http://127.0.0.1:${listen}`;
  try {
    await waitForHttp(`${url}/robots.txt`, child);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return {
    url,
    distDir: path.join(ROOT, distDir),
    pid: child.pid,
    output: child.output,
    kill: child.kill,
    stop,
  };
}
