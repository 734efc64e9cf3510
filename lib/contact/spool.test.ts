/** @jest-environment node */
import { appendFile, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempSpool } from '@/__tests__/support/temp-spool';
import type { Inquiry } from './inquiry';

// The spool is plain files: tested against a real temp directory.
const temp = tempSpool('contact-spool-test-', () => import('./spool'));

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
  await temp.spool.spoolInquiry(inquiry('aaaaaaaaaaaaaaa'), '2026-01-01T00:00:00.000Z');
  await temp.spool.spoolInquiry(inquiry('bbbbbbbbbbbbbbb'), null);
  const seen: string[] = [];
  expect(await temp.spool.drainSpool(async (entry) => void seen.push(entry.id))).toBe(2);
  expect(seen).toEqual(['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb']);
  expect(await readdir(temp.dir)).toEqual([]);
});

it('keeps the entries it could not store, and skips a torn line', async () => {
  await temp.spool.spoolInquiry(inquiry('aaaaaaaaaaaaaaa'), null);
  await appendFile(path.join(temp.dir, 'inquiries.jsonl'), '{"id":"torn');
  await temp.spool.spoolInquiry(inquiry('ccccccccccccccc'), null);
  const stored = await temp.spool.drainSpool(async (entry) => {
    if (entry.id === 'ccccccccccccccc') throw new Error('PocketBase down');
  });
  expect(stored).toBe(1);
  const left = (await readFile(path.join(temp.dir, 'inquiries.jsonl'), 'utf8')).split('\n').filter(Boolean);
  expect(left.map((line) => (JSON.parse(line) as { id: string; message: string }).id)).toEqual([
    'ccccccccccccccc',
  ]);
  expect((JSON.parse(left[0] ?? '{}') as { message: string }).message).toBe('line one\nline two');
});

it('finishes a .draining file left by a crashed process, not one of a live process', async () => {
  const line = (id: string) => `${JSON.stringify({ ...inquiry(id), deliveredAt: null })}\n`;
  await appendFile(path.join(temp.dir, '1-999999999.draining'), line('ddddddddddddddd'));
  await appendFile(path.join(temp.dir, `1-${process.ppid}.draining`), line('eeeeeeeeeeeeeee'));
  const seen: string[] = [];
  await temp.spool.drainSpool(async (entry) => void seen.push(entry.id));
  expect(seen).toEqual(['ddddddddddddddd']);
  expect(await readdir(temp.dir)).toEqual([`1-${process.ppid}.draining`]);
});

it('creates the spool folder owner-only (0700) and files 0600', async () => {
  const nested = path.join(temp.dir, 'nested', 'spool');
  process.env.CONTACT_SPOOL_DIR = nested;
  jest.resetModules();
  temp.spool = await import('./spool');
  await temp.spool.spoolInquiry(inquiry('fffffffffffffff'), null);
  expect((await stat(nested)).mode & 0o777).toBe(0o700);
  expect((await stat(path.join(nested, 'inquiries.jsonl'))).mode & 0o777).toBe(0o600);
});

it('refuses a symlinked spool folder and a symlinked spool file', async () => {
  const elsewhere = path.join(temp.dir, 'elsewhere');
  await mkdir(elsewhere);
  const link = path.join(temp.dir, 'link');
  await symlink(elsewhere, link);
  process.env.CONTACT_SPOOL_DIR = link;
  jest.resetModules();
  temp.spool = await import('./spool');
  await expect(temp.spool.spoolInquiry(inquiry('ggggggggggggggg'), null)).rejects.toThrow(/symlink/);
  expect(await readdir(elsewhere)).toEqual([]);

  const real = path.join(temp.dir, 'real');
  await mkdir(real, { mode: 0o700 });
  const target = path.join(temp.dir, 'target.txt');
  await writeFile(target, 'untouched');
  await symlink(target, path.join(real, 'inquiries.jsonl'));
  process.env.CONTACT_SPOOL_DIR = real;
  jest.resetModules();
  temp.spool = await import('./spool');
  await expect(temp.spool.spoolInquiry(inquiry('hhhhhhhhhhhhhhh'), null)).rejects.toThrow();
  expect(await readFile(target, 'utf8')).toBe('untouched');
});

test('isSpooled finds an id in the spool and in a drain under way, and nothing else', async () => {
  expect(await temp.spool.isSpooled('aaaaaaaaaaaaaaa')).toBe(false);
  await temp.spool.spoolInquiry(inquiry('aaaaaaaaaaaaaaa'), '2026-01-01T00:00:00.000Z');
  expect(await temp.spool.isSpooled('aaaaaaaaaaaaaaa')).toBe(true);
  expect(await temp.spool.isSpooled('bbbbbbbbbbbbbbb')).toBe(false);
  // A drain whose store call is still running holds it in a `.draining` file.
  let seen = false;
  await temp.spool.drainSpool(async () => {
    seen = await temp.spool.isSpooled('aaaaaaaaaaaaaaa');
  });
  expect(seen).toBe(true);
  expect(await temp.spool.isSpooled('aaaaaaaaaaaaaaa')).toBe(false);
  expect(await temp.spool.isSpooled('"}')).toBe(false);
});
