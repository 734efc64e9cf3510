// Runs `pocketbase serve` with this folder's migrations and hooks: the superuser is set as it
// starts (handed over by environment, pb_hooks/superuser.pb.js), then the site's least-privilege
// account once it is healthy, before it is handed back.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { DEFAULT_DATA_DIR, HOOKS_DIR, MIGRATIONS_DIR, ensureBinary, log as defaultLog } from './binary.mjs';
import { assertSafeCredentials, credentialsOf, exposure } from './guard.mjs';
import { hostAndPort, waitUntilFree } from './ports.mjs';
import { seed } from './seed.mjs';

export { freePort } from './ports.mjs';

/** The least-privilege auth collection the site writes inquiries with. */
const SITE_COLLECTION = 'site_writers';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The URL a client on this machine reaches `--http=<host:port>` at. */
function urlFor(http) {
  const { host, port } = hostAndPort(http) ?? { host: '127.0.0.1', port: 80 };
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
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

/**
 * Where a PocketBase process writes: to `log` line by line when given, else appended to
 * <dir>/pocketbase.log. The last 40 lines are kept for error messages (`tail`).
 */
function outputSink(dir, log) {
  const lines = [];
  const file = log ? null : fs.createWriteStream(path.join(dir, 'pocketbase.log'), { flags: 'a' });
  return {
    write(chunk) {
      const text = chunk.toString();
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > 40) lines.shift();
        if (!file) log(line);
      }
      file?.write(text);
    },
    tail: () => lines.join('\n'),
    close: () => new Promise((resolve) => (file ? file.end(resolve) : resolve())),
  };
}

/**
 * The environment that hands the superuser to PocketBase (pb_hooks/superuser.pb.js sets it while
 * PocketBase starts): never its command line, which any process on the machine can read, and
 * never printed. `upsert` on loopback (the development password is reset on every start),
 * `create` outside loopback (an existing one is left as it is: its password may have changed).
 */
function superuserEnv({ email, password, exposed }) {
  return {
    PB_BOOTSTRAP_SUPERUSER_EMAIL: email,
    PB_BOOTSTRAP_SUPERUSER_PASSWORD: password,
    PB_BOOTSTRAP_SUPERUSER_MODE: exposed ? 'create' : 'upsert',
  };
}

/** Spawns `pocketbase serve`; `stop` ends it (SIGTERM, then SIGKILL after 5 s). */
function serve(bin, { http, dir, env, sink }) {
  const args = [
    'serve',
    `--http=${http}`,
    `--dir=${dir}`,
    `--migrationsDir=${MIGRATIONS_DIR}`,
    `--hooksDir=${HOOKS_DIR}`,
    '--hooksWatch=false',
    // Production mode wherever the binary lies: PocketBase takes one under the system's temp
    // folder for `go run` and would print every SQL statement with its values
    // (pocketbase/tests/quiet.test.mjs).
    '--dev=false',
  ];
  const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  LIVE.add(child);
  child.stdout.on('data', sink.write);
  child.stderr.on('data', sink.write);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    const done = (state) => {
      LIVE.delete(child);
      exited = state;
      resolve(state);
    };
    child.on('exit', (code, signal) => done({ code, signal }));
    child.on('error', (err) => done({ code: -1, signal: null, err }));
  });
  exitPromise.then(() => setTimeout(sink.close, 50));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => !exited && child.kill('SIGKILL'), 5000);
      await exitPromise;
      clearTimeout(timer);
    }
    await sink.close();
  };
  return { child, stop, exited: () => exited };
}

/**
 * Resolves once `<url>/api/health` answers 200. Throws as soon as the process exits (`exited()`
 * returns its state) or after `timeoutMs`, with the server's last lines.
 */
async function waitForHealth(url, { exited, tail, http, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = exited();
    if (state) {
      const why = state.err?.message || state.signal || `exit ${state.code}`;
      throw new Error(`PocketBase exited during startup (${why}); is ${http} already in use?\n${tail()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      // Healthy, and from this process: one that exited meanwhile did not answer.
      if (res.ok && !exited()) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline)
      throw new Error(`PocketBase did not become healthy at ${url} within ${timeoutMs / 1000} s\n${tail()}`);
    await sleep(100);
  }
}

/**
 * Starts `pocketbase serve` with this folder's migrations and hooks
 * (migrations apply automatically). Resolves once GET /api/health answers 200,
 * the site account exists (and the seed ran, if asked).
 *
 * The accounts are the given ones, else those of `credentials` (by their environment names:
 * credentialsOf() in guard.mjs, the environment's or the development defaults). On loopback the
 * superuser and the site account are upserted with them and the seed runs. Outside loopback the start is refused
 * unless all four credentials are set to non-default values; the superuser is then
 * created once (never reset), the site account created only when missing, nothing seeded.
 */
export async function startPocketBase({
  http = '127.0.0.1:8090',
  dir = DEFAULT_DATA_DIR,
  credentials = credentialsOf(),
  superuserEmail = credentials.POCKETBASE_SUPERUSER_EMAIL,
  superuserPassword = credentials.POCKETBASE_SUPERUSER_PASSWORD,
  siteEmail = credentials.POCKETBASE_SITE_EMAIL,
  sitePassword = credentials.POCKETBASE_SITE_PASSWORD,
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
  dir = path.resolve(dir);
  await fsp.mkdir(dir, { recursive: true });
  const say = log || defaultLog;
  const bin = await ensureBinary({ log: say });
  // The site's own credential variables are not PocketBase's business.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^POCKETBASE_(SUPERUSER|SITE)_/.test(name)),
  );
  const childEnv = {
    ...inherited,
    ...env,
    ...superuserEnv({ email: superuserEmail, password: superuserPassword, exposed }),
  };
  const sink = outputSink(dir, log);
  try {
    // First the address: a PocketBase still stopping there may also still hold the data dir.
    await waitUntilFree(http);
  } catch (err) {
    await sink.close();
    throw err;
  }
  const server = serve(bin, { http, dir, env: childEnv, sink });
  const url = urlFor(http);
  try {
    await waitForHealth(url, { exited: server.exited, tail: sink.tail, http });
    const credentials = { superuserEmail, superuserPassword, siteEmail, sitePassword };
    await ensureSiteAccount(url, { ...credentials, resetPassword: !exposed });
    if (doSeed && !exposed) await seed(url, { email: superuserEmail, password: superuserPassword, log: say });
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { url, dir, stop: server.stop, child: server.child, exposed };
}

/**
 * Makes sure the site's least-privilege account exists in `site_writers`.
 * `resetPassword` (loopback only) also sets its password to the given one.
 */
async function ensureSiteAccount(
  url,
  { superuserEmail, superuserPassword, siteEmail, sitePassword, resetPassword = false },
) {
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
