/// <reference path="../pb_data/types.d.ts" />
// The contact form takes a phone number OR an email (lib/contact/schema.ts): `email` is no longer
// required; `phone` holds the number as `+947XXXXXXXX` (lib/forms/phone.ts). Each inquiry also
// keeps the reference the visitor was shown (`HL-` and eight symbols, lib/forms/reference.ts),
// made by the site before it stores anything; unique among inquiries that have one (those stored
// before this migration have none).
const REFERENCE_INDEX =
  "CREATE UNIQUE INDEX `idx_inquiries_reference` ON `inquiries` (`reference`) WHERE `reference` != ''";

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('inquiries');
    collection.fields.getByName('email').required = false;
    collection.fields.add(new TextField({ name: 'reference', max: 20 }));
    collection.indexes.push(REFERENCE_INDEX);
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('inquiries');
    collection.indexes = collection.indexes.filter((index) => !index.includes('idx_inquiries_reference'));
    collection.fields.removeByName('reference');
    collection.fields.getByName('email').required = true;
    app.save(collection);
  },
);
