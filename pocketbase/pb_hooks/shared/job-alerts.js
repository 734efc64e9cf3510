// Shared module (not a hook file) for job-alerts.pb.js: subscribing, confirming and ending a job
// alert by token hash, and queueing the alert emails a published vacancy calls for
// (pb_migrations/1768000000_create_job_alerts.js). The site (lib/job-alerts/) makes the tokens,
// sends the emails and gives PocketBase SHA-256 hashes only.
var SUBSCRIPTIONS = 'job_alert_subscriptions';
var EMAILS = 'job_alert_emails';
var HOUR_MS = 60 * 60 * 1000;
/** How long a confirmation link works. */
var CONFIRM_HOURS = 48;
/** At most one confirmation email per address in this time (the per-email rate limit). */
var RESEND_MINUTES = 10;
/** At most one alert email per subscriber in this time, after the first. */
var ALERT_GAP_HOURS = 24;

function stamp(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

function ms(record, field) {
  var value = record.getString(field);
  return value ? new Date(value.replace(' ', 'T')).getTime() : 0;
}

function jsonList(record, field) {
  try {
    var parsed = JSON.parse(record.getString(field) || '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch (_) {
    return [];
  }
}

function findOne(app, collection, filter, params) {
  var records = app.findRecordsByFilter(collection, filter, '', 1, 0, params);
  return records.length ? records[0] : null;
}

/**
 * The sectors a subscription may name: the values of its `sectors` field, so the schema is the one
 * list here (pocketbase/tests/job-alerts.test.mjs holds it equal to lib/jobs/filters.ts's SECTORS,
 * pocketbase/tests/vacancies.test.mjs the vacancies' `sector`).
 */
function knownSectors(app) {
  var values = app.findCachedCollectionByNameOrId(SUBSCRIPTIONS).fields.getByName('sectors').values;
  var list = [];
  for (var i = 0; i < values.length; i++) list.push(String(values[i]));
  return list;
}

/** The subscribe request's body, checked against `sectors` (knownSectors); null when any part is wrong. */
function readSubscribe(body, sectors) {
  var email = String(body.email || '')
    .trim()
    .toLowerCase();
  var chosen = Array.isArray(body.sectors) ? body.sectors.map(String) : [];
  var id = /^[a-z0-9]{15}$/;
  var hash = /^[0-9a-f]{64}$/;
  var ok =
    email.length <= 254 &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) &&
    chosen.length > 0 &&
    chosen.every(function (s) {
      return sectors.indexOf(s) >= 0;
    }) &&
    (body.locale === 'en' || body.locale === 'si') &&
    id.test(String(body.id || '')) &&
    id.test(String(body.emailId || '')) &&
    hash.test(String(body.confirmHash || '')) &&
    hash.test(String(body.unsubscribeHash || '')) &&
    /^[A-Za-z0-9_-]{20,100}$/.test(String(body.token || ''));
  if (!ok) return null;
  return {
    id: body.id,
    emailId: body.emailId,
    email: email,
    sectors: chosen,
    locale: body.locale,
    confirmHash: body.confirmHash,
    unsubscribeHash: body.unsubscribeHash,
    token: body.token,
  };
}

function newEmail(app, fields) {
  var record = new Record(app.findCollectionByNameOrId(EMAILS));
  if (fields.id) record.set('id', fields.id);
  record.set('subscription', fields.subscription);
  record.set('kind', fields.kind);
  record.set('recipient', fields.recipient);
  record.set('locale', fields.locale);
  record.set('vacancies', fields.vacancies || []);
  record.set('sectors', fields.sectors || []);
  record.set('token', fields.token || '');
  record.set('deliveryState', 'pending');
  record.set('attempts', 0);
  record.set('nextAttemptAt', stamp(fields.at));
  app.save(record);
  return record;
}

/**
 * Stores a subscription request and queues its confirmation email; `queued` is the email's id,
 * or '' when nothing is sent: the address is confirmed already, or was sent a confirmation less
 * than RESEND_MINUTES ago. The site answers the visitor the same in every case.
 */
function subscribe(app, input, nowMs) {
  var sub = findOne(app, SUBSCRIPTIONS, 'email = {:email}', { email: input.email });
  if (sub && sub.getBool('confirmed')) return { queued: '' };
  if (sub && ms(sub, 'confirm_sent_at') > nowMs - RESEND_MINUTES * 60 * 1000) return { queued: '' };
  if (!sub) {
    sub = new Record(app.findCollectionByNameOrId(SUBSCRIPTIONS));
    sub.set('id', input.id);
    sub.set('email', input.email);
    sub.set('confirmed', false);
    sub.set('unsubscribe_hash', input.unsubscribeHash);
    sub.set('sent_vacancies', []);
  }
  sub.set('sectors', input.sectors);
  sub.set('locale', input.locale);
  sub.set('confirm_hash', input.confirmHash);
  sub.set('confirm_expires', stamp(nowMs + CONFIRM_HOURS * HOUR_MS));
  sub.set('confirm_sent_at', stamp(nowMs));
  app.save(sub);
  // An older confirmation still waiting carries a link that no longer works: not sent any more.
  var old = app.findRecordsByFilter(
    EMAILS,
    'subscription = {:s} && kind = "confirm" && deliveryState != "delivered"',
    '',
    0,
    0,
    {
      s: sub.id,
    },
  );
  for (var i = 0; i < old.length; i++) app.delete(old[i]);
  newEmail(app, {
    id: input.emailId,
    subscription: sub.id,
    kind: 'confirm',
    recipient: input.email,
    locale: input.locale,
    sectors: input.sectors,
    token: input.token,
    at: nowMs,
  });
  return { queued: input.emailId };
}

/** Confirms the subscription whose live link has this hash; the link works once. */
function confirm(app, hash, nowMs) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return { confirmed: false };
  var sub = findOne(app, SUBSCRIPTIONS, 'confirm_hash = {:hash} && confirm_expires > {:now}', {
    hash: hash,
    now: stamp(nowMs),
  });
  if (!sub) return { confirmed: false };
  sub.set('confirmed', true);
  sub.set('confirm_hash', '');
  app.save(sub);
  return { confirmed: true };
}

