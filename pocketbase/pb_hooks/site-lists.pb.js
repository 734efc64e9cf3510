/// <reference path="../pb_data/types.d.ts" />
// The services, special programs, why-us items and about cards
// (pb_migrations/1768100001_create_site_lists.js): a record is published only with its Sinhala text
// (shared/lists.js), and a service's details and an about card's text are in their form
// (shared/site-lists.js), for superusers too; each message names the field.

onRecordCreate(
  (e) => {
    require(`${__hooks}/shared/lists.js`).requireSinhala(e.record);
    require(`${__hooks}/shared/site-lists.js`).check(e.record);
    e.next();
  },
  ...require(`${__hooks}/shared/site-lists.js`).COLLECTIONS,
);

onRecordUpdate(
  (e) => {
    require(`${__hooks}/shared/lists.js`).requireSinhala(e.record);
    require(`${__hooks}/shared/site-lists.js`).check(e.record);
    e.next();
  },
  ...require(`${__hooks}/shared/site-lists.js`).COLLECTIONS,
);
