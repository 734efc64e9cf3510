// Job alerts (pb_migrations/1768000000_create_job_alerts.js, pb_hooks/job-alerts.pb.js) against a
// real PocketBase: who may read or write subscriptions, the subscribe/confirm/unsubscribe routes,
// the alerts a published vacancy queues, retention of unconfirmed ones and erasure.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { before, describe, test } from 'node:test';
import { recordId, startApplications } from './applications.mjs';
import { siteList, status } from './helpers.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const ms = (stamp) => new Date(stamp.replace(' ', 'T')).getTime();
const sha = (text) => createHash('sha256').update(text).digest('hex');
const { ALERT_GAP_HOURS, CONFIRM_HOURS } = createRequire(import.meta.url)('../pb_hooks/shared/job-alerts.js');
globalThis.$os = { getenv: () => '' };
const { UNCONFIRMED_DAYS } = createRequire(import.meta.url)('../pb_hooks/shared/retention.js');

/** A subscription request as the site sends it, with the tokens it keeps. */
function request(email, sectors = ['caregiving'], locale = 'si') {
  const token = randomBytes(32).toString('base64url');
  const unsubscribe = randomBytes(32).toString('base64url');
  const body = {
    id: recordId(),
    emailId: recordId(),
    email,
    sectors,
    locale,
    confirmHash: sha(token),
    unsubscribeHash: sha(unsubscribe),
    token,
  };
  return { body, token, unsubscribe };
}

