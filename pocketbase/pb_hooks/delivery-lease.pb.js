/// <reference path="../pb_data/types.d.ts" />
// POST /api/site/inquiries/{id}/claim     {"owner": "<instance id>", "seconds": 30}
// POST /api/site/applications/{id}/claim  (the same, for job applications)
// POST /api/site/job_alert_emails/{id}/claim  (the same, for job alert emails)
// Claims the delivery of one record for `seconds` when nobody else holds a live claim, and
// answers the record's current deliveryState so the caller re-checks it before sending:
//   200 {"claimed": true, "deliveryState": "pending"}   the caller may send now
//   409 {"claimed": false, "deliveryState": "..."}      another instance holds it, or delivered
//   404 {"message": "No such inquiry."}                 (or "No such application.")
// Only the site's server may call it: a superuser or a record of the site's writer account.
// The logic is in pb_hooks/shared/lease.js.
routerAdd(
  'POST',
  '/api/site/inquiries/{id}/claim',
  (e) => require(`${__hooks}/shared/lease.js`).handle(e, 'inquiries'),
  $apis.requireAuth(),
);

routerAdd(
  'POST',
  '/api/site/applications/{id}/claim',
  (e) => require(`${__hooks}/shared/lease.js`).handle(e, 'applications'),
  $apis.requireAuth(),
);

routerAdd(
  'POST',
  '/api/site/job_alert_emails/{id}/claim',
  (e) => require(`${__hooks}/shared/lease.js`).handle(e, 'job_alert_emails'),
  $apis.requireAuth(),
);
