import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { freePort, sleep, spawnGroup, type Child } from './processes';

// Debian's real redis-server for the shared page cache (lib/cache/handler.mjs), started the way
// README.md ("Deploying") asks for it: loopback, no persistence, bounded memory that evicts the
// least recently used keys.
const REDIS = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((p) => existsSync(p));

/** The memory the e2e Redis may use; production sets its own (README.md). */
const REDIS_MAXMEMORY = '64mb';

export type Redis = {
  url: string;
  /** Every key Redis holds now. */
  keys: () => Promise<string[]>;
  /** A hash's fields and values, each `field value` (the handler's tag map). */
  hashEntries: (key: string) => Promise<string[]>;
  /** Stops the server (SIGTERM); `start` brings it back on the same port, empty. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and deletes its directory. */
  remove: () => Promise<void>;
};

async function ping(url: string, child: Child): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (!child.alive()) throw new Error(`redis-server exited:\n${child.output()}`);
    const client = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: false } });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return;
    } catch {
      client.destroy();
      await sleep(100);
    }
  }
  throw new Error(`redis-server did not answer at ${url}:\n${child.output()}`);
}

/** Loopback, no persistence, bounded memory that evicts the least recently used keys. */
function redisArgs(port: number, dir: string): string[] {
  const options = {
    bind: '127.0.0.1',
    port: String(port),
    dir,
    save: '',
    appendonly: 'no',
    daemonize: 'no',
    maxmemory: REDIS_MAXMEMORY,
    'maxmemory-policy': 'allkeys-lru',
  };
  return Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]);
}

/** A redis-server on a free 127.0.0.1 port with a temporary directory. */
export async function startRedis(): Promise<Redis> {
  if (!REDIS)
    throw new Error('redis-server is not installed (apt-get install -y redis-server; .ci/run does it)');
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const args = redisArgs(port, dir);
  let child: Child | undefined;
  const start = async () => {
    if (child?.alive()) return;
    child = spawnGroup(REDIS, args, process.env);
    await ping(url, child);
  };
  const stop = async () => {
    await child?.kill('SIGTERM');
  };
  const connectClient = async () => {
    const client = createClient({ url });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  const query = async <T>(
    run: (client: Awaited<ReturnType<typeof connectClient>>) => Promise<T>,
  ): Promise<T> => {
    const client = await connectClient();
    try {
      return await run(client);
    } finally {
      await client.close();
    }
  };
  try {
    await start();
  } catch (error) {
    await stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    keys: () => query((client) => client.keys('*')),
    hashEntries: (key) =>
      query(async (client) => Object.entries(await client.hGetAll(key)).map(([f, v]) => `${f} ${v}`)),
    stop,
    start,
    remove: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