describe('job alerts', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });
  const post = (route, body, as = t.site) => as.send(`/api/site/alerts/${route}`, { method: 'POST', body });
  const subscribed = async (email, sectors, locale) => {
    const r = request(email, sectors, locale);
    const answer = await post('subscribe', r.body);
    assert.equal(answer.queued, r.body.emailId);
    assert.deepEqual(await post('confirm', { hash: sha(r.token) }), { confirmed: true });
    return r;
  };
  const emailsOf = (subscription) =>
    t.admin
      .collection('job_alert_emails')
      .getFullList({ filter: `subscription = "${subscription}"`, sort: 'created' });
  const publish = (sector) =>
    t.admin.collection('vacancies').create({ title: `A ${sector} job`, sector, status: 'published' });

  test('guests and the site account cannot list, read or write subscriptions', async () => {
    const r = request('rules@example.com');
    await post('subscribe', r.body);
    const subs = () => t.admin.collection('job_alert_subscriptions').getFullList();
    const [sub] = (await subs()).filter((s) => s.email === 'rules@example.com');
    for (const as of [t.anon, t.site]) {
      assert.equal(await status(as.collection('job_alert_subscriptions').getList(1, 10)), 403);
      assert.equal(await status(as.collection('job_alert_subscriptions').getOne(sub.id)), 403);
      assert.equal(
        await status(as.collection('job_alert_subscriptions').create({ email: 'x@example.com' })),
        403,
      );
      assert.equal(
        await status(as.collection('job_alert_subscriptions').update(sub.id, { confirmed: true })),
        403,
      );
    }
    assert.equal(await status(t.anon.collection('job_alert_emails').getList(1, 10)), 200);
    assert.equal((await t.anon.collection('job_alert_emails').getList(1, 10)).totalItems, 0);
    assert.equal(await status(post('subscribe', request('guest@example.com').body, t.anon)), 403);
    assert.equal(await status(post('confirm', { hash: sha(r.token) }, t.anon)), 403);
    assert.equal(await status(post('unsubscribe', { hash: sha(r.unsubscribe) }, t.anon)), 403);
    // The site reads its outbox, but may not change who gets what.
    const [email] = await emailsOf(sub.id);
    assert.equal(email.kind, 'confirm');
    assert.equal(
      await status(t.site.collection('job_alert_emails').update(email.id, { recipient: 'x@example.com' })),
      404,
    );
    assert.equal(await status(t.site.collection('job_alert_emails').update(email.id, { attempts: 1 })), 200);
    assert.equal(await status(post('subscribe', { ...request('bad').body })), 400);
  });

  test('one confirmation per address in ten minutes; a link confirms once and not after 48 hours', async () => {
    const first = request('twice@example.com');
    assert.equal((await post('subscribe', first.body)).queued, first.body.emailId);
    assert.deepEqual(await post('subscribe', request('twice@example.com').body), { queued: '' });
    assert.deepEqual(await post('confirm', { hash: sha('wrong') }), { confirmed: false });
    assert.deepEqual(await post('confirm', { hash: sha(first.token) }), { confirmed: true });
    assert.deepEqual(await post('confirm', { hash: sha(first.token) }), { confirmed: false });
    // Confirmed: asking again sends nothing.
    assert.deepEqual(await post('subscribe', request('twice@example.com').body), { queued: '' });

    const late = request('late@example.com');
    await post('subscribe', late.body);
    const [sub] = await t.admin
      .collection('job_alert_subscriptions')
      .getFullList({ filter: 'email = "late@example.com"' });
    assert.equal(ms(sub.confirm_expires) - ms(sub.confirm_sent_at), CONFIRM_HOURS * 60 * 60 * 1000);
    await t.admin
      .collection('job_alert_subscriptions')
      .update(sub.id, { confirm_expires: '2020-01-01 00:00:00.000Z' });
    assert.deepEqual(await post('confirm', { hash: sha(late.token) }), { confirmed: false });
  });

  test('a published vacancy reaches each matching confirmed subscriber once, in one email a day', async () => {
    const care = await subscribed('care@example.com', ['caregiving', 'agriculture']);
    const farm = await subscribed('farm@example.com', ['agriculture'], 'en');
    const waiting = request('unconfirmed@example.com', ['caregiving']);
    await post('subscribe', waiting.body);

    const first = await publish('caregiving');
    let emails = (await emailsOf(care.body.id)).filter((e) => e.kind === 'alert');
    assert.deepEqual(
      emails.map((e) => [e.recipient, e.locale, e.vacancies, e.deliveryState]),
      [['care@example.com', 'si', [first.id], 'pending']],
    );
    assert.equal((await emailsOf(farm.body.id)).filter((e) => e.kind === 'alert').length, 0);
    assert.equal((await emailsOf(waiting.body.id)).filter((e) => e.kind === 'alert').length, 0);

    // Another before the first is sent: in the same email. Saving it again adds nothing.
    const second = await publish('agriculture');
    await t.admin.collection('vacancies').update(second.id, { title: 'Farm work, edited' });
    emails = (await emailsOf(care.body.id)).filter((e) => e.kind === 'alert');
    assert.deepEqual(
      emails.map((e) => e.vacancies),
      [[first.id, second.id]],
    );
    assert.deepEqual(
      (await emailsOf(farm.body.id)).filter((e) => e.kind === 'alert').map((e) => e.vacancies),
      [[second.id]],
    );

    // Sent: the next one waits a day after the first.
    await t.site.collection('job_alert_emails').update(emails[0].id, { deliveryState: 'delivered' });
    const third = await publish('caregiving');
    const drafted = await t.admin
      .collection('vacancies')
      .create({ title: 'Draft', sector: 'caregiving', status: 'draft' });
    const later = (await emailsOf(care.body.id)).filter(
      (e) => e.kind === 'alert' && e.deliveryState !== 'delivered',
    );
    assert.deepEqual(
      later.map((e) => e.vacancies),
      [[third.id]],
    );
    assert.equal(ms(later[0].nextAttemptAt) - ms(emails[0].nextAttemptAt), ALERT_GAP_HOURS * 60 * 60 * 1000);
    await t.admin.collection('vacancies').update(drafted.id, { status: 'published' });
    const after = (await emailsOf(care.body.id)).filter(
      (e) => e.kind === 'alert' && e.deliveryState !== 'delivered',
    );
    assert.deepEqual(
      after.map((e) => e.vacancies),
      [[third.id, drafted.id]],
    );
  });

  test('an edit of a vacancy published before sends nothing, also to those who subscribed since', async () => {
    const old = await publish('food_service');
    const r = await subscribed('kitchen@example.com', ['food_service']);
    await t.admin.collection('vacancies').update(old.id, { title: 'Kitchen work, edited' });
    assert.equal((await emailsOf(r.body.id)).filter((e) => e.kind === 'alert').length, 0);
    const fresh = await publish('food_service');
    assert.deepEqual(
      (await emailsOf(r.body.id)).filter((e) => e.kind === 'alert').map((e) => e.vacancies),
      [[fresh.id]],
    );
  });

  test("the sectors are the schema's, the site's list (lib/jobs/filters.ts): no other is taken", async () => {
    const sectors = siteList('lib/jobs/filters.ts', 'SECTORS');
    for (const name of ['job_alert_subscriptions', 'job_alert_emails']) {
      const { fields } = await t.admin.collections.getOne(name);
      assert.deepEqual(fields.find((f) => f.name === 'sectors').values, sectors, name);
    }
    const all = request('every@example.com', sectors);
    assert.equal((await post('subscribe', all.body)).queued, all.body.emailId);
    assert.equal(await status(post('subscribe', request('nursing@example.com', ['nursing']).body)), 400);
    assert.equal(
      await status(post('subscribe', request('mixed@example.com', ['caregiving', 'nursing']).body)),
      400,
    );
  });

  test('a vacancy and its alerts are stored in one transaction: a failed queue write fails the save', async () => {
    const vacancies = t.admin.collection('vacancies');
    const mails = t.admin.collection('job_alert_emails');
    const alerts = async (r) =>
      (await emailsOf(r.body.id)).filter((e) => e.kind === 'alert' && e.deliveryState !== 'delivered');
    const sentOf = async (r) =>
      (await t.admin.collection('job_alert_subscriptions').getOne(r.body.id)).sent_vacancies;
    const first = await subscribed('factory1@example.com', ['manufacturing']);
    const second = await subscribed('factory2@example.com', ['manufacturing']);
    const v1 = await publish('manufacturing');
    // The first subscriber's next alert is a new email; the second's joins the one waiting, filled
    // up to its field's size (its schema's maxSize): one more id does not fit, and that write fails.
    await mails.update((await alerts(first))[0].id, { deliveryState: 'delivered' });
    const [waiting] = await alerts(second);
    const { fields } = await t.admin.collections.getOne('job_alert_emails');
    const { maxSize } = fields.find((f) => f.name === 'vacancies');
    const full = [v1.id];
    while (JSON.stringify(full).length + `,"${v1.id}"`.length <= maxSize) full.push(recordId());
    await mails.update(waiting.id, { vacancies: full });

    assert.equal(await status(publish('manufacturing')), 400);
    const drafted = await vacancies.create({
      title: 'Factory draft',
      sector: 'manufacturing',
      status: 'draft',
    });
    assert.equal(await status(vacancies.update(drafted.id, { status: 'published' })), 400);
    // Nothing of either save is left: no vacancy, no email, no subscriber marked.
    assert.equal((await vacancies.getOne(drafted.id)).status, 'draft');
    assert.deepEqual(
      (await vacancies.getFullList({ filter: 'sector = "manufacturing" && status = "published"' })).map(
        (v) => v.id,
      ),
      [v1.id],
    );
    assert.deepEqual(await alerts(first), []);
    assert.deepEqual([await sentOf(first), await sentOf(second)], [[v1.id], [v1.id]]);
    assert.deepEqual((await mails.getOne(waiting.id)).vacancies, full);

    // The queue writable again: the vacancy and its alerts land together.
    await mails.update(waiting.id, { vacancies: [v1.id] });
    await vacancies.update(drafted.id, { status: 'published' });
    assert.equal((await vacancies.getOne(drafted.id)).status, 'published');
    assert.deepEqual(
      [(await alerts(first)).map((e) => e.vacancies), (await alerts(second)).map((e) => e.vacancies)],
      [[[drafted.id]], [[v1.id, drafted.id]]],
    );
    assert.deepEqual(
      [await sentOf(first), await sentOf(second)],
      [
        [v1.id, drafted.id],
        [v1.id, drafted.id],
      ],
    );
  });

  test('unsubscribing deletes the subscription and its waiting emails', async () => {
    const r = await subscribed('leaving@example.com', ['construction']);
    await publish('construction');
    assert.equal((await emailsOf(r.body.id)).length, 2);
    assert.deepEqual(await post('unsubscribe', { hash: sha('nope') }), { deleted: false });
    assert.deepEqual(await post('unsubscribe', { hash: sha(r.unsubscribe) }), { deleted: true });
    assert.equal(await status(t.admin.collection('job_alert_subscriptions').getOne(r.body.id)), 404);
    assert.equal((await emailsOf(r.body.id)).length, 0);
    assert.deepEqual(await post('unsubscribe', { hash: sha(r.unsubscribe) }), { deleted: false });
  });

  test('retention deletes subscriptions never confirmed after 7 days; erasure by email deletes any', async () => {
    const old = request('never@example.com');
    await post('subscribe', old.body);
    const kept = await subscribed('kept@example.com', ['hospitality']);
    const sub = await t.admin.collection('job_alert_subscriptions').getOne(old.body.id);
    const run = (now) => t.admin.send('/api/site/retention/run', { method: 'POST', body: { now } });
    const justBefore = new Date(ms(sub.created) + UNCONFIRMED_DAYS * DAY_MS - 1000).toISOString();
    assert.equal(await status(t.admin.collection('job_alert_subscriptions').getOne(old.body.id)), 200);
    await run(justBefore);
    assert.equal(await status(t.admin.collection('job_alert_subscriptions').getOne(old.body.id)), 200);
    const result = await run(new Date(ms(sub.created) + UNCONFIRMED_DAYS * DAY_MS + 1000).toISOString());
    assert.ok(result.jobAlertSubscriptions >= 1);
    assert.equal(await status(t.admin.collection('job_alert_subscriptions').getOne(old.body.id)), 404);
    assert.equal(await status(t.admin.collection('job_alert_subscriptions').getOne(kept.body.id)), 200);

    const erased = await t.admin.send('/api/site/erase', {
      method: 'POST',
      body: { email: 'KEPT@example.com' },
    });
    assert.equal(erased.jobAlertSubscriptions, 1);
    assert.equal(await status(t.admin.collection('job_alert_subscriptions').getOne(kept.body.id)), 404);
    assert.equal((await emailsOf(kept.body.id)).length, 0);
  });
});
