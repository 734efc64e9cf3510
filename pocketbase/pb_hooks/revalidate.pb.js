/// <reference path="../pb_data/types.d.ts" />
// After a blog post, event or resource is created, updated or deleted, POST
// {"collection","id"} to $SITE_REVALIDATE_URL with the x-revalidate-secret
// header ($REVALIDATE_SECRET). Skipped when SITE_REVALIDATE_URL is empty.
// e.next() is always called, so a save never fails because of this hook.

onRecordAfterCreateSuccess(
  (e) => {
    try {
      require(`${__hooks}/revalidate.js`).notify(e);
    } catch (_) {}
    e.next();
  },
  'blogs_v3',
  'events_v3',
  'resources',
);

onRecordAfterUpdateSuccess(
  (e) => {
    try {
      require(`${__hooks}/revalidate.js`).notify(e);
    } catch (_) {}
    e.next();
  },
  'blogs_v3',
  'events_v3',
  'resources',
);

onRecordAfterDeleteSuccess(
  (e) => {
    try {
      require(`${__hooks}/revalidate.js`).notify(e);
    } catch (_) {}
    e.next();
  },
  'blogs_v3',
  'events_v3',
  'resources',
);
