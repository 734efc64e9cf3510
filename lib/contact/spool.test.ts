/** @jest-environment node */
import {
  appendFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Inquiry } from './inquiry';

// The spool is plain files: tested against a real temp directory.
let dir = '';
let spool: typeof import('./spool');

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-spool-test-'));
  process.env.CONTACT_SPOOL_DIR = dir;
  jest.resetModules();
  spool = await import('./spool');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const inquiry = (id: string): Inquiry => ({
  id,
  reference: 'HL-ABCD2345',
  name: 'Kamal Perera',
  email: 'kamal@example.com',
  phone: '+94771234567',
  inquiryType: 'general',
  message: 'line one\nline two',
  locale: 'si',
});

it('appends entries and drains them in order, removing what was stored', async () => {
  await spool.spoolInquiry(inquiry('aaaaaaaaaaaaaaa'), '2026-01-01T00:00:00.000Z');
  await spool.spoolInquiry(inquiry('bbbbbbbbbbbbbbb'), null);
  const seen: string[] = [];
  expect(await spool.drainSpool(async (entry) => void seen.push(entry.id))).toBe(2);
  expect(seen).toEqual(['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb']);
  expect(await readdir(dir)).toEqual([]);
});

it('keeps the entries it could not store, and skips a torn line', async () => {
  await spool.spoolInquiry(inquiry('aaaaaaaaaaaaaaa'), null);
  await appendFile(path.join(dir, 'inquiries.jsonl'), '{"id":"torn');
  await spool.spoolInquiry(inquiry('ccccccccccccccc'), null);
  const stored = await spool.drainSpool(async (entry) => {
    if (entry.id === 'ccccccccccccccc') throw new Error('PocketBase down');
  });
  expect(stored).toBe(1);
  const left = (await readFile(path.join(dir, 'inquiries.jsonl'), 'utf8')).split('\n').filter(Boolean);
  expect(left.map((line) => (JSON.parse(line) as { id: string; message: string }).id)).toEqual([
    'ccccccccccccccc',
  ]);
  expect((JSON.parse(left[0] ?? '{}') as { message: string }).message).toBe('line one\nline two');
});

it('finishes a .draining file left by a crashed process, not one of a live process', async () => {
  const line = (id: string) => `${JSON.stringify({ ...inquiry(id), deliveredAt: null })}\n`;
  await appendFile(path.join(dir, '1-999999999.draining'), line('ddddddddddddddd'));
  await appendFile(path.join(dir, `1-${process.ppid}.draining`), line('eeeeeeeeeeeeeee'));
  const seen: string[] = [];
  await spool.drainSpool(async (entry) => void seen.push(entry.id));
  expect(seen).toEqual(['ddddddddddddddd']);
  expect(await readdir(dir)).toEqual([`1-${process.ppid}.draining`]);
});

it('creates the spool folder owner-only (0700) and files 0600', async () => {
  const nested = path.join(dir, 'nested', 'spool');
  process.env.CONTACT_SPOOL_DIR = nested;
  jest.resetModules();
  spool = await import('./spool');
  await spool.spoolInquiry(inquiry('fffffffffffffff'), null);
  expect((await stat(nested)).mode & 0o777).toBe(0o700);
  expect((await stat(path.join(nested, 'inquiries.jsonl'))).mode & 0o777).toBe(0o600);
});

it('refuses a symlinked spool folder and a symlinked spool file', async () => {
  const elsewhere = path.join(dir, 'elsewhere');
  await mkdir(elsewhere);
  const link = path.join(dir, 'link');
  await symlink(elsewhere, link);
  process.env.CONTACT_SPOOL_DIR = link;
  jest.resetModules();
  spool = await import('./spool');
  await expect(spool.spoolInquiry(inquiry('ggggggggggggggg'), null)).rejects.toThrow(/symlink/);
  expect(await readdir(elsewhere)).toEqual([]);

  const real = path.join(dir, 'real');
  await mkdir(real, { mode: 0o700 });
  const target = path.join(dir, 'target.txt');
  await writeFile(target, 'untouched');
  await symlink(target, path.join(real, 'inquiries.jsonl'));
  process.env.CONTACT_SPOOL_DIR = real;
  jest.resetModules();
  spool = await import('./spool');
  await expect(spool.spoolInquiry(inquiry('hhhhhhhhhhhhhhh'), null)).rejects.toThrow();
  expect(await readFile(target, 'utf8')).toBe('untouched');
});

it('defaults to contact-spool inside the PocketBase data folder, never the temp dir', async () => {
  delete process.env.CONTACT_SPOOL_DIR;
  process.env.POCKETBASE_DIR = path.join(dir, 'pb_data');
  jest.resetModules();
  const { spoolDir: dataDirSpool } = await import('./spool');
  expect(dataDirSpool()).toBe(path.join(dir, 'pb_data', 'contact-spool'));
  delete process.env.POCKETBASE_DIR;
  jest.resetModules();
  const { spoolDir: defaultSpool } = await import('./spool');
  expect(defaultSpool()).toBe(path.join(process.cwd(), 'pocketbase', 'pb_data', 'contact-spool'));
});

test('isSpooled finds an id in the spool and in a drain under way, and nothing else', async () => {
  expect(await spool.isSpooled('aaaaaaaaaaaaaaa')).toBe(false);
  await spool.spoolInquiry(inquiry('aaaaaaaaaaaaaaa'), '2026-01-01T00:00:00.000Z');
  expect(await spool.isSpooled('aaaaaaaaaaaaaaa')).toBe(true);
  expect(await spool.isSpooled('bbbbbbbbbbbbbbb')).toBe(false);
  // A drain whose store call is still running holds it in a `.draining` file.
  let seen = false;
  await spool.drainSpool(async () => {
    seen = await spool.isSpooled('aaaaaaaaaaaaaaa');
  });
  expect(seen).toBe(true);
  expect(await spool.isSpooled('aaaaaaaaaaaaaaa')).toBe(false);
  expect(await spool.isSpooled('"}')).toBe(false);
});
