/** @jest-environment node */
import { lstat, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.mock('server-only', () => ({}));

// The spool folder is plain files: tested against a real temp directory.
let dir = '';
const load = async () => {
  jest.resetModules();
  return import('./spool-dir');
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-spool-test-'));
});
afterEach(async () => {
  delete process.env.CONTACT_SPOOL_DIR;
  delete process.env.POCKETBASE_DIR;
  await rm(dir, { recursive: true, force: true });
});

it('defaults to contact-spool inside the PocketBase data folder, never the temp dir', async () => {
  delete process.env.CONTACT_SPOOL_DIR;
  process.env.POCKETBASE_DIR = path.join(dir, 'pb_data');
  expect((await load()).spoolDir()).toBe(path.join(dir, 'pb_data', 'contact-spool'));
  delete process.env.POCKETBASE_DIR;
  expect((await load()).spoolDir()).toBe(path.join(process.cwd(), 'pocketbase', 'pb_data', 'contact-spool'));
});

it("makes a channel's folder owner-only inside the spool, and refuses a symlink in its place", async () => {
  process.env.CONTACT_SPOOL_DIR = path.join(dir, 'spool');
  const { ensureSpoolDir } = await load();
  const made = await ensureSpoolDir('alerts');
  expect(made).toBe(path.join(dir, 'spool', 'alerts'));
  expect((await lstat(made)).mode & 0o777).toBe(0o700);
  expect((await lstat(path.join(dir, 'spool'))).mode & 0o777).toBe(0o700);
  await symlink(dir, path.join(dir, 'spool', 'linked'));
  await expect(ensureSpoolDir('linked')).rejects.toThrow('is a symlink; refusing to use it');
});
