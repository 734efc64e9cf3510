/// <reference path="../pb_data/types.d.ts" />
// The one settings record (pb_migrations/1767900004_create_site_settings.js): a second is refused
// and the record cannot be deleted, for superusers too (they pass every API rule, so the rule
// lives here); every save stores the numbers as +94… and refuses one that is not Sri Lankan, with
// a message for the editor (shared/site-settings.js). The request hooks give the admin the
// message; the model hooks hold the same line for saves that come from other hooks or migrations.

onRecordCreateRequest((e) => {
  const s = require(`${__hooks}/shared/site-settings.js`);
  s.refuseSecond(e.app);
  s.check(e.record);
  e.next();
}, 'site_settings');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/shared/site-settings.js`).check(e.record);
  e.next();
}, 'site_settings');

onRecordDeleteRequest(() => {
  throw new BadRequestError(require(`${__hooks}/shared/site-settings.js`).DELETE);
}, 'site_settings');

onRecordCreate((e) => {
  const s = require(`${__hooks}/shared/site-settings.js`);
  s.refuseSecond(e.app);
  s.check(e.record);
  e.next();
}, 'site_settings');

onRecordUpdate((e) => {
  require(`${__hooks}/shared/site-settings.js`).check(e.record);
  e.next();
}, 'site_settings');

onRecordDelete(() => {
  throw new BadRequestError(require(`${__hooks}/shared/site-settings.js`).DELETE);
}, 'site_settings');
