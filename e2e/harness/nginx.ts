import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REVALIDATE_SECRET } from '../env';
import { startTempPocketBase } from './pocketbase';
import { freePort, spawnGroup, waitForHttp, type Child } from './processes';
import { rawHttp } from './raw-http';
import { startRedis, type Redis } from './redis';
import { startSite, type Site } from './sites';

// Two site instances and one PocketBase behind Debian's real nginx, configured with
// docs/nginx/hikari.conf (only its ports, paths and host name rewritten for loopback and a temp dir).
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
// docs/nginx/hikari.conf compresses with brotli: Debian's libnginx-mod-http-brotli-filter.
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export type Cluster = {
  nginx: string;
  sites: Site[];
  pocketbaseUrl: string;
  /** The PocketBase's data directory and nginx's cache folder (proxy_cache_path: one file per stored answer). */
  pocketbaseDir: string;
  nginxCacheDir: string;
  /** nginx's error log (level warn): why it answered a request itself, such as a 502. */
  nginxErrorLog: string;
  /** The one Redis both instances keep their pages in (lib/cache/handler.mjs). */
  redis: Redis;
  /** One more instance of the same build, with the same settings (stopped with the cluster). */
  startInstance: () => Promise<Site>;
  stop: () => Promise<void>;
};

async function startNginx(port: number, upstreams: string[], dir: string): Promise<Child> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does it)');
  if (!existsSync(BROTLI))
    throw new Error(
      "nginx's brotli module is not installed (apt-get install -y libnginx-mod-http-brotli-filter; .ci/run does it)",
    );
  let site = await readFile(path.join(__dirname, '../../docs/nginx/hikari.conf'), 'utf8');
  const serverParams = / {4}server 127\.0\.0\.1:300\d([^;\n]*);/.exec(site)?.[1] ?? '';
  site = site
    .replace('/var/cache/nginx/hikari', path.join(dir, 'cache'))
    // The prerendered failure pages come from the build the instances serve.
    .replace(
      '/srv/hikari/.next/server/app',
      path.join(__dirname, '../..', process.env.NEXT_DIST_DIR || '.next', 'server/app'),
    )
    // Both servers: the site's, and the one that sends other host names to it.
    .replace(
      /listen 80( default_server)?;/g,
      (_, flag: string | undefined) => `listen 127.0.0.1:${port}${flag ?? ''};`,
    )
    // The site's host here is the address the specs ask, 127.0.0.1: any other name is sent to
    // example.lk, as in production.
    .replace('server_name example.lk;', 'server_name example.lk 127.0.0.1;')
    // The instances' addresses in place of the example's, with the example's own parameters
    // (max_fails, fail_timeout): how nginx takes an instance out is part of what is tested.
    .replace(/ {4}server 127\.0\.0\.1:300\d[^\n]*\n/g, '')
    .replace(
      /upstream (hikari_\w+) \{\n/g,
      (open) => `${open}${upstreams.map((u) => `    server ${u}${serverParams};\n`).join('')}`,
    );
  await writeFile(path.join(dir, 'hikari.conf'), site);
  const main = [
    `load_module ${BROTLI};`,
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/hikari.conf;`,
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'nginx.conf'), main);
  const child = spawnGroup(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], process.env);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, { ...child, timeoutMs: 15_000 });
  } catch (error) {
    await child.kill('SIGKILL');
    throw error;
  }
  return child;
}

export async function startCluster(siteEnv: Record<string, string>): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'multi-instance-'));
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const redis = await startRedis();
    stops.push(() => redis.remove());
    const env = { ...siteEnv, REDIS_URL: redis.url };
    const [p1, p2] = [await freePort(), await freePort()];
    // One address for the hook: the instances share one cache (Redis), so an edit expired
    // through the first reaches both (docs/architecture.md, Caching).
    const pb = await startTempPocketBase({
      seed: true,
      env: { SITE_REVALIDATE_URL: `http://127.0.0.1:${p1}/api/revalidate`, REVALIDATE_SECRET },
    });
    stops.push(() => pb.remove());
    const sites = [await startSite(pb.url, { env, port: p1 }), await startSite(pb.url, { env, port: p2 })];
    for (const s of sites) stops.push(() => s.stop());
    const startInstance = async () => {
      const site = await startSite(pb.url, { env });
      stops.push(() => site.stop());
      return site;
    };
    // nginx's port is chosen last, and again if it was taken meanwhile (by another lane's server:
    // freePort, pocketbase/ports.mjs, keeps clear of outgoing connections' ports).
    let nginxPort = 0;
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    for (let attempt = 1; !nginx; attempt += 1) {
      nginxPort = await freePort();
      try {
        nginx = await startNginx(
          nginxPort,
          sites.map((s) => new URL(s.url).host),
          dir,
        );
      } catch (error) {
        if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
      }
    }
    const started = nginx;
    stops.push(() => started.kill('SIGTERM'));
    return {
      nginx: `http://127.0.0.1:${nginxPort}`,
      sites,
      pocketbaseUrl: pb.url,
      pocketbaseDir: pb.dir,
      nginxCacheDir: path.join(dir, 'cache'),
      nginxErrorLog: path.join(dir, 'error.log'),
      redis,
      startInstance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Raw = {
  status: number;
  type: string | undefined;
  encoding: string | undefined;
  vary: string | undefined;
  cache: string;
  body: Buffer;
};

/**
 * A GET of a URL on loopback with exactly this Accept-Encoding (none when empty) and these other
 * headers, and its body as sent: not decoded.
 */
export async function rawGet(
  url: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
): Promise<Raw> {
  const { port, pathname, search } = new URL(url);
  const answer = await rawHttp(Number(port), pathname + search, {
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
  return {
    status: answer.status,
    type: answer.headers['content-type'],
    encoding: answer.headers['content-encoding'],
    vary: answer.headers.vary,
    cache: String(answer.headers['x-cache-status']),
    body: answer.body,
  };
}
