// Fail closed: the launcher refuses to start outside loopback with unset or built-in credentials.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { exposure, isLoopbackHost, weakCredentials } from '../guard.mjs';
import { startPocketBase } from '../launcher.mjs';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const NAMES = [
  'POCKETBASE_SUPERUSER_EMAIL',
  'POCKETBASE_SUPERUSER_PASSWORD',
  'POCKETBASE_SITE_EMAIL',
  'POCKETBASE_SITE_PASSWORD',
];

describe('guard', () => {
  test('loopback and exposure', () => {
    assert.equal(isLoopbackHost('127.0.0.1'), true);
    assert.equal(isLoopbackHost('[::1]'), true);
    assert.equal(isLoopbackHost('0.0.0.0'), false);
    assert.equal(isLoopbackHost(''), false);
    assert.deepEqual(exposure({ pocketbaseHttp: '127.0.0.1:8090' }), []);
    assert.equal(exposure({ pocketbaseHttp: ':8090' }).length, 1);
    assert.equal(exposure({ pocketbaseHttp: '0.0.0.0:8090' }).length, 1);
    assert.equal(exposure({ siteHost: '0.0.0.0' }).length, 1);
    assert.deepEqual(exposure({ nodeEnv: 'development', siteUrl: 'https://a.example' }), []);
    assert.equal(exposure({ nodeEnv: 'production', siteUrl: 'https://a.example' }).length, 1);
  });

  test('weak credentials: unset, default or short', () => {
    assert.deepEqual(weakCredentials({}), NAMES);
    assert.deepEqual(
      weakCredentials({
        POCKETBASE_SUPERUSER_EMAIL: 'admin@example.com',
        POCKETBASE_SUPERUSER_PASSWORD: 'a-long-own-password',
        POCKETBASE_SITE_EMAIL: 'web@school.example',
        POCKETBASE_SITE_PASSWORD: 'short',
      }),
      ['POCKETBASE_SUPERUSER_EMAIL', 'POCKETBASE_SITE_PASSWORD'],
    );
  });

  test('SITE_SIGNING_SECRET: unset or under 32 characters is weak, whatever the passwords', () => {
    const names = ['SITE_SIGNING_SECRET'];
    assert.deepEqual(weakCredentials({}, names), names);
    assert.deepEqual(weakCredentials({ SITE_SIGNING_SECRET: 'x'.repeat(31) }, names), names);
    assert.deepEqual(weakCredentials({ SITE_SIGNING_SECRET: 'x'.repeat(32) }, names), []);
  });
});

describe('launcher refuses a public start with default credentials', () => {
  test('startPocketBase on 0.0.0.0 rejects before starting anything', async () => {
    const dir = path.join(os.tmpdir(), `pb-guard-${process.pid}-${Date.now()}`);
    await assert.rejects(startPocketBase({ http: '0.0.0.0:0', dir, seed: true, log: () => {} }), (err) => {
      assert.match(err.message, /^Refusing to start: PocketBase listens on 0\.0\.0\.0:0/);
      for (const name of NAMES) assert.ok(err.message.includes(name), `${name} named`);
      return true;
    });
    await assert.rejects(fs.stat(dir), { code: 'ENOENT' }); // nothing created
  });

  test('with-pocketbase.mjs exits 1 with the message and never runs the command', () => {
    const env = { ...process.env, POCKETBASE_HTTP: '0.0.0.0:18090' };
    for (const name of [...NAMES, 'POCKETBASE_URL']) delete env[name];
    env.POCKETBASE_SUPERUSER_PASSWORD = 'local-admin-password';
    const r = spawnSync(process.execPath, [path.join(ROOT, 'with-pocketbase.mjs'), '--', 'echo', 'RAN'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(r.status, 1);
    assert.doesNotMatch(r.stdout, /RAN/);
    assert.match(r.stderr, /Refusing to start/);
    assert.match(r.stderr, /POCKETBASE_SUPERUSER_PASSWORD/);
  });

  test('a public site host (-H 0.0.0.0) is refused too', () => {
    const env = { ...process.env };
    for (const name of [...NAMES, 'POCKETBASE_URL', 'POCKETBASE_HTTP']) delete env[name];
    const r = spawnSync(
      process.execPath,
      [path.join(ROOT, 'with-pocketbase.mjs'), '--temp', '--', 'next', 'start', '-H', '0.0.0.0'],
      { env, encoding: 'utf8', timeout: 30_000 },
    );
    assert.equal(r.status, 1);
    assert.match(r.stderr, /the site listens on 0\.0\.0\.0/);
  });
});

describe('a public start with own credentials', () => {
  test('creates the superuser once (never resets it), creates the site account, seeds nothing', async () => {
    const { default: PocketBase } = await import('pocketbase');
    const { freePort } = await import('../launcher.mjs');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-guard-'));
    const port = await freePort();
    const creds = {
      superuserEmail: 'owner@school.example',
      superuserPassword: 'first-owner-password',
      siteEmail: 'web@school.example',
      sitePassword: 'first-site-password',
    };
    let pb = await startPocketBase({ http: `0.0.0.0:${port}`, dir, ...creds, log: () => {} });
    try {
      assert.equal(pb.exposed, true);
      const anon = new PocketBase(pb.url);
      assert.equal((await anon.collection('blogs_v3').getList(1, 1)).totalItems, 0, 'not seeded');
      await pb.stop();

      // A second start with other passwords must not reset the existing accounts.
      pb = await startPocketBase({
        http: `0.0.0.0:${port}`,
        dir,
        ...creds,
        sitePassword: 'second-site-password',
        log: () => {},
      });
      const owner = new PocketBase(pb.url);
      await owner.collection('_superusers').authWithPassword(creds.superuserEmail, creds.superuserPassword);
      const site = new PocketBase(pb.url);
      await site.collection('site_writers').authWithPassword(creds.siteEmail, creds.sitePassword);
      await assert.rejects(
        new PocketBase(pb.url)
          .collection('site_writers')
          .authWithPassword(creds.siteEmail, 'second-site-password'),
      );
      await pb.stop();

      await assert.rejects(
        startPocketBase({
          http: `0.0.0.0:${port}`,
          dir,
          ...creds,
          superuserPassword: 'changed-owner-password',
          log: () => {},
        }),
        /cannot sign in as the superuser/,
        'the superuser password is not reset to the new value',
      );
    } finally {
      await pb.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
