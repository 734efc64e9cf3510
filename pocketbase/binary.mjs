// Gets the PocketBase binary this repo pins (go.mod): $POCKETBASE_BIN, the cached build in
// pocketbase/.bin, a `go build` of this module, or the official release zip (SHA-256 checked).
// Only Node's built-ins at the top: .ci/run builds PocketBase while `npm ci` is still installing.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the pocketbase/ folder. */
export const PB_ROOT = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(PB_ROOT, 'pb_migrations');
export const HOOKS_DIR = path.join(PB_ROOT, 'pb_hooks');
export const DEFAULT_DATA_DIR = path.join(PB_ROOT, 'pb_data');

const GO_MOD = fs.readFileSync(path.join(PB_ROOT, 'go.mod'), 'utf8');

/** The PocketBase version pinned in go.mod, e.g. "0.39.11". */
const PINNED_VERSION = (() => {
  const m = GO_MOD.match(/github\.com\/pocketbase\/pocketbase\s+v(\d+\.\d+\.\d+)/);
  if (!m) throw new Error('pocketbase/go.mod does not pin github.com/pocketbase/pocketbase');
  return m[1];
})();

/** Minimum Go version needed to build (the go directive of go.mod). */
const GO_MIN_VERSION = (GO_MOD.match(/^go\s+(\S+)/m) || [])[1] || '1.25';

const EXE = process.platform === 'win32' ? '.exe' : '';

/** Where the launcher's own messages go unless a caller passes a `log`. */
export function log(msg) {
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

/** Runs a command to its end; rejects with its output when it fails. */
export function run(cmd, args, opts = {}) {
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

async function buildWithGo(target, say) {
  const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
  const started = Date.now();
  say(
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
  say(
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

async function downloadRelease(target, say) {
  const v = PINNED_VERSION;
  const asset = releaseAsset(v);
  const base = `https://github.com/pocketbase/pocketbase/releases/download/v${v}`;
  say(`downloading ${base}/${asset} ...`);
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
  const name = `pocketbase${EXE}`;
  const { unzipSync } = await import('fflate'); // needs node_modules, unlike the rest of this file
  const binary = unzipSync(new Uint8Array(zip), { filter: (entry) => entry.name === name })[name];
  if (!binary) throw new Error(`${asset} holds no ${name}`);
  const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
  await fsp.writeFile(tmp, binary, { mode: 0o755 });
  await fsp.rename(tmp, target); // atomic: concurrent callers never see half a file
  say(`downloaded and verified PocketBase v${v} (sha256 ${expected})`);
  return target;
}

/**
 * Returns the absolute path of a PocketBase binary, in this order:
 * $POCKETBASE_BIN; the cached build pocketbase/.bin/pocketbase-<version>;
 * `go build` of this module; the official release zip (SHA-256 verified).
 */
export async function ensureBinary({ log: say = log } = {}) {
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
      return await buildWithGo(target, say);
    } catch (err) {
      failures.push(`go build failed (${goVersion}): ${err.message}`);
      say(failures.at(-1));
    }
  } else {
    failures.push('`go` is not on PATH');
  }
  try {
    return await downloadRelease(target, say);
  } catch (err) {
    const cause = err.cause ? ` (${err.cause.code || err.cause.message})` : '';
    failures.push(`downloading the official release failed: ${err.message}${cause}`);
    say(failures.at(-1));
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
