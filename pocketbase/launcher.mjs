// The one module scripts and tests import to get a running PocketBase:
// finds or builds the binary, starts it with this folder's migrations and
// hooks, waits until it is healthy and seeds development content.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePdf, makePng } from './files.mjs';
import {
  DEFAULT_SITE_EMAIL,
  DEFAULT_SITE_PASSWORD,
  DEFAULT_SUPERUSER_EMAIL,
  DEFAULT_SUPERUSER_PASSWORD,
  assertSafeCredentials,
  exposure,
} from './guard.mjs';
import { BLOGS, EVENTS, RESOURCES, SEED, TRANSLATION_PAIRS } from './seed-data.mjs';

export { SEED };

/** Absolute path of the pocketbase/ folder. */
export const PB_ROOT = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(PB_ROOT, 'pb_migrations');
export const HOOKS_DIR = path.join(PB_ROOT, 'pb_hooks');
export const DEFAULT_DATA_DIR = path.join(PB_ROOT, 'pb_data');

const GO_MOD = fs.readFileSync(path.join(PB_ROOT, 'go.mod'), 'utf8');

/** The PocketBase version pinned in go.mod, e.g. "0.39.11". */
export const PINNED_VERSION = (() => {
  const m = GO_MOD.match(/github\.com\/pocketbase\/pocketbase\s+v(\d+\.\d+\.\d+)/);
  if (!m) throw new Error('pocketbase/go.mod does not pin github.com/pocketbase/pocketbase');
  return m[1];
})();

/** Minimum Go version needed to build (the go directive of go.mod). */
export const GO_MIN_VERSION = (GO_MOD.match(/^go\s+(\S+)/m) || [])[1] || '1.25';

export { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD, DEFAULT_SUPERUSER_EMAIL, DEFAULT_SUPERUSER_PASSWORD };

/** The least-privilege auth collection the site writes inquiries with. */
export const SITE_COLLECTION = 'site_writers';

const EXE = process.platform === 'win32' ? '.exe' : '';

function defaultLog(msg) {
  process.stderr.write(`[pocketbase] ${msg}\n`);
}

function cachePath(version = PINNED_VERSION) {
  return path.join(PB_ROOT, '.bin', `pocketbase-${version}${EXE}`);
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function hasGo() {
  const r = spawnSync('go', ['version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal || `exit ${code}`}):\n${out.trim()}`));
    });
  });
}

