/** @jest-environment node */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { tempSpool } from '@/__tests__/support/temp-spool';
import type { Application } from './store';

jest.mock('server-only', () => ({}));

// The applications' spool is plain files: tested against a real temp directory.
const temp = tempSpool('apply-spool-test-', () => import('./spool'));

const application = (id: string, bytes = Buffer.from('%PDF-1.4 test')): Application => ({
  id,
  reference: 'HL-ABCD2345',
  secret_sha256: 'b'.repeat(64),
  sender_hmac: '',
  vacancy: 'vacancy00000001',
  locale: 'si',
  answers_hash: 'a'.repeat(64),
  full_name: 'KASUN PERERA',
  called_name: 'කසුන්',
  phone: '+94771234567',
  whatsapp: '',
  email: '',
  birth_date: '1998-03-14',
  district: 'kandy',
  japanese_level: 'n4',
  skills_test: 'booked',
  experience_years: 3,
  passport: 'valid',
  message: '',
  consent: true,
  files: [{ name: 'cv.pdf', type: 'application/pdf', bytes, sha256: 'b'.repeat(64) }],
});

describe('the applications spool', () => {
  it('keeps an application with its file, owner-only, and gives it back once', async () => {
    await temp.spool.spoolApplication(application('abcdefghijklmno'));
    const folder = path.join(temp.dir, 'applications');
    expect(((await stat(folder)).mode & 0o777).toString(8)).toBe('700');
    expect(((await stat(path.join(folder, 'abcdefghijklmno', '0'))).mode & 0o777).toString(8)).toBe('600');
    const drained: Application[] = [];
    expect(await temp.spool.drainApplications(async (entry) => void drained.push(entry))).toBe(1);
    expect(drained).toEqual([application('abcdefghijklmno')]);
    expect(await readdir(folder)).toEqual([]);
  });

  it('keeps an application whose store failed, for the next pass', async () => {
    await temp.spool.spoolApplication(application('abcdefghijklmno'));
    const failing = async () => {
      throw new Error('PocketBase down');
    };
    expect(await temp.spool.drainApplications(failing)).toBe(0);
    expect(await readdir(path.join(temp.dir, 'applications'))).toEqual(['abcdefghijklmno']);
  });

  it('refuses past its bound (entries or bytes) instead of filling the disk', async () => {
    const small = Buffer.alloc(40);
    const byEntries = { entries: 2, bytes: 1_000_000 };
    await temp.spool.spoolApplication(application('aaaaaaaaaaaaaaa', small), byEntries);
    await temp.spool.spoolApplication(application('bbbbbbbbbbbbbbb', small), byEntries);
    await expect(
      temp.spool.spoolApplication(application('ccccccccccccccc', small), byEntries),
    ).rejects.toThrow('the application spool is full');
    const byBytes = { entries: 9, bytes: 3000 };
    await expect(
      temp.spool.spoolApplication(application('ccccccccccccccc', Buffer.alloc(3000)), byBytes),
    ).rejects.toThrow('the application spool is full');
    expect((await readdir(path.join(temp.dir, 'applications'))).sort()).toEqual([
      'aaaaaaaaaaaaaaa',
      'bbbbbbbbbbbbbbb',
    ]);
  });
});
