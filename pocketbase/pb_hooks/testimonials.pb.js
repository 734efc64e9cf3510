/// <reference path="../pb_data/types.d.ts" />
// The testimonials (pb_migrations/1768100000_create_testimonials.js): a record is published only
// with its Sinhala text (shared/lists.js) and its English clip, and a poster or clip of the wrong
// type or over its size limit is refused with a message naming it (shared/testimonials.js), for
// superusers too.

onRecordCreate((e) => {
  require(`${__hooks}/shared/lists.js`).requireSinhala(e.record);
  require(`${__hooks}/shared/testimonials.js`).checkMedia(e.record);
  e.next();
}, 'testimonials');

onRecordUpdate((e) => {
  require(`${__hooks}/shared/lists.js`).requireSinhala(e.record);
  require(`${__hooks}/shared/testimonials.js`).checkMedia(e.record);
  e.next();
}, 'testimonials');