async function buildWithGo(target, log) {
  const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
  const started = Date.now();
  log(
    `building PocketBase v${PINNED_VERSION} with Go (first build downloads modules and may take a few minutes)...`,
  );
  try {
    await run(
      'go',
      [
        'build',
        '-trimpath',
        '-ldflags',
        `-s -w -X github.com/pocketbase/pocketbase.Version=${PINNED_VERSION}`,
        '-o',
        tmp,
        '.',
      ],
      { cwd: PB_ROOT, env: { ...process.env, CGO_ENABLED: '0' } },
    );
    await fsp.rename(tmp, target); // atomic: concurrent callers never see half a file
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  const size = (await fsp.stat(target)).size;
  log(
    `built ${path.relative(process.cwd(), target) || target} in ${((Date.now() - started) / 1000).toFixed(1)} s (${(size / 1048576).toFixed(1)} MiB)`,
  );
  return target;
}

function releaseAsset(version) {
  const osName = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[process.platform];
  const arch = { x64: 'amd64', arm64: 'arm64', arm: 'armv7', s390x: 's390x', ppc64: 'ppc64le' }[process.arch];
  if (!osName || !arch)
    throw new Error(`no official PocketBase release for ${process.platform}/${process.arch}`);
  return `pocketbase_${version}_${osName}_${arch}.zip`;
}

async function download(url) {
  const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function downloadRelease(target, log) {
  const v = PINNED_VERSION;
  const asset = releaseAsset(v);
  const base = `https://github.com/pocketbase/pocketbase/releases/download/v${v}`;
  log(`downloading ${base}/${asset} ...`);
  const [sums, zip] = await Promise.all([download(`${base}/checksums.txt`), download(`${base}/${asset}`)]);
  const line = sums
    .toString('utf8')
    .split('\n')
    .find((l) => l.trim().split(/\s+/)[1] === asset);
  if (!line) throw new Error(`checksums.txt of v${v} has no entry for ${asset}`);
  const expected = line.trim().split(/\s+/)[0].toLowerCase();
  const actual = createHash('sha256').update(zip).digest('hex');
  if (expected !== actual)
    throw new Error(`SHA-256 mismatch for ${asset}: expected ${expected}, got ${actual}`);
  const tmpDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pb-release-'));
  try {
    const zipFile = path.join(tmpDir, asset);
    await fsp.writeFile(zipFile, zip);
    await run('unzip', ['-o', '-q', zipFile, `pocketbase${EXE}`, '-d', tmpDir]);
    const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
    await fsp.copyFile(path.join(tmpDir, `pocketbase${EXE}`), tmp);
    await fsp.chmod(tmp, 0o755);
    await fsp.rename(tmp, target);
  } finally {
    await fsp.rm(tmpDir, { recursive: true, force: true });
  }
  log(`downloaded and verified PocketBase v${v} (sha256 ${expected})`);
  return target;
}

/**
 * Returns the absolute path of a PocketBase binary, in this order:
 * $POCKETBASE_BIN; the cached build pocketbase/.bin/pocketbase-<version>;
 * `go build` of this module; the official release zip (SHA-256 verified).
 */
export async function ensureBinary({ log = defaultLog } = {}) {
  const fromEnv = process.env.POCKETBASE_BIN;
  if (fromEnv) {
    const abs = path.resolve(fromEnv);
    if (!isExecutable(abs)) throw new Error(`POCKETBASE_BIN=${fromEnv} does not exist or is not executable`);
    return abs;
  }
  const target = cachePath();
  if (isExecutable(target)) return target;
  await fsp.mkdir(path.dirname(target), { recursive: true });

  const failures = [];
  const goVersion = hasGo();
  if (goVersion) {
    try {
      return await buildWithGo(target, log);
    } catch (err) {
      failures.push(`go build failed (${goVersion}): ${err.message}`);
      log(failures.at(-1));
    }
  } else {
    failures.push('`go` is not on PATH');
  }
  try {
    return await downloadRelease(target, log);
  } catch (err) {
    const cause = err.cause ? ` (${err.cause.code || err.cause.message})` : '';
    failures.push(`downloading the official release failed: ${err.message}${cause}`);
    log(failures.at(-1));
  }
  throw new Error(
    `Cannot get a PocketBase v${PINNED_VERSION} binary.\n` +
      `  - ${failures.join('\n  - ')}\n` +
      `Fix one of these:\n` +
      `  * install Go >= ${GO_MIN_VERSION} (https://go.dev/dl/) and put \`go\` on PATH, so it can be built from pocketbase/go.mod;\n` +
      `  * allow internet access to github.com, so the official release v${PINNED_VERSION} can be downloaded;\n` +
      `  * or download PocketBase v${PINNED_VERSION} yourself and set POCKETBASE_BIN=/absolute/path/to/pocketbase.`,
  );
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function urlFor(http) {
  const [host, port] = http.includes(':')
    ? [http.slice(0, http.lastIndexOf(':')), http.slice(http.lastIndexOf(':') + 1)]
    : [http, '80'];
  const h = !host || host === '0.0.0.0' || host === '::' || host === '[::]' ? '127.0.0.1' : host;
  return `http://${h}:${port}`;
}

// PocketBase children still running; killed if this process exits abruptly
// (process.exit, uncaught error) so no orphan keeps the port and data dir.
const LIVE = new Set();
process.on('exit', () => {
  for (const child of LIVE) {
    try {
      child.kill('SIGTERM');
    } catch {
      /* already gone */
    }
  }
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `pocketbase serve` with this folder's migrations and hooks
 * (migrations apply automatically). Resolves once GET /api/health answers 200,
 * the site account exists (and the seed ran, if asked).
 *
 * On loopback the superuser and the site account are upserted with the given (or
 * development) credentials and the seed runs. Outside loopback the start is refused
 * unless all four credentials are set to non-default values; the superuser is then
 * created once (never reset), the site account created only when missing, nothing seeded.
 */
export async function startPocketBase({
  http = '127.0.0.1:8090',
  dir = DEFAULT_DATA_DIR,
  superuserEmail = process.env.POCKETBASE_SUPERUSER_EMAIL || DEFAULT_SUPERUSER_EMAIL,
  superuserPassword = process.env.POCKETBASE_SUPERUSER_PASSWORD || DEFAULT_SUPERUSER_PASSWORD,
  siteEmail = process.env.POCKETBASE_SITE_EMAIL || DEFAULT_SITE_EMAIL,
  sitePassword = process.env.POCKETBASE_SITE_PASSWORD || DEFAULT_SITE_PASSWORD,
  exposedBecause = [],
  seed: doSeed = true,
  env = {},
  log,
} = {}) {
  const where = [...exposure({ pocketbaseHttp: http }), ...exposedBecause];
  const exposed = where.length > 0;
  assertSafeCredentials(
    {
      POCKETBASE_SUPERUSER_EMAIL: superuserEmail,
      POCKETBASE_SUPERUSER_PASSWORD: superuserPassword,
      POCKETBASE_SITE_EMAIL: siteEmail,
      POCKETBASE_SITE_PASSWORD: sitePassword,
    },
    where,
  );
  if (exposed) doSeed = false;
  dir = path.resolve(dir);
  await fsp.mkdir(dir, { recursive: true });
  const say = log || defaultLog;
  const bin = await ensureBinary({ log: say });
  const childEnv = { ...process.env, ...env };

  // Child output: to `log` when given, else appended to <dir>/pocketbase.log.
  const tail = [];
  let fileStream = null;
  if (!log) fileStream = fs.createWriteStream(path.join(dir, 'pocketbase.log'), { flags: 'a' });
  const sink = (chunk) => {
    const text = chunk.toString();
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
    }
    if (fileStream) fileStream.write(text);
    else for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  const closeSink = () => new Promise((r) => (fileStream ? fileStream.end(r) : r()));

  try {
    await run(
      bin,
      ['superuser', exposed ? 'create' : 'upsert', superuserEmail, superuserPassword, `--dir=${dir}`],
      {
        env: childEnv,
      },
    );
  } catch (err) {
    // Outside loopback an existing superuser is left as it is (its password may have been changed).
    if (!(exposed && /unique|already exists/i.test(err.message))) {
      await closeSink();
      throw new Error(`creating the superuser failed: ${err.message}`);
    }
  }

  const args = [
    'serve',
    `--http=${http}`,
    `--dir=${dir}`,
    `--migrationsDir=${MIGRATIONS_DIR}`,
    `--hooksDir=${HOOKS_DIR}`,
    '--hooksWatch=false',
  ];
  const child = spawn(bin, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  LIVE.add(child);
  child.stdout.on('data', sink);
  child.stderr.on('data', sink);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      LIVE.delete(child);
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (err) => {
      LIVE.delete(child);
      exited = { code: -1, signal: null, err };
      resolve(exited);
    });
  });
  exitPromise.then(() => setTimeout(closeSink, 50));

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const t = setTimeout(() => !exited && child.kill('SIGKILL'), 5000);
      await exitPromise;
      clearTimeout(t);
    }
    await closeSink();
  };

  const url = urlFor(http);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      throw new Error(
        `PocketBase exited during startup (${exited.err?.message || exited.signal || `exit ${exited.code}`}); ` +
          `is ${http} already in use?\n${tail.join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PocketBase did not become healthy at ${url} within 60 s\n${tail.join('\n')}`);
    }
    await sleep(100);
  }

  try {
    await ensureSiteAccount(url, {
      superuserEmail,
      superuserPassword,
      siteEmail,
      sitePassword,
      resetPassword: !exposed,
    });
    if (doSeed) await seed(url, { email: superuserEmail, password: superuserPassword, log: say });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, dir, stop, child, exposed };
}

