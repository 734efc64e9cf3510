/// <reference path="../pb_data/types.d.ts" />
// The FAQ and the team (pb_migrations/1767900005_create_faq_and_team.js): a record is published
// only with its Sinhala text, for superusers too (shared/lists.js); the message names the field.

onRecordCreate(
  (e) => {
    require(`${__hooks}/shared/lists.js`).requireSinhala(e.record);
    e.next();
  },
  'faq_items',
  'team_members',
);

onRecordUpdate(
  (e) => {
    require(`${__hooks}/shared/lists.js`).requireSinhala(e.record);
    e.next();
  },
  'faq_items',
  'team_members',
);
