#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: a seeded PocketBase, a production build of the site
// from it (NEXT_DIST_DIR=.next-e2e, beside a developer's .next), then Playwright in lanes.
//
// A lane is a world of its own: a copy of the seeded PocketBase (same record ids, so the pages the
// build prerendered hold its records) whose revalidation hook calls the lane's site, a copy of the
// build for the lane's `next start` (playwright.config.ts starts it), a webhook port, a Mailpit
// (pocketbase/mailpit.mjs: the SMTP server the lane's site sends its email to), and one
// Playwright process for the lane's projects. Specs that change records or take the webhook
// receiver no longer wait for one another: each kind has its own lane (the receiver's specs two:
// the contact form's and the applications'), and they all run at once.
// The load specs (their own servers, the machine under load on purpose) follow the readers; the
// one that mostly waits (two instances behind nginx) follows the state lane's specs instead.
//
// `--project <name>` (one or more) runs only the lanes that hold those projects.
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { credentialsOf, freePort, startPocketBase } from '../pocketbase/launcher.mjs';
import { startMailpit } from '../pocketbase/mailpit.mjs';
import { startChild } from './harness/child.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const BUILD = '.next-e2e';
const REVALIDATE_SECRET = 'e2e-revalidate-secret';

// The projects of playwright.config.ts, by lane. `read` is the suite's main site (the build's own
// folder and PocketBase); the load lane reuses it once the readers are done.
const LANES = [
  { name: 'read', projects: ['en', 'si'], workers: 2 },
  { name: 'state', projects: ['en-state', 'si-state', 'load-state'] },
  { name: 'contact', projects: ['en-contact', 'si-contact'] },
  { name: 'apply', projects: ['en-apply', 'si-apply'] },
];
const LOAD_LANE = { name: 'load', projects: ['load'], world: 'read' };

/** The user's arguments without `--project`, and the projects asked for (none: all). */
function parseArgs(args) {
  const rest = [];
  const projects = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--project' || arg === '-p') projects.push(args[(i += 1)]);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else rest.push(arg);
  }
  return { rest, projects };
}

const run = (command, args, options) => startChild(command, args, options).result;

/**
 * Kills the process groups a lane's specs started (e2e/harness/processes.ts lists them in
 * `file`) that are still running: a test Playwright stopped at its timeout never ran its cleanup,
 * and its server would run on beside the next lanes. A group is only killed while a process of
 * that id still leads it (an id reused by a process of another group is left alone).
 * @param {string} file
 */
