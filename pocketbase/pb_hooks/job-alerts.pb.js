/// <reference path="../pb_data/types.d.ts" />
// Job alerts by email (pb_migrations/1768000000_create_job_alerts.js; the logic in
// pb_hooks/shared/job-alerts.js). Only the site's account (site_writers) or a superuser:
//   POST /api/site/alerts/subscribe    {id, emailId, email, sectors, locale, confirmHash,
//                                       unsubscribeHash, token} -> 200 {queued: "<email id>" | ""}
//   POST /api/site/alerts/confirm      {hash} -> 200 {confirmed: true | false}
//   POST /api/site/alerts/unsubscribe  {hash} -> 200 {deleted: true | false}
// A vacancy created as published, or changed into published, queues the matching alerts in the
// transaction of its write: both are stored or neither, so the site's send loop finds them in
// PocketBase whatever instance runs and however often either restarts.
// Logs carry ids and counts only.
routerAdd('POST', '/api/site/alerts/subscribe', (e) => {
  const lib = require(`${__hooks}/shared/job-alerts.js`);
  if (!lib.bySite(e)) return e.json(403, { message: 'Only the site may subscribe.' });
  const input = lib.readSubscribe(e.requestInfo().body || {}, lib.knownSectors(e.app));
  if (!input) return e.json(400, { message: 'Invalid subscription.' });
  let result = null;
  e.app.runInTransaction((txApp) => {
    result = lib.subscribe(txApp, input, Date.now());
  });
  return e.json(200, result);
});

routerAdd('POST', '/api/site/alerts/confirm', (e) => {
  const lib = require(`${__hooks}/shared/job-alerts.js`);
  if (!lib.bySite(e)) return e.json(403, { message: 'Only the site may confirm.' });
  const hash = String((e.requestInfo().body || {}).hash || '');
  let result = null;
  e.app.runInTransaction((txApp) => {
    result = lib.confirm(txApp, hash, Date.now());
  });
  return e.json(200, result);
});

routerAdd('POST', '/api/site/alerts/unsubscribe', (e) => {
  const lib = require(`${__hooks}/shared/job-alerts.js`);
  if (!lib.bySite(e)) return e.json(403, { message: 'Only the site may unsubscribe.' });
  const hash = String((e.requestInfo().body || {}).hash || '');
  let result = null;
  e.app.runInTransaction((txApp) => {
    result = lib.unsubscribe(txApp, hash);
  });
  return e.json(200, result);
});

// Handlers run apart from this file's scope: what they share is in shared/job-alerts.js. The
// Execute hooks wrap the database write itself, after validation.
onRecordCreateExecute((e) => {
  require(`${__hooks}/shared/job-alerts.js`).saveWithAlerts(e);
}, 'vacancies');

// Only a change into published: an edit of a vacancy published before (a typo) sends nothing, also
// not to those who subscribed since.
onRecordUpdateExecute((e) => {
  if (e.record.original().getString('status') === 'published') return e.next();
  require(`${__hooks}/shared/job-alerts.js`).saveWithAlerts(e);
}, 'vacancies');
