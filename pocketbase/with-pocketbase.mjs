#!/usr/bin/env node
// Runs a command with a PocketBase next to it:
//   node pocketbase/with-pocketbase.mjs [--temp] -- <cmd> [args...]
// - POCKETBASE_URL already set: just runs the command (no PocketBase started).
// - otherwise starts PocketBase (POCKETBASE_HTTP, default 127.0.0.1:8090;
//   POCKETBASE_DIR, default pocketbase/pb_data; --temp = free port and a
//   fresh temporary data dir deleted afterwards), runs the command with
//   POCKETBASE_URL, POCKETBASE_SUPERUSER_EMAIL/PASSWORD and POCKETBASE_SITE_EMAIL/PASSWORD
//   set, then stops PocketBase and exits with the command's exit code.
// - with no SMTP_HOST set, also starts a local Mailpit (mailpit.mjs) on loopback, gives the command
//   SMTP_HOST/SMTP_PORT, and prints the address of its HTTP API, where what the site sent is read.
// - outside loopback (POCKETBASE_HTTP, the command's -H/--hostname, a `next start` without -H,
//   which listens on every interface, or NODE_ENV=production with a public SITE_URL) it refuses
//   to start with unset or default credentials (guard.mjs), before the command runs.
// - a command that starts the site (`next start`, `next dev`) is preceded by the address to open.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exposure, siteAddress, siteListenHost, siteStartRefusal } from './guard.mjs';
import { credentialsOf, DEFAULT_DATA_DIR, freePort, startPocketBase } from './launcher.mjs';
import { startMailpit } from './mailpit.mjs';

const USAGE = 'usage: node pocketbase/with-pocketbase.mjs [--temp] -- <cmd> [args...]';
let parsed;
try {
  parsed = parseArgs({ options: { temp: { type: 'boolean', default: false } }, allowPositionals: true });
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
// Everything after `--` is the command, options of its own included.
const command = parsed.positionals;
if (!command.length) {
  console.error(USAGE);
  process.exit(2);
}
const temp = parsed.values.temp;

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };

function runCommand(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    const forward = (sig) => child.kill(sig);
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, forward);
    child.on('error', (err) => {
      console.error(`cannot run ${command[0]}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      for (const sig of ['SIGINT', 'SIGTERM']) process.off(sig, forward);
      resolve(code ?? 128 + (SIGNALS[signal] || 1));
    });
  });
}

// Before anything runs (the site's check in instrumentation.ts comes only once it listens): a
// site that will listen beyond loopback, `next start` without -H included, needs its own
// credentials, whether or not a PocketBase is started here.
const refusal = siteStartRefusal(command, process.env, os.hostname());
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

// The address to open (Next prints its own listen address, which may be one the forms refuse).
const address = siteAddress(command, process.env, os.hostname());
if (address) console.error(`[site] once it is ready, open ${address}`);

if (process.env.POCKETBASE_URL) {
  process.exit(await runCommand(process.env));
}

const credentials = credentialsOf();

let http = process.env.POCKETBASE_HTTP || '127.0.0.1:8090';
let dir = path.resolve(process.env.POCKETBASE_DIR || DEFAULT_DATA_DIR);
if (temp) {
  http = `127.0.0.1:${await freePort()}`;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-data-'));
}

// A signal during start-up exits at once; the launcher's exit hook kills
// the PocketBase child, and a --temp dir is removed.
let pb = null;
const early = (sig) => {
  if (temp) {
    try {
      fsSync.rmSync(dir, { recursive: true, force: true });
    } catch {
      /* best effort */
    }
  }
  process.exit(128 + SIGNALS[sig]);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, early);

let stopping = false;
let mailpit = null;
async function cleanup() {
  stopping = true;
  if (pb) await pb.stop().catch(() => {});
  if (mailpit) await mailpit.stop().catch(() => {});
  if (temp) await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
}

// The revalidation hook and the site's /api/revalidate route share one secret; a local run
// without one gets a random secret for this pair of processes.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('hex');
const revalidateUrl =
  process.env.SITE_REVALIDATE_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api/revalidate`;

const startOptions = {
  http,
  dir,
  credentials,
  exposedBecause: exposure({
    siteHost: siteListenHost(command, process.env, os.hostname()),
    siteUrl: process.env.SITE_URL,
    nodeEnv: process.env.NODE_ENV,
  }),
  env: { SITE_REVALIDATE_URL: revalidateUrl, REVALIDATE_SECRET: revalidateSecret },
};

// Supervision: when PocketBase dies while the command runs, start it again on the same address
// and data dir, waiting 1 s, 2 s, 4 s … (at most 30 s) between tries; the wait starts over once
// it has stayed up for a minute. Every exit and restart is logged.
const BACKOFF_MIN_MS = Number(process.env.POCKETBASE_RESTART_MIN_MS || 1000);
const BACKOFF_MAX_MS = 30_000;
const STABLE_MS = 60_000;
let backoff = BACKOFF_MIN_MS;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// <dir>/pocketbase.pid: the PocketBase process now serving (rewritten after each restart).
const pidFile = path.join(dir, 'pocketbase.pid');
const writePid = (current) => fs.writeFile(pidFile, `${current.child.pid}\n`).catch(() => {});

function supervise(current) {
  const startedAt = Date.now();
  current.child.once('exit', async (code, signal) => {
    if (stopping) return;
    if (Date.now() - startedAt > STABLE_MS) backoff = BACKOFF_MIN_MS;
    console.error(
      `[pocketbase] exited unexpectedly (${signal || `exit ${code}`}); restarting in ${backoff} ms`,
    );
    for (;;) {
      await sleep(backoff);
      backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
      if (stopping) return;
      try {
        pb = await startPocketBase(startOptions);
        if (stopping) return void (await pb.stop());
        console.error(`[pocketbase] restarted at ${pb.url} (pid ${pb.child.pid})`);
        await writePid(pb);
        supervise(pb);
        return;
      } catch (err) {
        console.error(
          `[pocketbase] restart failed: ${err.message.split('\n')[0]}; next try in ${backoff} ms`,
        );
      }
    }
  });
}

try {
  pb = await startPocketBase(startOptions);
} catch (err) {
  console.error(err.message);
  await cleanup();
  process.exit(1);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.off(sig, early);
console.error(`[pocketbase] running at ${pb.url} (data: ${dir}, pid ${pb.child.pid})`);
await writePid(pb);
supervise(pb);

// The site's email (job alerts) goes to a local Mailpit unless an SMTP server is configured.
let smtp = {};
if (!process.env.SMTP_HOST) {
  try {
    mailpit = await startMailpit({ database: temp ? undefined : path.join(dir, 'mailpit.db') });
    smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailpit.smtpPort) };
    console.error(
      `[mailpit] the site's email goes to a local Mailpit: read it at ${mailpit.apiUrl}/api/v1/messages`,
    );
  } catch (err) {
    console.error(`[mailpit] not started, the site sends no email: ${err.message.split('\n')[0]}`);
  }
}

const code = await runCommand({
  ...process.env,
  ...smtp,
  POCKETBASE_URL: pb.url,
  ...credentials,
  POCKETBASE_DIR: dir, // the contact spool defaults to <dir>/contact-spool
  POCKETBASE_PID_FILE: pidFile,
  REVALIDATE_SECRET: revalidateSecret,
});
await cleanup();
process.exit(code);
