/// <reference path="../pb_data/types.d.ts" />
// POST /api/site/inquiries/{id}/claim  {"owner": "<instance id>", "seconds": 30}
// Claims the delivery of one inquiry for `seconds` when nobody else holds a live claim, and
// answers the inquiry's current deliveryState so the caller re-checks it before sending:
//   200 {"claimed": true, "deliveryState": "pending"}   the caller may send now
//   409 {"claimed": false, "deliveryState": "..."}      another instance holds it
// Only the site's server may call it: a superuser or a record of the site's writer account.
routerAdd(
  'POST',
  '/api/site/inquiries/{id}/claim',
  (e) => {
    const auth = e.auth;
    const allowed = ['_superusers', 'site_writers'];
    if (!auth || allowed.indexOf(auth.collection().name) < 0) {
      return e.json(403, { message: 'Only the site may claim deliveries.' });
    }
    const id = e.request.pathValue('id');
    const body = e.requestInfo().body || {};
    const owner = String(body.owner || '').slice(0, 100);
    const seconds = Math.min(Math.max(Number(body.seconds) || 30, 1), 600);
    if (!owner) return e.json(400, { message: 'owner is required.' });

    let result = null;
    e.app.runInTransaction((txApp) => {
      let record;
      try {
        record = txApp.findRecordById('inquiries', id);
      } catch (_) {
        result = { status: 404, body: { message: 'No such inquiry.' } };
        return;
      }
      const now = Date.now();
      const state = record.getString('deliveryState') || 'pending';
      const holder = record.getString('claimedBy');
      const expires = record.getInt('claimExpires');
      if (state === 'delivered' || (holder && holder !== owner && expires > now)) {
        result = { status: 409, body: { claimed: false, deliveryState: state } };
        return;
      }
      record.set('claimedBy', owner);
      record.set('claimExpires', now + seconds * 1000);
      txApp.saveNoValidate(record);
      result = { status: 200, body: { claimed: true, deliveryState: state } };
    });
    return e.json(result.status, result.body);
  },
  $apis.requireAuth(),
);