/**
 * Makes sure the site's least-privilege account exists in `site_writers`.
 * `resetPassword` (loopback only) also sets its password to the given one.
 */
export async function ensureSiteAccount(
  url,
  { superuserEmail, superuserPassword, siteEmail, sitePassword, resetPassword = false },
) {
  const PocketBase = await sdk();
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  try {
    // status 0: a keep-alive socket to a PocketBase that died (a restart on the same port) is
    // reused for this POST and fails; undici retries only idempotent requests, so try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await pb.collection('_superusers').authWithPassword(superuserEmail, superuserPassword);
        break;
      } catch (err) {
        if (err?.status !== 0 || attempt >= 3) throw err;
        await sleep(100);
      }
    }
  } catch (err) {
    throw new Error(
      `cannot sign in as the superuser ${superuserEmail} to set up the site account (${err.message}` +
        `${err.originalError?.cause ? `: ${err.originalError.cause.message || err.originalError.cause}` : err.originalError ? `: ${err.originalError.message || err.originalError}` : ''}); ` +
        'is POCKETBASE_SUPERUSER_PASSWORD the current password?',
    );
  }
  const found = await pb
    .collection(SITE_COLLECTION)
    .getList(1, 1, { filter: pb.filter('email = {:email}', { email: siteEmail }), skipTotal: true });
  const existing = found.items[0];
  const password = { password: sitePassword, passwordConfirm: sitePassword };
  if (!existing) {
    await pb.collection(SITE_COLLECTION).create({ email: siteEmail, verified: true, ...password });
    return { created: true };
  }
  if (resetPassword) await pb.collection(SITE_COLLECTION).update(existing.id, password);
  return { created: false };
}