async function killLeftGroups(file) {
  const pids = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const group = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2];
    if (group !== pid) continue;
    console.error(`[e2e] killing process group ${pid}, left running by a test`);
    try {
      process.kill(-Number(pid), 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
}

/** The first line `stream` gives, or '' if it ends without one. */
function firstLine(stream) {
  return new Promise((resolve) => {
    let text = '';
    const done = () => {
      stream.off('data', onData);
      stream.pause();
      resolve(text.split('\n')[0].trim());
    };
    const onData = (chunk) => {
      text += chunk;
      if (text.includes('\n')) done();
    };
    stream.on('data', onData);
    stream.once('end', done);
  });
}

const credentials = credentialsOf();

/** A PocketBase on a free loopback port over `dir`, its hook calling the site on `sitePort`. */
async function pocketbase(dir, sitePort, seed) {
  return startPocketBase({
    http: `127.0.0.1:${await freePort()}`,
    dir,
    seed,
    credentials,
    env: { SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`, REVALIDATE_SECRET },
  });
}

const { rest, projects: asked } = parseArgs(process.argv.slice(2));
const wanted = (lane) => !asked.length || lane.projects.some((p) => asked.includes(p));
const lanes = LANES.filter(wanted);
const load = wanted(LOAD_LANE);
if (!lanes.length && !load) {
  console.error(
    `no lane holds ${asked.join(', ')}; projects: ${[...LANES, LOAD_LANE].flatMap((l) => l.projects).join(', ')}`,
  );
  process.exit(2);
}

const startedAt = Date.now();
/** Seconds since this runner started, for its progress lines. */
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

const temp = await mkdtemp(path.join(tmpdir(), 'e2e-lanes-'));
const servers = [];
const copies = [];
let exitCode = 1;
try {
  // Seeded once, then stopped while its folder is copied for each lane.
  const seedDir = path.join(temp, 'seed');
  const worlds = {};
  for (const lane of LANES) {
    worlds[lane.name] = {
      sitePort: await freePort(),
      webhookPort: await freePort(),
      dir: path.join(temp, lane.name),
    };
  }
  const seeded = await pocketbase(seedDir, worlds.read.sitePort, true);
  await seeded.stop();
  for (const lane of LANES) await cp(seedDir, worlds[lane.name].dir, { recursive: true });
  for (const lane of LANES) {
    const world = worlds[lane.name];
    const server = await pocketbase(world.dir, world.sitePort, false);
    servers.push(server);
    world.pocketbaseUrl = server.url;
    // The lane's SMTP server: the site's email goes there, its API shows it (E2E_MAILPIT_URL).
    const mailpit = await startMailpit({ database: path.join(world.dir, 'mailpit.db') });
    servers.push(mailpit);
    world.mailpit = mailpit;
  }
  console.error(`[e2e] ${LANES.length} PocketBase copies of one seed (${temp}) at ${elapsed()}`);

  const envFor = (world, extra = {}) => ({
    ...process.env,
    ...credentials,
    POCKETBASE_URL: world.pocketbaseUrl,
    POCKETBASE_DIR: world.dir, // the contact spool: <dir>/contact-spool
    E2E_PORT: String(world.sitePort),
    E2E_WEBHOOK_PORT: String(world.webhookPort),
    REVALIDATE_SECRET,
    CONTACT_WEBHOOK_SECRET: 'e2e-webhook-secret',
    // Every site of the run, extra instances included, derives its keys from it (lib/http/site-key.ts).
    SITE_SIGNING_SECRET: 'e2e-site-signing-secret-shared-by-every-instance',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(world.mailpit.smtpPort),
    SMTP_TLS: 'none',
    E2E_MAILPIT_URL: world.mailpit.apiUrl,
    ...extra,
  });

  // Built from the read lane's PocketBase: its prerendered pages hold the seed's record ids. With
  // Next's own type check (TypeScript 5.9), the one `npm start` runs: `npm run typecheck`'s
  // TypeScript 7 has passed code that 5.9 refuses (docs/architecture.md, The tests and their cost).
  const built = await run('npx', ['next', 'build', '--webpack'], {
    env: envFor(worlds.read, { NEXT_DIST_DIR: BUILD }),
  });
  if (built.code !== 0) throw new Error(`next build failed (exit ${built.code})`);
  console.error(`[e2e] built at ${elapsed()}`);
  // The other lanes' copies leave out the build's compiler cache (cache/webpack, most of its size)
  // and share the read lane's optimized images (cache/images): the same files at the same widths
  // in every lane (record files have the same ids and names), each encoded once instead of once
  // a lane (about 18 core-seconds for the pages at three widths); two lanes asking for the same
  // new image at the same moment both encode it.
  const images = path.join(ROOT, BUILD, 'cache', 'images');
  await mkdir(images, { recursive: true });
  for (const lane of lanes) {
    if (lane.name === 'read') continue;
    const copy = `${BUILD}-${lane.name}`;
    await rm(path.join(ROOT, copy), { recursive: true, force: true });
    await cp(path.join(ROOT, BUILD), path.join(ROOT, copy), {
      recursive: true,
      filter: (source) =>
        !['webpack', 'images'].includes(path.relative(path.join(ROOT, BUILD, 'cache'), source)),
    });
    await symlink(images, path.join(ROOT, copy, 'cache', 'images'));
    copies.push(copy);
  }

  // Under `npm test` (.ci/test.mjs) the seed and the build above ran beside the checks; the lanes
  // wait for their verdict, a line on standard input.
  if (process.env.E2E_AFTER_CHECKS) {
    console.error('[e2e] waiting for the checks');
    if ((await firstLine(process.stdin)) !== 'go') throw new Error('the checks failed; no lane ran');
    console.error(`[e2e] the checks passed at ${elapsed()}; the lanes start`);
  }

  const playwright = async (lane, world) => {
    const started = Date.now();
    const args = [
      'playwright',
      'test',
      '--pass-with-no-tests',
      ...rest,
      ...lane.projects.filter((p) => !asked.length || asked.includes(p)).map((p) => `--project=${p}`),
    ];
    const env = envFor(world, {
      NEXT_DIST_DIR: lane.name === 'read' || lane.world === 'read' ? BUILD : `${BUILD}-${lane.name}`,
      E2E_OUTPUT_DIR: `test-results/${lane.name}`,
      E2E_REPORT_DIR: `playwright-report/${lane.name}`,
      ...(lane.workers ? { E2E_WORKERS: String(lane.workers) } : {}),
      E2E_GROUPS_FILE: path.join(temp, `${lane.name}.groups`),
    });
    const { code, output } = await run('npx', args, { env, capture: true });
    await killLeftGroups(env.E2E_GROUPS_FILE);
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(
      `\n== e2e lane ${lane.name} (${lane.projects.join(', ')}): ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`,
    );
    return code;
  };

  // The load lane follows the readers on their world as soon as they are done, while the other
  // lanes finish: it mostly waits on its own servers, so it fills the cores they leave idle.
  const readers = lanes.find((lane) => lane.name === 'read');
  const codes = (
    await Promise.all(
      lanes.map(async (lane) => {
        const code = await playwright(lane, worlds[lane.name]);
        return lane === readers && load ? [code, await playwright(LOAD_LANE, worlds.read)] : [code];
      }),
    )
  ).flat();
  if (load && !readers) codes.push(await playwright(LOAD_LANE, worlds.read));
  exitCode = codes.every((code) => code === 0) ? 0 : 1;
} catch (error) {
  console.error(`[e2e] ${error.message}`);
} finally {
  for (const server of servers) await server.stop().catch(() => {});
  await rm(temp, { recursive: true, force: true }).catch(() => {});
  for (const copy of copies)
    await rm(path.join(ROOT, copy), { recursive: true, force: true }).catch(() => {});
}
process.exit(exitCode);
