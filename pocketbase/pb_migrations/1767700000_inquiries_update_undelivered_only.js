/// <reference path="../pb_data/types.d.ts" />
// The site account updates an inquiry only while it is undelivered, as it reads one
// (1767600000_protected_files_private_inquiries.js). PocketBase answers an update with the whole
// record, so an update allowed on a delivered inquiry read back its name, email, phone and
// message, and could set it back to pending (sent again). `deliveryState` in an update rule is the
// stored value: the outbox's own updates (lib/outbox/records.ts: markDelivered, markFailed) all
// start from pending or failed. A delivered inquiry is now the superusers' alone.
const SITE_RULE = '@request.auth.collectionName = "site_writers"';
const UNDELIVERED_RULE = `${SITE_RULE} && deliveryState != "delivered"`;

migrate(
  (app) => {
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.updateRule = UNDELIVERED_RULE;
    app.save(inquiries);
  },
  (app) => {
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.updateRule = SITE_RULE;
    app.save(inquiries);
  },
);
