import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { launcher, type PocketBaseServer } from './launcher';
import { freePort } from './processes';

type TempPocketBase = {
  url: string;
  /** Its data directory. */
  dir: string;
  /** Stops the server; the data directory stays until `remove`, so a restart finds its records. */
  stop: () => Promise<void>;
  /** Starts it again on the same address and data directory (after `stop`). */
  restart: () => Promise<void>;
  /** Stops the server and deletes its data directory. */
  remove: () => Promise<void>;
};

/**
 * A real PocketBase (the repo's migrations and hooks) on a free loopback port with a temporary
 * data directory; `seed` adds the sample content, `env` reaches its hooks (SITE_REVALIDATE_URL).
 */
export async function startTempPocketBase({
  seed = false,
  env = {},
  port,
}: { seed?: boolean; env?: Record<string, string>; port?: number } = {}): Promise<TempPocketBase> {
  const { startPocketBase } = await launcher();
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-pocketbase-'));
  const http = `127.0.0.1:${port ?? (await freePort())}`;
  let server: PocketBaseServer | undefined;
  try {
    server = await startPocketBase({ http, dir, seed, env });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  return {
    url: server.url,
    dir,
    stop,
    restart: async () => {
      server ??= await startPocketBase({ http, dir, seed: false, env });
    },
    remove: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A superuser client of the suite's PocketBase, or of another one a spec started (`url`). */
export async function superuser(url = process.env.POCKETBASE_URL): Promise<PocketBase> {
  if (!url) throw new Error('POCKETBASE_URL is not set: run the specs through `npm run test:e2e`');
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(
      process.env.POCKETBASE_SUPERUSER_EMAIL ?? 'admin@example.com',
      process.env.POCKETBASE_SUPERUSER_PASSWORD ?? 'local-admin-password',
    );
  return pb;
}
