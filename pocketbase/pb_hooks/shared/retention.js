// Shared module (not a hook file) for applications.pb.js: how long personal data is kept, and
// erasing one person's data on request (the privacy notice, content/privacy.ts, promises both).
// Deleting a record through the app deletes its files too.
var DEFAULT_RETENTION_DAYS = 365;
// How long a backup holds what was deleted: the nightly backups keep the last 7
// (pb_migrations/1767312001_backup_schedule.js, cronMaxKeep; tests/retention.test.mjs checks the
// two agree), and the retention run deletes any other backup (one made by hand) after as long.
var BACKUP_DAYS = 7;
var DAY_MS = 24 * 60 * 60 * 1000;
var PERSONAL = ['applications', 'inquiries'];
var BATCH = 200;
/** Job alert subscriptions never confirmed are deleted this long after they were asked for. */
var UNCONFIRMED_DAYS = 7;
/** Sent job alert emails (which name the address) are kept this long, for the office's questions. */
var SENT_EMAIL_DAYS = 7;

/** RETENTION_DAYS from the environment: a whole number of days ≥ 1, else the default. */
function retentionDays() {
  var raw = String($os.getenv('RETENTION_DAYS') || '').trim();
  var days = /^[0-9]+$/.test(raw) ? parseInt(raw, 10) : 0;
  return days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}

function stamp(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

/** Deletes every record of `collection` matching `filter`, batch by batch; answers the count. */
function deleteWhere(app, collection, filter, params) {
  var count = 0;
  for (;;) {
    var records = app.findRecordsByFilter(collection, filter, 'updated', BATCH, 0, params);
    if (records.length === 0) return count;
    for (var i = 0; i < records.length; i++) {
      app.delete(records[i]);
      count++;
    }
  }
}

/** Deletes the backup archives older than BACKUP_DAYS before `nowMs`; answers the count. */
function pruneBackups(app, nowMs) {
  var fsys = app.newBackupsFilesystem();
  var count = 0;
  try {
    var objects = fsys.list('');
    for (var i = 0; i < objects.length; i++) {
      var object = objects[i];
      if (/\.zip$/.test(object.key) && object.modTime.unixMilli() < nowMs - BACKUP_DAYS * DAY_MS) {
        fsys.delete(object.key);
        count++;
      }
    }
  } finally {
    fsys.close();
  }
  return count;
}

/**
 * Deletes applications and inquiries whose last change is more than retentionDays() before
 * `nowMs`, job alert subscriptions never confirmed within UNCONFIRMED_DAYS, sent job alert emails
 * older than SENT_EMAIL_DAYS, and backups older than BACKUP_DAYS, and forgets senders' address
 * hashes (below): {"cutoff": "...", "days": 365, "applications": n, "inquiries": m,
 * "jobAlertSubscriptions": s, "jobAlertEmails": j, "backups": k}.
 */
function runRetention(app, nowMs) {
  var days = retentionDays();
  var cutoff = stamp(nowMs - days * DAY_MS);
  var result = { cutoff: cutoff, days: days };
  for (var i = 0; i < PERSONAL.length; i++) {
    result[PERSONAL[i]] = deleteWhere(app, PERSONAL[i], 'updated < {:cutoff}', { cutoff: cutoff });
  }
  result.jobAlertSubscriptions = deleteWhere(
    app,
    'job_alert_subscriptions',
    'confirmed = false && created < {:cutoff}',
    {
      cutoff: stamp(nowMs - UNCONFIRMED_DAYS * DAY_MS),
    },
  );
  result.jobAlertEmails = deleteWhere(
    app,
    'job_alert_emails',
    'deliveryState = "delivered" && updated < {:cutoff}',
    {
      cutoff: stamp(nowMs - SENT_EMAIL_DAYS * DAY_MS),
    },
  );
  result.backups = pruneBackups(app, nowMs);
  forgetSenders(app, nowMs);
  return result;
}

/**
 * Empties the keyed hash of the sender's address (pb_migrations/1767900000_applications_browser_secret.js)
 * of applications created more than a day before `nowMs`: it only ever matters for 10 minutes. In
 * SQL, so that `updated` (the retention clock above) stays as it was.
 */
function forgetSenders(app, nowMs) {
  app
    .db()
    .newQuery("UPDATE applications SET sender_hash = '' WHERE sender_hash != '' AND created < {:since}")
    .bind({ since: stamp(nowMs - DAY_MS) })
    .execute();
}

/** The last nine digits of a phone number as anyone typed it ("077 123 4567" → "771234567"). */
function nationalDigits(value) {
  var digits = String(value || '').replace(/[^0-9]/g, '');
  return digits.length >= 9 ? digits.slice(-9) : '';
}

/** Inquiries whose free-text phone is the same mobile number, in any spelling. */
function deleteInquiriesByPhone(app, phone) {
  var wanted = nationalDigits(phone);
  var count = 0;
  var offset = 0;
  for (;;) {
    var records = app.findRecordsByFilter('inquiries', 'phone != ""', 'created', BATCH, offset);
    if (records.length === 0) return count;
    for (var i = 0; i < records.length; i++) {
      if (nationalDigits(records[i].getString('phone')) === wanted) {
        app.delete(records[i]);
        count++;
      } else {
        offset++;
      }
    }
  }
}

/**
 * Deletes one person's applications, inquiries and job alert subscriptions: by `phone` (the stored form +947XXXXXXXX;
 * an application's phone or WhatsApp number, an inquiry's phone in any spelling) or by `email`
 * (any case; a subscription has an email only). Answers {"applications": n, "inquiries": m,
 * "jobAlertSubscriptions": s}.
 */
function erase(app, by) {
  if (by.phone) {
    return {
      applications: deleteWhere(app, 'applications', 'phone = {:phone} || whatsapp = {:phone}', {
        phone: by.phone,
      }),
      inquiries: deleteInquiriesByPhone(app, by.phone),
      jobAlertSubscriptions: 0,
    };
  }
  var params = { email: by.email.toLowerCase() };
  return {
    applications: deleteWhere(app, 'applications', 'email:lower = {:email}', params),
    inquiries: deleteWhere(app, 'inquiries', 'email:lower = {:email}', params),
    // With their emails (a cascading relation).
    jobAlertSubscriptions: deleteWhere(app, 'job_alert_subscriptions', 'email:lower = {:email}', params),
  };
}

module.exports = {
  DEFAULT_RETENTION_DAYS: DEFAULT_RETENTION_DAYS,
  BACKUP_DAYS: BACKUP_DAYS,
  UNCONFIRMED_DAYS: UNCONFIRMED_DAYS,
  retentionDays: retentionDays,
  runRetention: runRetention,
  erase: erase,
};
