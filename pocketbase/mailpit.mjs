// A real SMTP server for local runs and the tests: Mailpit (github.com/axllent/mailpit), built
// from its Go module at MAILPIT_VERSION and cached in pocketbase/.bin as PocketBase is
// (binary.mjs). It takes every message on SMTP and shows them on its HTTP API
// (/api/v1/messages, /api/v1/search, /api/v1/message/{id}, …/headers); the module has no web
// page's files, so the API is what there is. Its duplicate-dropping (--ignore-duplicate-ids) is
// never turned on: SMTP promises at least once, and the tests must see a real repeat.
// Only Node's built-ins: .ci/run builds it while `npm ci` is still installing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PB_ROOT, run } from './binary.mjs';
import { freePort } from './ports.mjs';

export const MAILPIT_VERSION = '1.33.1';
const MODULE = 'github.com/axllent/mailpit';
const EXE = process.platform === 'win32' ? '.exe' : '';

function say(msg) {
  process.stderr.write(`[mailpit] ${msg}\n`);
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Mailpit binary: $MAILPIT_BIN, the cached pocketbase/.bin/mailpit-<version>, or a
 * `go install` of the pinned module version (a few minutes the first time).
 */
export async function ensureMailpit({ log = say } = {}) {
  const fromEnv = process.env.MAILPIT_BIN;
  if (fromEnv) {
    const abs = path.resolve(fromEnv);
    if (!isExecutable(abs)) throw new Error(`MAILPIT_BIN=${fromEnv} does not exist or is not executable`);
    return abs;
  }
  const target = path.join(PB_ROOT, '.bin', `mailpit-${MAILPIT_VERSION}${EXE}`);
  if (isExecutable(target)) return target;
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const gobin = await fsp.mkdtemp(path.join(os.tmpdir(), 'mailpit-build-'));
  const started = Date.now();
  log(`building Mailpit v${MAILPIT_VERSION} with Go (the first build takes a few minutes)...`);
  try {
    await run(
      'go',
      [
        'install',
        '-trimpath',
        '-ldflags',
        `-s -w -X ${MODULE}/config.Version=v${MAILPIT_VERSION}`,
        `${MODULE}@v${MAILPIT_VERSION}`,
      ],
      {
        env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0' },
      },
    );
    const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
    await fsp.copyFile(path.join(gobin, `mailpit${EXE}`), tmp);
    await fsp.chmod(tmp, 0o755);
    await fsp.rename(tmp, target); // atomic: concurrent callers never see half a file
  } catch (error) {
    throw new Error(
      `Cannot build Mailpit v${MAILPIT_VERSION}: ${error.message}\n` +
        'Install Go (https://go.dev/dl/) so it can be built, set MAILPIT_BIN to a Mailpit binary, ' +
        'or set SMTP_HOST to an SMTP server of your own.',
    );
  } finally {
    await fsp.rm(gobin, { recursive: true, force: true });
  }
  log(`built Mailpit in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return target;
}

async function waitForApi(apiUrl, child, deadline) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Mailpit exited (${child.exitCode}) before it answered`);
    try {
      const res = await fetch(`${apiUrl}/api/v1/info`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`Mailpit did not answer on ${apiUrl} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts Mailpit on loopback: SMTP on `smtpPort`, the HTTP API on `httpPort` (free ports when
 * not given), its messages in `database` (a file kept across a restart on the same ports; a
 * temporary one when not given). Returns { smtpPort, httpPort, apiUrl, stop, restart }.
 */
export async function startMailpit({ smtpPort, httpPort, database, log = say } = {}) {
  const bin = await ensureMailpit({ log });
  const ports = { smtp: smtpPort ?? (await freePort()), http: httpPort ?? (await freePort()) };
  const apiUrl = `http://127.0.0.1:${ports.http}`;
  const args = [
    '--smtp',
    `127.0.0.1:${ports.smtp}`,
    '--listen',
    `127.0.0.1:${ports.http}`,
    '--smtp-auth-accept-any',
    '--smtp-auth-allow-insecure',
    '--quiet',
    '--disable-version-check',
    ...(database ? ['--database', database] : []),
  ];
  let child;
  const start = async () => {
    child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForApi(apiUrl, child, Date.now() + 20_000);
  };
  const stop = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  process.once('exit', () => child?.kill('SIGKILL'));
  await start();
  return { smtpPort: ports.smtp, httpPort: ports.http, apiUrl, stop, restart: start };
}