/** Deletes the subscription with this unsubscribe hash, and with it its emails not yet sent. */
function unsubscribe(app, hash) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return { deleted: false };
  var sub = findOne(app, SUBSCRIPTIONS, 'unsubscribe_hash = {:hash}', { hash: hash });
  if (!sub) return { deleted: false };
  app.delete(sub);
  return { deleted: true };
}

/** Adds `vacancyId` to the subscriber's waiting alert, or queues a new one (at most one a day). */
function queueAlert(app, sub, vacancyId, nowMs) {
  var waiting = findOne(
    app,
    EMAILS,
    'subscription = {:s} && kind = "alert" && deliveryState != "delivered" && (claimedBy = "" || claimExpires < {:now})',
    { s: sub.id, now: nowMs },
  );
  if (waiting) {
    var list = jsonList(waiting, 'vacancies');
    list.push(vacancyId);
    waiting.set('vacancies', list);
    app.save(waiting);
    return;
  }
  var at = Math.max(nowMs, ms(sub, 'last_alert_at') + ALERT_GAP_HOURS * HOUR_MS);
  sub.set('last_alert_at', stamp(at));
  newEmail(app, {
    subscription: sub.id,
    kind: 'alert',
    recipient: sub.getString('email'),
    locale: sub.getString('locale'),
    vacancies: [vacancyId],
    at: at,
  });
}

/**
 * A published vacancy: every confirmed subscriber of its sector who has not had it gets it in
 * their next alert. Answers how many subscribers it was queued for.
 */
function vacancyPublished(app, vacancy, nowMs) {
  if (vacancy.getString('status') !== 'published') return 0;
  var sector = vacancy.getString('sector');
  if (!sector) return 0;
  var subs = app.findRecordsByFilter(
    SUBSCRIPTIONS,
    'confirmed = true && sectors ~ {:sector}',
    'created',
    0,
    0,
    {
      sector: sector,
    },
  );
  var count = 0;
  for (var i = 0; i < subs.length; i++) {
    // `~` is a LIKE on the stored list: the sector itself must be one of its items.
    if (subs[i].getStringSlice('sectors').indexOf(sector) < 0) continue;
    var sent = jsonList(subs[i], 'sent_vacancies');
    if (sent.indexOf(vacancy.id) >= 0) continue;
    sent.push(vacancy.id);
    subs[i].set('sent_vacancies', sent);
    queueAlert(app, subs[i], vacancy.id, nowMs);
    app.save(subs[i]);
    count++;
  }
  return count;
}

/**
 * A hook's vacancy written and its alerts queued in one transaction: the save's own when it is in
 * one (a batch), else one opened here, whose app the write itself then goes through (`e.app`). A
 * failed queue write rolls the save back and fails it (its editor sees the error and saves again):
 * a published vacancy is never stored without its alerts.
 */
function saveWithAlerts(e) {
  var outer = e.app;
  var saved = false;
  var count = 0;
  try {
    outer.runInTransaction(function (txApp) {
      e.app = txApp;
      e.next();
      saved = true;
      count = vacancyPublished(txApp, e.record, Date.now());
    });
  } catch (err) {
    if (saved)
      outer
        .logger()
        .error('job alerts not queued, vacancy not saved', 'vacancy', e.record.id, 'error', String(err));
    throw err;
  } finally {
    e.app = outer;
  }
  if (count) outer.logger().info('job alerts queued', 'vacancy', e.record.id, 'subscribers', count);
}

/** Only the site's server (its account) or a superuser may call the routes. */
function bySite(e) {
  var auth = e.auth;
  return !!auth && ['_superusers', 'site_writers'].indexOf(auth.collection().name) >= 0;
}

module.exports = {
  CONFIRM_HOURS: CONFIRM_HOURS,
  RESEND_MINUTES: RESEND_MINUTES,
  ALERT_GAP_HOURS: ALERT_GAP_HOURS,
  knownSectors: knownSectors,
  readSubscribe: readSubscribe,
  subscribe: subscribe,
  confirm: confirm,
  unsubscribe: unsubscribe,
  vacancyPublished: vacancyPublished,
  saveWithAlerts: saveWithAlerts,
  bySite: bySite,
};
