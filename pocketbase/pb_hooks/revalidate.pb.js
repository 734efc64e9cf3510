/// <reference path="../pb_data/types.d.ts" />
// After a blog post, event, resource or vacancy is created, updated or deleted, POST
// {"collection","id"} to $SITE_REVALIDATE_URL (one address; a comma list is each called,
// shared/revalidate.js) with the x-revalidate-secret header ($REVALIDATE_SECRET). Skipped when
// SITE_REVALIDATE_URL is empty.
// e.next() is always called, so a save never fails because of this hook.
const revalidated = require(`${__hooks}/shared/revalidate.js`).COLLECTIONS;

for (const register of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  register(
    (e) => {
      try {
        require(`${__hooks}/shared/revalidate.js`).notify(e);
      } catch (_) {}
      e.next();
    },
    ...revalidated,
  );
}
