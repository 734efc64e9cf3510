/// <reference path="../pb_data/types.d.ts" />
// A delivery lease on each inquiry, so that several site instances retrying the outbox never
// send one inquiry twice at once: pb_hooks/delivery-lease.pb.js sets claimedBy/claimExpires
// only where no live claim exists (inside one transaction).
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('inquiries');
    collection.fields.add(new TextField({ name: 'claimedBy', max: 100 }));
    collection.fields.add(new NumberField({ name: 'claimExpires', min: 0, onlyInt: true }));
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('inquiries');
    collection.fields.removeByName('claimedBy');
    collection.fields.removeByName('claimExpires');
    app.save(collection);
  },
);
