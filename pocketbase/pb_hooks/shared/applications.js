// Shared module (not a hook file) for applications.pb.js: what a create by the site's account
// means for `applications` (pb_migrations/1767800000_create_applications.js,
// pb_migrations/1767900000_applications_browser_secret.js).
//
// An application is the same one again only when whoever sends it proves it:
//   - the browser's proof: a record with the sent id exists and its `secret_hash` equals the sent
//     one (the SHA-256 of a secret only the browser that made the id holds, lib/forms/client-ids.ts):
//       same answers_hash: nothing is written;
//         200 {"id": "<its id>", "reference": "<its reference>", "repeat": true}
//       another answers_hash: that record takes the new answers and files, revision + 1,
//       deliveryState "pending" again (the outbox delivers it as an update);
//         200 {"id": "<its id>", "reference": "<its reference>", "updated": true}
//   - without scripts (no browser id, `sender_hash` set: a keyed hash of the client's address made
//     by the site): a record with the same sender_hash and answers_hash (the CV bytes' hashes
//     included) created within SENDER_WINDOW_MS is the same one, answered as a repeat above.
// Anything else is a new record. When the sent id or reference is already another record's (a
// wrong secret, or none), the new record gets a new id and a new reference made here: never
// another record's, and answered like any new record, so the answer never tells whether an id or
// a reference exists. `many_from_phone` is set on a new record when more than PHONE_BUDGET
// applications from its mobile number were created within PHONE_WINDOW_MS (it included): stored
// and flagged for the editors, never refused.
var SENDER_WINDOW_MS = 10 * 60 * 1000;
var PHONE_BUDGET = 3;
var PHONE_WINDOW_MS = 60 * 60 * 1000;

// lib/forms/reference.ts (REFERENCE_ALPHABET) and PocketBase's record ids.
var REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
var ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

// The applicant's answers: what a changed resend replaces (cv: the new uploads replace the old).
var ANSWERS = [
  'full_name',
  'called_name',
  'phone',
  'whatsapp',
  'email',
  'birth_date',
  'district',
  'japanese_level',
  'skills_test',
  'experience_years',
  'passport',
  'message',
  'consent',
  'locale',
  'answers_hash',
];

/** A time in PocketBase's stored form, "YYYY-MM-DD HH:MM:SS.mmmZ" (compares as a string). */
function stamp(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

/** Fresh outbox state: the site delivers the record (again). */
function resetDelivery(record) {
  record.set('deliveryState', 'pending');
  record.set('attempts', 0);
  record.set('lastError', '');
  record.set('deliveredAt', '');
  record.set('nextAttemptAt', '');
}

/** What a create sets whoever sends it; the site's account cannot choose any of it. */
function setCreateDefaults(record, bySite) {
  if (bySite || !record.getString('status')) record.set('status', 'new');
  if (bySite || record.getInt('revision') < 1) record.set('revision', 1);
  if (bySite) {
    resetDelivery(record);
    record.set('many_from_phone', false);
  }
}

// The body's names of the two hidden fields' values (PocketBase drops a hidden field's own name
// from a non-superuser's body).
var HIDDEN = { secret_sha256: 'secret_hash', sender_hmac: 'sender_hash' };

/** Sets the hidden secret_hash and sender_hash of the record being created from the body. */
function takeHidden(record, body) {
  for (var sent in HIDDEN) {
    var value = body[sent];
    if (Array.isArray(value)) value = value[0];
    record.set(HIDDEN[sent], typeof value === 'string' ? value : '');
  }
}

function findById(app, id) {
  if (!id) return null;
  try {
    return app.findRecordById('applications', id);
  } catch (_) {
    return null;
  }
}

function first(app, filter, params) {
  var found = app.findRecordsByFilter('applications', filter, '-created', 1, 0, params);
  return found.length > 0 ? found[0] : null;
}

/** Whether `record` holds the secret whose hash `hash` is (compared in constant time). */
function provenBy(record, hash) {
  var stored = record.getString('secret_hash');
  return stored.length === 64 && hash.length === 64 && $security.equal(stored, hash);
}

/** The earlier record this create is the same application as, or null (see the top). */
function findSame(app, incoming, nowMs) {
  var hash = incoming.getString('secret_hash');
  var byId = findById(app, incoming.id);
  if (byId) return hash && provenBy(byId, hash) ? byId : null;
  var sender = incoming.getString('sender_hash');
  if (!sender) return null;
  return first(
    app,
    'sender_hash = {:sender} && answers_hash = {:answers} && vacancy = {:vacancy} && created >= {:since}',
    {
      sender: sender,
      answers: incoming.getString('answers_hash'),
      vacancy: incoming.getString('vacancy'),
      since: stamp(nowMs - SENDER_WINDOW_MS),
    },
  );
}

/** Applies a proven resend to its record (saved with `app`) and returns the answer's body. */
function applyRepeat(app, match, incoming) {
  var body = { id: match.id, reference: match.getString('reference') };
  if (match.getString('answers_hash') === incoming.getString('answers_hash')) {
    body.repeat = true;
    return body;
  }
  for (var i = 0; i < ANSWERS.length; i++) match.set(ANSWERS[i], incoming.get(ANSWERS[i]));
  match.set('cv', incoming.getUnsavedFiles('cv'));
  match.set('revision', match.getInt('revision') + 1);
  resetDelivery(match);
  app.save(match);
  body.updated = true;
  return body;
}

/** A new record's id and reference: new ones made here when either is taken. */
function claimIds(app, incoming) {
  var taken =
    findById(app, incoming.id) !== null ||
    first(app, 'reference = {:reference}', { reference: incoming.getString('reference') }) !== null;
  if (!taken) return;
  for (;;) {
    var id = $security.randomStringWithAlphabet(15, ID_ALPHABET);
    var reference = 'HL-' + $security.randomStringWithAlphabet(8, REFERENCE_ALPHABET);
    if (findById(app, id) || first(app, 'reference = {:reference}', { reference: reference })) continue;
    incoming.set('id', id);
    incoming.set('reference', reference);
    return;
  }
}

/** Flags a new record when its phone sent more than PHONE_BUDGET applications in the window. */
function flagPhone(app, incoming, nowMs) {
  var earlier = app.countRecords(
    'applications',
    $dbx.exp('phone = {:phone} AND created >= {:since}', {
      phone: incoming.getString('phone'),
      since: stamp(nowMs - PHONE_WINDOW_MS),
    }),
  );
  incoming.set('many_from_phone', earlier >= PHONE_BUDGET);
}

module.exports = {
  SENDER_WINDOW_MS: SENDER_WINDOW_MS,
  PHONE_BUDGET: PHONE_BUDGET,
  setCreateDefaults: setCreateDefaults,
  takeHidden: takeHidden,
  findSame: findSame,
  applyRepeat: applyRepeat,
  claimIds: claimIds,
  flagPhone: flagPhone,
  stamp: stamp,
};
