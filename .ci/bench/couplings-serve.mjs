// The servers of .ci/bench/couplings.mjs, all on 127.0.0.1: one seeded PocketBase, a `next start`
// of each build, and in front of each Debian's nginx with docs/nginx/hikari.conf (its ports and
// paths rewritten for loopback, as e2e/harness/nginx.ts does); and the bytes a page costs on the
// wire as nginx sends them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { credentialsOf, startPocketBase } from '../../pocketbase/launcher.mjs';
import { SITE_PROCESS_ENV } from '../../lib/cache/heap.mjs';
import { scriptSources } from './first-load-js.mjs';
import { freePort, waitForHttp } from './net.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const REVALIDATE_SECRET = 'couplings-revalidate-secret';

/** A seeded PocketBase in `dir` (the same records for every build; seeded once, kept for a rerun). */
export async function pocketbase(dir) {
  const seeded = existsSync(dir);
  const credentials = credentialsOf();
  const server = await startPocketBase({
    http: `127.0.0.1:${await freePort()}`,
    dir,
    seed: !seeded,
    credentials,
    log: () => {},
  });
  return { ...server, env: { ...credentials, POCKETBASE_URL: server.url, REVALIDATE_SECRET } };
}

function spawnGroup(command, args, options) {
  const child = spawn(command, args, { stdio: 'ignore', detached: true, ...options });
  return {
    child,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone already */
      }
    },
  };
}

/** `next start` of the build in `dir` on a free port, `env` on top of the PocketBase's. */
export async function site(dir, env, publicUrl) {
  const port = await freePort();
  const { NODE_OPTIONS_EXTRA = '', ...rest } = env;
  const server = spawnGroup(
    process.execPath,
    [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...SITE_PROCESS_ENV,
        NODE_OPTIONS: `${SITE_PROCESS_ENV.NODE_OPTIONS} ${NODE_OPTIONS_EXTRA}`.trim(),
        NEXT_DIST_DIR: '.next',
        TRUSTED_PROXY_COUNT: '1',
        SITE_SIGNING_SECRET: 'couplings-site-signing-secret-of-every-build',
        CONTACT_WEBHOOK_SECRET: 'couplings-webhook-secret',
        SITE_URL: publicUrl,
        ...rest,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/robots.txt`, 60_000);
  return { url, port, stop: server.stop };
}

/** nginx with docs/nginx/hikari.conf in front of `upstream` (host:port), its files in `dir`. */
export async function nginx(root, dir, upstream, port) {
  if (!NGINX || !existsSync(BROTLI))
    throw new Error('nginx and its brotli module are needed (.ci/run installs them)');
  mkdirSync(dir, { recursive: true });
  let conf = readFileSync(path.join(root, 'docs/nginx/hikari.conf'), 'utf8');
  const params = / {4}server 127\.0\.0\.1:300\d([^;\n]*);/.exec(conf)?.[1] ?? '';
  conf = conf
    .replace('/var/cache/nginx/hikari', path.join(dir, 'cache'))
    .replace('/srv/hikari/.next/server/app', path.join(root, '.next/server/app'))
    .replace(/listen 80( default_server)?;/g, (_, flag) => `listen 127.0.0.1:${port}${flag ?? ''};`)
    .replace('server_name example.lk;', 'server_name example.lk 127.0.0.1;')
    .replace(/ {4}server 127\.0\.0\.1:300\d[^\n]*\n/g, '')
    .replace(/upstream (hikari_\w+) \{\n/g, (open) => `${open}    server ${upstream}${params};\n`);
  writeFileSync(path.join(dir, 'hikari.conf'), conf);
  const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`);
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
    ...temp.map((line) => line.replace('body_temp', 'client_body_temp')),
    `  include ${dir}/hikari.conf;`,
    '}',
  ];
  writeFileSync(path.join(dir, 'nginx.conf'), main.join('\n'));
  const server = spawnGroup(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {});
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/robots.txt`, 15_000);
  return { url, stop: server.stop };
}

/** The body of `url` as sent for `encoding` (br or gzip): its length in bytes, and its status. */
function wire(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': encoding, 'accept-language': 'en' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode, bytes, cache: res.headers['x-cache-status'] }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function plainHtml(url) {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * What `page` costs on the wire from nginx (`base`): the HTML and the first-load scripts, each in
 * brotli and gzip as nginx compresses them (asked until nginx answers from its cache).
 */
export async function wireBytes(base, page) {
  const url = `${base}${page}`;
  for (let i = 0; i < 20 && (await wire(url, 'br')).cache !== 'HIT'; i++)
    await new Promise((resolve) => setTimeout(resolve, 300));
  const scripts = scriptSources(await plainHtml(url)).map((src) => new URL(src, url).href);
  const sum = async (encoding) => {
    let total = 0;
    for (const script of scripts) total += (await wire(script, encoding)).bytes;
    return total;
  };
  return {
    htmlBr: (await wire(url, 'br')).bytes,
    htmlGzip: (await wire(url, 'gzip')).bytes,
    jsBr: await sum('br'),
    jsGzip: await sum('gzip'),
    scripts: scripts.length,
  };
}