async function sdk() {
  const mod = await import('pocketbase');
  return mod.default;
}

function file(buf, name, type) {
  return new File([buf], name, { type });
}

/** Links the seed's translation pairs (one side is enough: the PocketBase hook sets the other). */
async function linkTranslations(pb, blogIds) {
  for (const [en, si] of TRANSLATION_PAIRS) {
    await pb.collection('blogs_v3').update(blogIds[en], { translation: blogIds[si] });
  }
}

/**
 * Logs in as superuser and creates the seed content, but only when
 * blogs_v3 is empty (so running it twice adds nothing).
 * Resolves to { created: boolean }.
 */
export async function seed(url, { email, password, log = () => {} } = {}) {
  const PocketBase = await sdk();
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(
      email || process.env.POCKETBASE_SUPERUSER_EMAIL || DEFAULT_SUPERUSER_EMAIL,
      password || process.env.POCKETBASE_SUPERUSER_PASSWORD || DEFAULT_SUPERUSER_PASSWORD,
    );
  const existing = await pb.collection('blogs_v3').getList(1, 1);
  if (existing.totalItems > 0) return { created: false };

  // Text fields go as JSON and files in a separate multipart update: FormData
  // serialisation would turn every "\n" of a string value into "\r\n".
  let variant = 0;
  const blogIds = [];
  for (const [i, b] of BLOGS.entries()) {
    const images = b.images.map((c, j) =>
      file(makePng({ ...c, variant: variant++ }), `blog-${i + 1}-${j + 1}.png`, 'image/png'),
    );
    let rec = await pb.collection('blogs_v3').create({
      title: b.title,
      description: b.description,
      markup: b.markup.replace(/\{\{img:\d+\}\}/g, ''),
      status: b.status,
      language: b.language,
    });
    blogIds.push(rec.id);
    if (images.length) rec = await pb.collection('blogs_v3').update(rec.id, { images });
    if (/\{\{img:\d+\}\}/.test(b.markup)) {
      const markup = b.markup.replace(/\{\{img:(\d+)\}\}/g, (_, n) =>
        rec.images[Number(n)] ? `/api/files/blogs_v3/${rec.id}/${rec.images[Number(n)]}` : '',
      );
      await pb.collection('blogs_v3').update(rec.id, { markup });
    }
  }

  await linkTranslations(pb, blogIds);

  for (const [i, e] of EVENTS.entries()) {
    const { screen, ...fields } = e;
    const rec = await pb.collection('events_v3').create(fields);
    if (screen) {
      const screens = file(makePng({ ...screen, variant: variant++ }), `event-${i + 1}.png`, 'image/png');
      await pb.collection('events_v3').update(rec.id, { screens });
    }
  }

  for (const r of RESOURCES) {
    const { file: spec, ...fields } = r;
    let upload = null;
    if (spec?.kind === 'pdf') upload = file(makePdf(r.title, spec.lines), spec.name, 'application/pdf');
    if (spec?.kind === 'png') upload = file(makePng({ ...spec, variant: variant++ }), spec.name, 'image/png');
    if (spec?.kind === 'public') {
      const source = path.join(PB_ROOT, '..', 'public', spec.path);
      upload = file(fs.readFileSync(source), path.basename(source), spec.type);
    }
    const rec = await pb.collection('resources').create({
      ...fields,
      fileType: upload ? (upload.name.split('.').pop() ?? '').toUpperCase() : '',
      fileSize: upload ? upload.size : 0,
    });
    if (upload) await pb.collection('resources').update(rec.id, { resourceFile: upload });
  }
  log(`seeded ${BLOGS.length} blog posts, ${EVENTS.length} events and ${RESOURCES.length} resources`);
  return { created: true };
}
