/// <reference path="../../pb_data/types.d.ts" />
// Where an application stands (pb_hooks/application-status.pb.js): the vacancy, the date sent and
// the status, for a reference and the mobile number it was sent with; nothing else of the record.
//
// Anything but both right answers `{found: false}`, the same for a wrong reference, a wrong number
// or both, after the same work: one read by reference and one comparison of the number (with a
// stand-in number when no record has that reference). Failures are counted per reference (by
// its text, whether or not an application has it: a count must not tell that one does); past
// WRONG_PER_REFERENCE in WRONG_WINDOW_MS a failure answers `{found: false, limited: true}`. The
// right number always passes, so nobody can lock an applicant out of their own status.
// The counts live in $app.store(), shared by the hooks' VMs, at most MAX_COUNTED references.

const REFERENCE = /^HL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
const MOBILE = /^\+947[0-9]{8}$/;
const WRONG_PER_REFERENCE = 10;
const WRONG_WINDOW_MS = 60 * 60 * 1000;
const MAX_COUNTED = 10000;
const PREFIX = 'application-status:';
// Never a stored number (the pattern asks for +947…), so it never matches.
const STAND_IN = '+940000000000';

/** Equal strings, compared over their whole length whatever they hold. */
function same(a, b) {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** `{ since, count }` of the window a reference's failures are in, or null. */
function counted(store, key, now) {
  const value = store.get(key);
  if (!value) return null;
  const [since, count] = String(value).split(':').map(Number);
  return now - since < WRONG_WINDOW_MS ? { since, count } : null;
}

/** Drops ended windows when the store is full. */
function prune(store, now) {
  if (store.length() < MAX_COUNTED) return;
  const all = store.getAll();
  for (const key in all) if (key.indexOf(PREFIX) === 0 && !counted(store, key, now)) store.remove(key);
}

/** Counts one failure of `reference`; true when it is past the limit (or no count can be kept). */
function failed(store, reference, now) {
  const key = PREFIX + reference;
  const window = counted(store, key, now);
  if (window && window.count >= WRONG_PER_REFERENCE) return true;
  const next = window ? `${window.since}:${window.count + 1}` : `${now}:1`;
  if (window || store.has(key)) {
    store.set(key, next);
    return false;
  }
  prune(store, now);
  // A store full of live counts: refuse rather than forget one (fail closed).
  return !store.setIfLessThanLimit(key, next, MAX_COUNTED);
}

/** The answer for `body` ({reference, phone}): [status, json]. */
function lookup(app, body, now) {
  const reference = String((body && body.reference) || '');
  const phone = String((body && body.phone) || '');
  if (!REFERENCE.test(reference) || !MOBILE.test(phone))
    return [400, { message: 'Give a reference (HL-…) and a mobile number (+947XXXXXXXX).' }];
  let record = null;
  try {
    record = app.findFirstRecordByData('applications', 'reference', reference);
  } catch (_) {
    record = null;
  }
  const match = same(record ? record.getString('phone') : STAND_IN, phone) && record !== null;
  if (!match) {
    return failed(app.store(), reference, now)
      ? [200, { found: false, limited: true }]
      : [200, { found: false }];
  }
  let vacancy = null;
  try {
    vacancy = app.findRecordById('vacancies', record.getString('vacancy'));
  } catch (_) {
    vacancy = null;
  }
  return [
    200,
    {
      found: true,
      vacancy: vacancy ? vacancy.getString('title') : '',
      vacancy_si: vacancy ? vacancy.getString('title_si') : '',
      sent: record.getString('created'),
      status: record.getString('status') || 'new',
    },
  ];
}

module.exports = { lookup, WRONG_PER_REFERENCE };
