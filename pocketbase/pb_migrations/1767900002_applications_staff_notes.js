/// <reference path="../pb_data/types.d.ts" />
// A `notes` field on each application for the agency's staff (calls made, documents seen, next
// step). Hidden: PocketBase shows and takes it only from superusers, so the site's account
// (site_writers) can neither read it nor write it (a value it sends is dropped), and the site never
// puts it in the webhook or in anything an applicant sees. Placed after `status`, where staff work.
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('applications');
    collection.fields.addAt(
      collection.fields.fieldNames().indexOf('status') + 1,
      new TextField({
        name: 'notes',
        max: 5000,
        hidden: true,
        help: 'Notes for the office: calls made, documents seen, the next step. Only staff signed in to the admin see them; never the applicant, never the team inbox.',
      }),
    );
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('applications');
    collection.fields.removeByName('notes');
    app.save(collection);
  },
);
