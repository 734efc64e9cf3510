/// <reference path="../pb_data/types.d.ts" />
// Two access fixes:
// - Record files are `protected`: PocketBase serves them only with a file token whose account
//   passes the record's view rule (`status = "published"`), so a draft's files stay unreachable
//   to anyone who learnt a file name. The site's file proxy (app/api/files/[...path]/route.ts)
//   fetches them with a token of its site_writers account.
// - The site account reads an inquiry (names, emails, phone numbers, messages) only while it is
//   undelivered: all the contact outbox needs (lib/contact/store.ts). Delivered inquiries stay
//   with superusers. Create and update are unchanged.
const FILE_FIELDS = { blogs_v3: 'images', events_v3: 'screens', resources: 'resourceFile' };
const SITE_RULE = '@request.auth.collectionName = "site_writers"';
const UNDELIVERED_RULE = `${SITE_RULE} && deliveryState != "delivered"`;

// Vacancy images too, where that collection exists (pb_migrations/1767500000_create_vacancies.js).
const OPTIONAL_FILE_FIELDS = { vacancies: 'image' };

function setProtected(app, value) {
  for (const [name, field] of Object.entries(FILE_FIELDS)) {
    const collection = app.findCollectionByNameOrId(name);
    collection.fields.getByName(field).protected = value;
    app.save(collection);
  }
  for (const [name, field] of Object.entries(OPTIONAL_FILE_FIELDS)) {
    let collection = null;
    try {
      collection = app.findCollectionByNameOrId(name);
    } catch (_) {
      continue;
    }
    const found = collection.fields.getByName(field);
    if (!found) continue;
    found.protected = value;
    app.save(collection);
  }
}

migrate(
  (app) => {
    setProtected(app, true);
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.listRule = UNDELIVERED_RULE;
    inquiries.viewRule = UNDELIVERED_RULE;
    app.save(inquiries);
  },
  (app) => {
    setProtected(app, false);
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.listRule = SITE_RULE;
    inquiries.viewRule = SITE_RULE;
    app.save(inquiries);
  },
);
