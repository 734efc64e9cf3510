// The applications as staff work them in the admin: the private `notes` field
// (pb_migrations/1767900002_applications_staff_notes.js), the help texts in the office's words
// (1767900003_applications_office_help.js), the export's routes (pb_hooks/applications-export.pb.js)
// and the bookmarks docs/editors.md lists.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { application, startApplications } from './applications.mjs';
import { siteList, startReceiver, status } from './helpers.mjs';

const NOTE = 'Called on Monday; passport seen.';

describe('applications: staff notes', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });

  test('notes sit after status, hidden, with a help text', async () => {
    const c = await t.admin.collections.getOne('applications');
    const names = c.fields.map((f) => f.name);
    assert.equal(names.indexOf('notes'), names.indexOf('status') + 1);
    const notes = c.fields.find((f) => f.name === 'notes');
    assert.deepEqual([notes.type, notes.hidden, notes.max], ['text', true, 5000]);
    assert.match(notes.help, /never the applicant/);
  });

  test('the site account can neither write nor read notes; staff can', async () => {
    const site = t.site.collection('applications');
    const created = await site.create(
      application(t.vacancy, { phone: '+94770000101', notes: 'by the site' }),
    );
    assert.equal(created.notes, undefined, 'not in the answer');
    assert.equal((await t.admin.collection('applications').getOne(created.id)).notes, '', 'not stored');

    await t.admin.collection('applications').update(created.id, { notes: NOTE });
    const seen = await site.getOne(created.id, { fields: 'id,notes' });
    assert.deepEqual(Object.keys(seen), ['id'], 'asked for by name, still left out');
    assert.equal((await site.getOne(created.id)).notes, undefined);
    assert.equal(await status(site.getList(1, 10, { filter: 'notes ~ "passport"' })), 400);

    await site.update(created.id, { notes: 'changed by the site', attempts: 1 });
    const record = await t.admin.collection('applications').getOne(created.id);
    assert.deepEqual([record.notes, record.attempts], [NOTE, 1], 'the note stays, the rest is saved');
  });

  test('a guest reads and writes nothing, notes included', async () => {
    const record = await t.admin
      .collection('applications')
      .create(application(t.vacancy, { phone: '+94770000102', notes: NOTE }));
    const guest = t.anon.collection('applications');
    assert.equal(await status(guest.getOne(record.id, { fields: 'notes' })), 404);
    assert.equal(await status(guest.update(record.id, { notes: 'x' })), 404);
    assert.equal((await t.admin.collection('applications').getOne(record.id)).notes, NOTE);
  });
});

describe('applications: help texts and statuses', () => {
  let c;
  before(async () => {
    const t = await startApplications();
    c = await t.admin.collections.getOne('applications');
  });

  test('no setting names, file paths or filter syntax under the fields', () => {
    for (const field of c.fields.filter((f) => f.help)) {
      assert.doesNotMatch(
        field.help,
        /RETENTION_DAYS|_DAYS|\.(js|ts|md)\b|\/|~|[a-z]+_[a-z]+|\w+ = "/,
        field.name,
      );
      assert.ok(field.help.length <= 300, `${field.name}: ${field.help.length} characters`);
    }
    const status = c.fields.find((f) => f.name === 'status');
    assert.match(status.help, /after the period in the privacy notice/);
    assert.doesNotMatch(status.help, /\d/, 'no copy of the retention period');
  });

  test("the statuses are the site's list (lib/applications/fields.ts)", () => {
    const status = c.fields.find((f) => f.name === 'status');
    assert.deepEqual(status.values, siteList('lib/applications/fields.ts', 'APPLICATION_STATUSES'));
  });
});

describe('applications: the export routes', () => {
  let t;
  let site;
  before(async () => {
    site = await startReceiver();
    t = await startApplications({ SITE_REVALIDATE_URL: site.url });
  });
  const exportUrl = (vacancy) => `${t.pb.url}/api/site/applications/export?vacancy=${vacancy}`;

  test('a guest gets 401, the site account 403, and the site is not asked', async () => {
    const before = site.requests.length;
    assert.equal((await fetch(exportUrl(t.vacancy))).status, 401);
    const asSite = await fetch(exportUrl(t.vacancy), { headers: { Authorization: t.site.authStore.token } });
    assert.equal(asSite.status, 403);
    assert.equal(site.requests.length, before);
  });

  test('staff: the site is asked with their token, and its answer passed on byte for byte', async () => {
    const res = await fetch(exportUrl(t.vacancy), { headers: { Authorization: t.admin.authStore.token } });
    assert.equal(res.status, 200);
    assert.equal(await res.text(), '{"revalidated":true}');
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    const asked = site.requests.at(-1);
    assert.equal(asked.method, 'GET');
    assert.equal(asked.url, `/api/applications/export?vacancy=${t.vacancy}`);
    assert.equal(asked.headers.authorization, t.admin.authStore.token);
  });

  test('staff naming no vacancy get 400', async () => {
    const res = await fetch(exportUrl('nope'), { headers: { Authorization: t.admin.authStore.token } });
    assert.equal(res.status, 400);
  });

  test('the page holds no data and runs only its own script', async () => {
    const res = await fetch(`${t.pb.url}/export/applications`);
    assert.equal(res.status, 200);
    const csp = res.headers.get('content-security-policy');
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)[1];
    const html = await res.text();
    assert.ok(html.includes(`<script nonce="${nonce}">`));
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(html, /Nimal|HL-/);
  });
});

describe('applications: the bookmarks in docs/editors.md', () => {
  const guide = readFileSync(path.join(import.meta.dirname, '../../docs/editors.md'), 'utf8');
  const bookmarks = [...guide.matchAll(/\/_\/#\/collections\?collection=applications&(\S+?)`/g)].map(
    (m) => new URLSearchParams(m[1]),
  );
  let t;
  before(async () => {
    t = await startApplications();
  });

  test('the guide lists the new, this week and one vacancy bookmarks', () => {
    const filters = bookmarks.map((b) => b.get('filter'));
    assert.ok(filters.includes('status = "new"'), filters.join(' | '));
    assert.ok(
      filters.some((f) => f.startsWith('created >= strftime(')),
      'this week',
    );
    assert.ok(
      filters.some((f) => f.startsWith('vacancy = ')),
      'one vacancy',
    );
  });

  test('each bookmark is a filter and sort PocketBase runs, finding what it says', async () => {
    const fresh = await t.admin
      .collection('applications')
      .create(application(t.vacancy, { phone: '+94770000201' }));
    const other = await t.admin
      .collection('applications')
      .create(application(t.otherVacancy, { phone: '+94770000202', status: 'contacted' }));
    for (const bookmark of bookmarks) {
      const filter = bookmark.get('filter').replace('RECORD_ID', t.vacancy);
      const list = await t.admin
        .collection('applications')
        .getList(1, 50, { filter, sort: bookmark.get('sort') ?? '' });
      const ids = list.items.map((r) => r.id);
      assert.ok(ids.includes(fresh.id), `${filter} finds a new application of this week`);
      if (!filter.startsWith('created')) assert.ok(!ids.includes(other.id), `${filter} leaves out another`);
      else assert.ok(ids.includes(other.id), `${filter} finds every one of this week`);
    }
  });
});
