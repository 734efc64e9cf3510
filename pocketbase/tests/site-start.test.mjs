// The site's unsafe start is refused before it listens: the launcher (with-pocketbase.mjs) checks
// the command's -H/--hostname before running it, and a `next start` without -H (every interface)
// counts as exposed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { siteAddress, siteListenHost, siteStartRefusal } from '../guard.mjs';

const LAUNCHER = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'with-pocketbase.mjs');
const STRONG = {
  POCKETBASE_SITE_EMAIL: 'web@school.example',
  POCKETBASE_SITE_PASSWORD: 'a-long-own-site-password',
  SITE_SIGNING_SECRET: 'a-random-signing-secret-of-32-or-more-chars',
};

/**
 * Runs the launcher with POCKETBASE_URL set (no PocketBase is started) and a stand-in command
 * that prints STARTED: `next start …` are only words it is given, as `sh -c` would be.
 */
function launch(siteWords, env = {}) {
  const command = [process.execPath, '-e', 'console.log("STARTED")', ...siteWords];
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(POCKETBASE_|SITE_|NODE_ENV$|HOSTNAME$)/.test(name)),
  );
  return spawnSync(process.execPath, [LAUNCHER, '--', ...command], {
    env: { ...clean, POCKETBASE_URL: 'http://127.0.0.1:9', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('unsafe site start refused before listening', () => {
  test('plain `next start` (no -H) listens on every interface: refused with default credentials, command never runs', () => {
    const run = launch(['next', 'start', '-p', '3000']);
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^Refusing to start: the site listens on 0\.0\.0\.0 \(not loopback\)/);
    assert.match(
      run.stderr,
      /POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD, SITE_SIGNING_SECRET are unset/,
    );
  });

  test('own site credentials without SITE_SIGNING_SECRET, or a short one, are refused: no key from a password', () => {
    for (const secret of [undefined, 'x'.repeat(31)]) {
      const env = { ...STRONG, SITE_SIGNING_SECRET: secret };
      if (secret === undefined) delete env.SITE_SIGNING_SECRET;
      const run = launch(['next', 'start', '-H', '0.0.0.0'], env);
      assert.equal(run.status, 1);
      assert.equal(run.stdout, '');
      assert.match(
        run.stderr,
        /but SITE_SIGNING_SECRET is unset, shorter than 12 characters \(passwords; 32 for SITE_SIGNING_SECRET\)/,
      );
    }
  });

  test('a public SITE_URL with NODE_ENV=production needs SITE_SIGNING_SECRET even on -H 127.0.0.1', () => {
    const { SITE_SIGNING_SECRET: _secret, ...withoutSecret } = STRONG;
    const env = { ...withoutSecret, NODE_ENV: 'production', SITE_URL: 'https://www.school.example' };
    const run = launch(['next', 'start', '-H', '127.0.0.1'], env);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /SITE_URL=https:\/\/www\.school\.example.*SITE_SIGNING_SECRET is unset/);
    assert.equal(
      launch(['next', 'start', '-H', '127.0.0.1'], {
        ...env,
        SITE_SIGNING_SECRET: STRONG.SITE_SIGNING_SECRET,
      }).status,
      0,
    );
  });

  test('`next start -H 0.0.0.0` and `--hostname=192.0.2.10` are refused the same way', () => {
    for (const words of [
      ['next', 'start', '-H', '0.0.0.0'],
      ['next', 'start', '--hostname=192.0.2.10'],
    ]) {
      const run = launch(words);
      assert.equal(run.status, 1, words.join(' '));
      assert.equal(run.stdout, '');
    }
  });

  test('a default or short site password is refused too', () => {
    const run = launch(['next', 'start'], { ...STRONG, POCKETBASE_SITE_PASSWORD: 'local-site-password' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /POCKETBASE_SITE_PASSWORD is unset, shorter than 12 characters/);
  });

  test('`next start -H 127.0.0.1` (what npm start runs by default) starts with the development defaults', () => {
    const run = launch(['next', 'start', '-H', '127.0.0.1', '-p', '3000']);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, 'STARTED\n');
  });

  test('the launcher prints the address to open before the site starts: the one the forms accept', () => {
    const run = launch(['next', 'start', '-H', '127.0.0.1', '-p', '3456']);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /^\[site\] once it is ready, open http:\/\/127\.0\.0\.1:3456$/m);
    const public_ = launch(['next', 'start', '-H', '127.0.0.1'], { SITE_URL: 'https://www.school.example' });
    assert.match(public_.stderr, /^\[site\] once it is ready, open https:\/\/www\.school\.example$/m);
    assert.doesNotMatch(launch(['next', 'build']).stderr, /\[site\]/);
  });

  test("the address: SITE_URL, else the loopback host and port of npm start's command", () => {
    const npmStart = 'exec env NODE_OPTIONS=--max-old-space-size=768 next start -H 127.0.0.1 -p 3000';
    assert.equal(
      siteAddress(['sh', '-c', `(test -f .next/BUILD_ID || next build --webpack) && ${npmStart}`], {}),
      'http://127.0.0.1:3000',
    );
    assert.equal(siteAddress(['next', 'start', '-H', 'localhost', '--port=81'], {}), 'http://localhost:81');
    assert.equal(siteAddress(['next', 'start', '-H', '::1', '-p', '4000'], {}), 'http://[::1]:4000');
    assert.equal(siteAddress(['next', 'start', '-H', '0.0.0.0'], { PORT: '5000' }), 'http://127.0.0.1:5000');
    assert.equal(siteAddress(['next', 'dev'], { SITE_URL: 'https://x.example' }), 'https://x.example');
    assert.equal(siteAddress(['next', 'build'], {}), null);
  });

  test('plain `next start` with the site credentials set starts', () => {
    const run = launch(['next', 'start'], STRONG);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, 'STARTED\n');
  });

  test('the listen host: -H, --hostname, none for next start, none for a build; HOSTNAME never makes it loopback', () => {
    assert.equal(siteListenHost(['sh', '-c', 'test -f x && exec next start -p 3000'], {}), '0.0.0.0');
    assert.equal(siteListenHost(['sh', '-c', 'exec next start -H 127.0.0.1 -p 3000'], {}), '127.0.0.1');
    assert.equal(siteListenHost(['next', 'start', '--hostname', '::1'], {}), '::1');
    assert.equal(siteListenHost(['next', 'build', '--webpack'], {}), undefined);
    assert.equal(siteListenHost(['next', 'start'], { HOSTNAME: '127.0.0.1' }), '0.0.0.0');
    assert.equal(siteListenHost(['next', 'build'], { HOSTNAME: '203.0.113.5' }), '203.0.113.5');
    assert.equal(siteListenHost(['next', 'build'], { HOSTNAME: 'box' }, 'box'), undefined);
    assert.equal(siteStartRefusal(['next', 'build'], {}), null);
  });

  // As `next start` reads it (commander): the last -H/--hostname wins, in each spelling.
  const start = (...args) => siteListenHost(['next', 'start', ...args], {});
  test('the last of several -H wins: `-H 127.0.0.1 -H 0.0.0.0` listens everywhere', () => {
    assert.equal(start('-H', '127.0.0.1', '-H', '0.0.0.0'), '0.0.0.0');
    assert.equal(start('-H', '0.0.0.0', '-H', '127.0.0.1'), '127.0.0.1');
  });
  test('the last wins across spellings: --hostname, --hostname=, -H', () => {
    assert.equal(start('--hostname', '127.0.0.1', '--hostname=0.0.0.0'), '0.0.0.0');
    assert.equal(start('--hostname=127.0.0.1', '-H', '192.0.2.7'), '192.0.2.7');
    assert.equal(start('-H', '127.0.0.1', '--hostname', '::'), '::');
  });
  test('-Hx is the host x, and -H=x the host "=x" (not loopback)', () => {
    assert.equal(start('-H127.0.0.1', '-H0.0.0.0'), '0.0.0.0');
    assert.equal(start('-H=127.0.0.1'), '=127.0.0.1');
    assert.match(siteStartRefusal(['next', 'start', '-H=127.0.0.1'], {}) ?? '', /Refusing to start/);
  });
  test('nothing after -- is an option, and a -H with no value counts as every interface', () => {
    assert.equal(start('-H', '127.0.0.1', '--', '-H', '0.0.0.0'), '127.0.0.1');
    assert.equal(start('-p', '3000', '-H'), '0.0.0.0');
  });
});
