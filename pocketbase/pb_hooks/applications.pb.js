/// <reference path="../pb_data/types.d.ts" />
// Job applications (pb_migrations/1767800000_create_applications.js): repeats, retention, erasure.
//
// 1. A create by the site's account (site_writers) is checked for a repeat proven by the browser's
//    secret (or, without scripts, the same answers from the same address within 10 minutes),
//    inside one transaction so that two sends at once make one record. The answers are described
//    in pb_hooks/shared/applications.js and pocketbase/README.md.
//    A superuser's create only gets the defaults (status "new", revision 1).
// 2. Retention: every night at 02:30 (before the 03:00 backup, pb_migrations/1767312001_backup_schedule.js)
//    applications and inquiries unchanged for RETENTION_DAYS days (default 365) are deleted with
//    their files, and job alert subscriptions never confirmed after 7 days
//    (pb_hooks/shared/retention.js). POST /api/site/retention/run (superusers) runs it now, optionally as at
//    {"now": "<ISO time>"} (the tests' clock); it answers the counts.
// 3. Erasure: POST /api/site/erase {"phone": "+947XXXXXXXX"} or {"email": "..."} (superusers)
//    deletes every application, inquiry and (by email) job alert subscription of that person with
//    their files; it answers the counts.
// Logs carry counts and ids only, never personal data.
onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/shared/applications.js`);
  const bySite = !!e.auth && e.auth.collection().name === 'site_writers';
  lib.setCreateDefaults(e.record, bySite);
  if (!bySite) return e.next();

  // Hidden fields (pb_migrations/1767900000_applications_browser_secret.js) take no value from a
  // non-superuser's body: the site sends the two hashes as secret_sha256 and sender_hmac, and the
  // hook sets them.
  lib.takeHidden(e.record, e.requestInfo().body || {});
  let answer = null;
  e.app.runInTransaction((txApp) => {
    const now = Date.now();
    const match = lib.findSame(txApp, e.record, now);
    if (match) {
      answer = lib.applyRepeat(txApp, match, e.record);
      return;
    }
    lib.claimIds(txApp, e.record);
    lib.flagPhone(txApp, e.record, now);
    e.app = txApp;
    e.next();
  });
  if (answer) return e.json(200, answer);
}, 'applications');

cronAdd('retention', '30 2 * * *', () => {
  const result = require(`${__hooks}/shared/retention.js`).runRetention($app, Date.now());
  $app
    .logger()
    .info(
      'retention',
      'applications',
      result.applications,
      'inquiries',
      result.inquiries,
      'days',
      result.days,
    );
});

routerAdd(
  'POST',
  '/api/site/retention/run',
  (e) => {
    const body = e.requestInfo().body || {};
    const now = body.now === undefined || body.now === '' ? Date.now() : new Date(String(body.now)).getTime();
    if (!isFinite(now)) return e.json(400, { message: 'now must be an ISO date and time.' });
    return e.json(200, require(`${__hooks}/shared/retention.js`).runRetention(e.app, now));
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  'POST',
  '/api/site/erase',
  (e) => {
    const body = e.requestInfo().body || {};
    const phone = String(body.phone || '').trim();
    const email = String(body.email || '').trim();
    if (phone && !/^\+947[0-9]{8}$/.test(phone)) {
      return e.json(400, { message: 'phone must be written +947XXXXXXXX.' });
    }
    if (!phone && (!email || email.length > 320 || email.indexOf('@') < 1)) {
      return e.json(400, { message: 'Give a phone (+947XXXXXXXX) or an email.' });
    }
    let result = null;
    e.app.runInTransaction((txApp) => {
      result = require(`${__hooks}/shared/retention.js`).erase(txApp, phone ? { phone } : { email });
    });
    e.app
      .logger()
      .info(
        'erasure',
        'applications',
        result.applications,
        'inquiries',
        result.inquiries,
        'jobAlertSubscriptions',
        result.jobAlertSubscriptions,
      );
    return e.json(200, result);
  },
  $apis.requireSuperuserAuth(),
);
