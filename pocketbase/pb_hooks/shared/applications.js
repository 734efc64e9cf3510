// Shared module (not a hook file) for applications.pb.js: what a create by the site's account
// means for `applications` (pb_migrations/1767800000_create_applications.js).
//
// One application per phone number and vacancy within REPEAT_WINDOW_MS of its first send:
//   - no application from that phone for that vacancy created in the window: a new record,
//     status "new", revision 1, deliveryState "pending"; PocketBase's usual 200 with the record.
//   - one with the same answers_hash: nothing is written;
//       200 {"id": "<its id>", "reference": "<its reference>", "repeat": true}
//   - one with another answers_hash: that record takes the new answers and files (its reference
//     stays), revision + 1, deliveryState "pending" again (the outbox delivers it as an update);
//       200 {"id": "<its id>", "reference": "<its reference>", "updated": true}
// The answer names only the matched record's id and reference, which the sender already holds
// when the phone is theirs. After the window a send is a new application: a stranger who knows
// a phone number can never overwrite an application older than a day.
var REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

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
  if (bySite) resetDelivery(record);
}

/** The newest application from the same phone for the same vacancy within the window, or null. */
function findRepeat(app, record, nowMs) {
  var found = app.findRecordsByFilter(
    'applications',
    'phone = {:phone} && vacancy = {:vacancy} && created >= {:since}',
    '-created',
    1,
    0,
    {
      phone: record.getString('phone'),
      vacancy: record.getString('vacancy'),
      since: stamp(nowMs - REPEAT_WINDOW_MS),
    },
  );
  return found.length > 0 ? found[0] : null;
}

/** Applies a resend to the matched record (saved with `app`) and returns the answer's body. */
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

module.exports = {
  REPEAT_WINDOW_MS: REPEAT_WINDOW_MS,
  setCreateDefaults: setCreateDefaults,
  findRepeat: findRepeat,
  applyRepeat: applyRepeat,
  stamp: stamp,
};
