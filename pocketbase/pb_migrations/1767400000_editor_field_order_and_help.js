/// <reference path="../pb_data/types.d.ts" />
// For editors: the admin's record form lists fields in the order of `collection.fields`, and the
// Sinhala fields (1767225604_sinhala_fields_events_resources.js) and the post's translation link
// (1767225610_blogs_v3_translation.js) were added at the end, below created/updated. This puts
// each Sinhala field right after its English one and the translation after the language, and
// gives the fields editors ask about a help text (shown under the field in the record form).
// Field ids and data are unchanged; only the order and the help texts are.

/** Fields that move: each after its anchor, in this order. */
const MOVES = {
  blogs_v3: [['translation', 'language']],
  events_v3: [
    ['title_si', 'title'],
    ['description_si', 'description'],
    ['location_si', 'location'],
  ],
  resources: [
    ['title_si', 'title'],
    ['description_si', 'description'],
  ],
};

// At most 300 characters each (PocketBase's limit for a field's help).
const HELP = {
  blogs_v3: {
    language: 'The language this post is written in. A post shows on the pages of its language only.',
    translation:
      'The same post in the other language, if there is one. Set it on one of the two posts; the other is linked for you.',
    status: 'Only published posts are on the site. Drafts can be previewed (docs/editors.md).',
  },
  events_v3: {
    title_si: 'Sinhala title for the /si pages. Leave empty to show the English title there.',
    description_si: 'Sinhala description for the /si pages. Leave empty to show the English one.',
    event_date:
      'Start date and time in Sri Lanka time. The box uses the time zone named after the field name (your computer’s); it must read Asia/Colombo. Visitors see Sri Lanka time; calendar files end 2 hours later.',
    location: 'Venue, as visitors should read it, e.g. "Head office, Colombo 03".',
    location_si: 'Sinhala venue for the /si pages. Leave empty to show the English venue there.',
    screens: 'Card image, 16:9 (e.g. 1280×720 px); JPEG, PNG, WebP or GIF up to 5 MB.',
    status: 'Only published events are on the site. Drafts can be previewed (docs/editors.md).',
  },
  resources: {
    title_si: 'Sinhala title for the /si pages. Leave empty to show the English title there.',
    description_si: 'Sinhala description for the /si pages. Leave empty to show the English one.',
    category:
      'One of: Study Materials, Visa Information, Work Culture, Forms, Legal. Legal documents are always listed first on /documents.',
    fileType: 'Shown on the card, e.g. PDF.',
    fileSize: 'Size of the file in bytes, shown on the card as KB or MB.',
    status: 'Only published documents are on the site. Drafts can be previewed (docs/editors.md).',
  },
};

// Past every field: FieldsList.addAt clamps it to the end.
const END = 10000;

migrate(
  (app) => {
    for (const name of Object.keys(MOVES)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [field, anchor] of MOVES[name]) {
        const position = collection.fields.fieldNames().indexOf(anchor) + 1;
        collection.fields.addAt(position, collection.fields.getByName(field));
      }
      for (const [field, help] of Object.entries(HELP[name])) {
        collection.fields.getByName(field).help = help;
      }
      app.save(collection);
    }
  },
  (app) => {
    for (const name of Object.keys(MOVES)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [field] of MOVES[name]) {
        collection.fields.addAt(END, collection.fields.getByName(field));
      }
      for (const field of Object.keys(HELP[name])) {
        collection.fields.getByName(field).help = '';
      }
      app.save(collection);
    }
  },
);
