// What the PocketBase tests share: a real PocketBase on a free loopback port with a temporary
// data directory (stopped and deleted after the file's tests), clients, and a stand-in for the
// site's /api/revalidate.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import PocketBase from 'pocketbase';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD, freePort, startPocketBase } from '../launcher.mjs';

export const EMAIL = 'tests@example.com';
export const PASSWORD = 'tests-password-123';
export const SECRET = 'test-revalidate-secret';
export const CONTENT = ['blogs_v3', 'events_v3', 'resources'];

/**
 * The list `name` of one of the site's TypeScript files (`export const NAME = ['a', 'b'] as const`),
 * read from its source: node runs these tests and cannot import TypeScript, and a select's values
 * are held equal to the list the site uses, never copied here.
 */
export function siteList(file, name) {
  const source = readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');
  const list = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source);
  if (!list) throw new Error(`${file} has no list ${name}`);
  return [...list[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

/** An SDK client without auto-cancellation (tests send requests in parallel). */
export function client(url) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

/** A client signed in as the tests' superuser. */
export async function superuser(url) {
  const pb = client(url);
  await pb.collection('_superusers').authWithPassword(EMAIL, PASSWORD);
  return pb;
}

/** The HTTP status a request promise ends with (200 when it resolves). */
export async function status(promise) {
  try {
    await promise;
    return 200;
  } catch (err) {
    return err.status;
  }
}

// Registered here, at the top level: an after() called inside a before() hook would run as soon
// as that hook ends.
const started = [];
const receivers = [];
after(async () => {
  for (const server of started.splice(0)) {
    await server.stop();
    await fs.rm(server.dir, { recursive: true, force: true });
  }
  for (const server of receivers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/**
 * A PocketBase with the tests' superuser (`seed` and `env` as startPocketBase takes them; its
 * log lines go to `log`, or nowhere). Stopped and its data directory deleted after the file's tests.
 */
export async function startTestPocketBase({ seed = true, env = {}, log = () => {}, dir, http: listen } = {}) {
  const server = await startPocketBase({
    http: listen ?? `127.0.0.1:${await freePort()}`,
    dir: dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'pb-test-'))),
    superuserEmail: EMAIL,
    superuserPassword: PASSWORD,
    seed,
    env,
    log,
  });
  started.push(server);
  return server;
}

/** A tiny HTTP receiver standing in for the site's /api/revalidate; it records each request.
 * `statuses` answers the first requests with those statuses (then 200). Closed after the file's
 * tests. */
export async function startReceiver({ statuses = [] } = {}) {
  const requests = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(statuses[requests.length - 1] ?? 200, { 'content-type': 'application/json' });
      res.end('{"revalidated":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  receivers.push(server);
  return { url: `http://127.0.0.1:${server.address().port}/api/revalidate`, requests };
}

/** Polls `check` every 50 ms until it holds or `timeoutMs` passes (the caller asserts after). */
export async function waitFor(check, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A seeded test PocketBase with a superuser client and a guest client. */
export async function startSeeded() {
  const pb = await startTestPocketBase();
  return { pb, admin: await superuser(pb.url), anon: client(pb.url) };
}

/** startSeeded, and `site`: a client signed in as the site's own account (`site_writers`). */
export async function startSeededWithSite() {
  const started = await startSeeded();
  const site = client(started.pb.url);
  await site.collection('site_writers').authWithPassword(DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD);
  return { ...started, site };
}
