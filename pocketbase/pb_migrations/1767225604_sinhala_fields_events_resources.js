/// <reference path="../pb_data/types.d.ts" />
// Optional Sinhala text beside the English fields of events and resources. The Sinhala pages
// show these and fall back to the English field when one is empty.
const FIELDS = {
  events_v3: [
    { type: 'text', name: 'title_si', max: 300 },
    { type: 'text', name: 'description_si', max: 20000 },
    { type: 'text', name: 'location_si', max: 500 },
  ],
  resources: [
    { type: 'text', name: 'title_si', max: 300 },
    { type: 'text', name: 'description_si', max: 5000 },
  ],
};

migrate(
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) collection.fields.add(new TextField(field));
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) collection.fields.removeByName(field.name);
      app.save(collection);
    }
  },
);
