// Shared module (not a hook file) for delivery-lease.pb.js: one live delivery claim per record
// of an outbox collection (`inquiries`, `applications`, `job_alert_emails`), taken inside one transaction.
var OUTBOXES = {
  inquiries: 'No such inquiry.',
  applications: 'No such application.',
  job_alert_emails: 'No such email.',
};

/** Claims `id` in `collection` for `owner` for `seconds`: {status, body} for the answer. */
function claim(app, collection, id, owner, seconds) {
  var result = null;
  app.runInTransaction(function (txApp) {
    var record;
    try {
      record = txApp.findRecordById(collection, id);
    } catch (_) {
      result = { status: 404, body: { message: OUTBOXES[collection] } };
      return;
    }
    var now = Date.now();
    var state = record.getString('deliveryState') || 'pending';
    var holder = record.getString('claimedBy');
    var expires = record.getInt('claimExpires');
    if (state === 'delivered' || (holder && holder !== owner && expires > now)) {
      result = { status: 409, body: { claimed: false, deliveryState: state } };
      return;
    }
    record.set('claimedBy', owner);
    record.set('claimExpires', now + seconds * 1000);
    txApp.saveNoValidate(record);
    result = { status: 200, body: { claimed: true, deliveryState: state } };
  });
  return result;
}

/** The route handler for POST /api/site/<collection>/{id}/claim. */
function handle(e, collection) {
  var auth = e.auth;
  var allowed = ['_superusers', 'site_writers'];
  if (!auth || allowed.indexOf(auth.collection().name) < 0) {
    return e.json(403, { message: 'Only the site may claim deliveries.' });
  }
  var body = e.requestInfo().body || {};
  var owner = String(body.owner || '').slice(0, 100);
  var seconds = Math.min(Math.max(Number(body.seconds) || 30, 1), 600);
  if (!owner) return e.json(400, { message: 'owner is required.' });
  var result = claim(e.app, collection, e.request.pathValue('id'), owner, seconds);
  return e.json(result.status, result.body);
}

module.exports = { handle: handle };
