/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APPLY_BODY_MAX_BYTES,
  CV_FILE_MAX_BYTES,
  CV_LIMIT_LABEL,
  CV_MAX_PHOTOS,
} from '@/lib/applications/fields';
import {
  ATTEMPTS_PER_ADDRESS_PER_MINUTE,
  BUSY_RETRY_SECONDS,
  UPLOAD_MIN_RATE,
  WAITING_PER_ADDRESS,
} from '@/lib/applications/upload-rules';
import en from '@/messages/en.json';
import si from '@/messages/si.json';

// One source for the application's upload limits (lib/applications/fields.ts, limits.ts): the
// form's words, the PocketBase field `cv` (the admin's help) and nginx (docs/nginx/hikari.conf)
// state the same numbers.

const root = path.join(__dirname, '..');
const conf = readFileSync(path.join(root, 'docs/nginx/hikari.conf'), 'utf8');
const apply = /^ {4}location = \/api\/apply \{\n([\s\S]*?)^ {4}\}/m.exec(conf)![1]!;
const directive = (block: string, name: string) =>
  [...block.matchAll(new RegExp(`^\\s*${name} ([^;]*);$`, 'gm'))].map((match) => match[1]);
const bytes = (size: string) => {
  const [, number, unit] = /^(\d+)([km]?)$/.exec(size)!;
  return Number(number) * ({ '': 1, k: 1024, m: 1024 * 1024 } as Record<string, number>)[unit!]!;
};

test('nginx takes a body just above the site’s on /api/apply, and keeps 64k everywhere else', () => {
  const [limit] = directive(apply, 'client_max_body_size');
  expect(bytes(limit!)).toBeGreaterThan(APPLY_BODY_MAX_BYTES);
  expect(bytes(limit!)).toBeLessThanOrEqual(APPLY_BODY_MAX_BYTES + 1024 * 1024);
  const rest = conf.replace(apply, '');
  expect(directive(rest, 'client_max_body_size')).toEqual(['64k']);
  // A client that sends nothing is closed before one window of the site's minimum rate.
  const [timeout] = directive(apply, 'client_body_timeout');
  expect(Number(/^(\d+)s$/.exec(timeout!)![1])).toBeLessThan(UPLOAD_MIN_RATE.windowMs / 1000);
});

test("nginx holds the site's per-address rules, and answers past them as the site does", () => {
  const zone = /^limit_req_zone \$binary_remote_addr zone=hikari_apply:\S+ rate=(\d+)r\/m;$/m.exec(conf);
  expect(Number(zone![1])).toBe(ATTEMPTS_PER_ADDRESS_PER_MINUTE);
  expect(directive(apply, 'limit_req')).toEqual([
    `zone=hikari_apply burst=${ATTEMPTS_PER_ADDRESS_PER_MINUTE - 1} nodelay`,
  ]);
  // One upload and the requests that may wait for it.
  expect(directive(apply, 'limit_conn')).toEqual([`hikari_apply_conn ${1 + WAITING_PER_ADDRESS}`]);
  expect(directive(apply, 'proxy_pass')).toEqual(['http://hikari_apply']);
  expect(/^upstream hikari_apply \{\n\s*hash \$binary_remote_addr consistent;$/m.test(conf)).toBe(true);
  const busy = /^ {4}location @hikari_apply_busy \{\n([\s\S]*?)^ {4}\}/m.exec(conf)![1]!;
  expect(directive(busy, 'add_header')).toContain(`Retry-After ${BUSY_RETRY_SECONDS} always`);
  expect(directive(busy, 'return')).toEqual([`429 '{"error":"$hikari_apply_busy"}'`]);
  const words = /^map \$arg_locale \$hikari_apply_busy \{\n\s*si "([^"]*)";\n\s*default "([^"]*)";/m.exec(
    conf,
  );
  expect([words![1], words![2]]).toEqual([si.ApplyForm.busy, en.ApplyForm.busy]);
});

test("the PocketBase field and the form's words say the same per-file limit", () => {
  const migration = readFileSync(
    path.join(root, 'pocketbase/pb_migrations/1767800000_create_applications.js'),
    'utf8',
  );
  const cv = /name: 'cv',\n\s*maxSelect: (\d+),\n\s*maxSize: (\d+),[\s\S]*?help: '([^']*)'/.exec(migration)!;
  expect([Number(cv[1]), Number(cv[2])]).toEqual([CV_MAX_PHOTOS, CV_FILE_MAX_BYTES]);
  expect(cv[3]).toContain(`${CV_LIMIT_LABEL} each`);
  // The help the admin shows now: the office's words of a later migration.
  const office = readFileSync(
    path.join(root, 'pocketbase/pb_migrations/1767900003_applications_office_help.js'),
    'utf8',
  );
  expect(/^ {2}cv: '([^']*)'/m.exec(office)![1]).toContain(`${CV_LIMIT_LABEL} each`);
  expect(CV_LIMIT_LABEL).toBe('5 MB');
  expect(en.ApplyForm.cvHint).toContain('{limit} each');
  expect(en.ApplyForm.errors.cvTooLarge).toContain('{limit} at most each');
  expect(si.ApplyForm.cvHint).toContain('එක් ගොනුවක් {limit}');
  expect(APPLY_BODY_MAX_BYTES).toBeGreaterThan(CV_MAX_PHOTOS * CV_FILE_MAX_BYTES);
});
