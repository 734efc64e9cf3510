/// <reference path="../pb_data/types.d.ts" />
// blogs_v3.translation is symmetric: saving A with translation = B also sets B.translation = A
// and clears the link of A's (or B's) former partner. See translation.js.

onRecordCreate((e) => {
  const t = require(`${__hooks}/translation.js`);
  t.validate(e);
  e.next();
  t.sync(e.app, e.record, '');
}, 'blogs_v3');

onRecordUpdate((e) => {
  const t = require(`${__hooks}/translation.js`);
  t.validate(e);
  const before = e.record.original().getString('translation');
  e.next();
  t.sync(e.app, e.record, before);
}, 'blogs_v3');
