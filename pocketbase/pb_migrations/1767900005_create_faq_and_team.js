/// <reference path="../pb_data/types.d.ts" />
// The home page's lists, edited in the admin: the FAQ (`faq_items`, the contact section) and the
// team (`team_members`, the about section). Each record has a status (draft/published) and an
// order (smaller first); English and Sinhala side by side, each field a help text (≤ 300 chars).
// Guests list and view published records only; nobody but superusers writes (the site's account
// neither). pb_hooks/lists.pb.js refuses to publish a record without its Sinhala text.
// The development seed creates today's items (seed-data.mjs FAQ_ITEMS, TEAM_MEMBERS).

const PUBLISHED = 'status = "published"';
const STATUS = {
  type: 'select',
  name: 'status',
  required: true,
  values: ['draft', 'published'],
  maxSelect: 1,
  help: 'draft: only you see it (and the preview). published: on the home page, in both languages, within seconds.',
};
const ORDER = {
  type: 'number',
  name: 'order',
  onlyInt: true,
  min: 0,
  max: 9999,
  help: 'Where it comes in its list: smaller first (10, 20, 30… leaves room to put one in between).',
};
const DATES = [
  // autodate fields take no help text (core/field_autodate.go); the admin shows them read-only.
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

const FAQ_FIELDS = [
  {
    type: 'text',
    name: 'question_en',
    required: true,
    max: 100,
    presentable: true,
    help: 'The question in English, as a visitor would ask it (at most 100 characters: it fits its row on a phone).',
  },
  {
    type: 'text',
    name: 'question_si',
    max: 100,
    help: 'The same question in Sinhala (at most 100 characters). Needed to publish.',
  },
  {
    type: 'editor',
    name: 'answer_en',
    required: true,
    maxSize: 5000,
    convertURLs: false,
    help: 'The answer in English: paragraphs and bullet lists. Bold text is shown in red, for what must not be missed (e.g. COE). Other formatting is dropped.',
  },
  {
    type: 'editor',
    name: 'answer_si',
    maxSize: 5000,
    convertURLs: false,
    help: 'The same answer in Sinhala. Needed to publish.',
  },
  {
    type: 'bool',
    name: 'whatsapp_link',
    help: 'End the answer with “Still have a question? Chat with us on WhatsApp” (the WhatsApp number of the settings).',
  },
  ORDER,
  STATUS,
  ...DATES,
];

const TEAM_FIELDS = [
  {
    type: 'text',
    name: 'name_en',
    required: true,
    max: 60,
    presentable: true,
    help: 'The person’s name in English letters, as on their card.',
  },
  { type: 'text', name: 'name_si', max: 60, help: 'The same name in Sinhala. Needed to publish.' },
  {
    type: 'text',
    name: 'role_en',
    required: true,
    max: 50,
    help: 'Their role in English, the card’s first line (e.g. Customer Service).',
  },
  { type: 'text', name: 'role_si', max: 50, help: 'The same role in Sinhala. Needed to publish.' },
  {
    type: 'text',
    name: 'detail_en',
    max: 60,
    help: 'An optional second line in English (e.g. Inquiries and appointments, JLPT N1).',
  },
  {
    type: 'text',
    name: 'detail_si',
    max: 60,
    help: 'The same line in Sinhala (needed when the English one is set).',
  },
  {
    type: 'select',
    name: 'team',
    required: true,
    values: ['sri_lanka', 'japan'],
    maxSelect: 1,
    help: 'Which list the card is in: the team in Sri Lanka or in Japan.',
  },
  {
    type: 'file',
    name: 'photo',
    maxSelect: 1,
    maxSize: 1048576,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    thumbs: ['192x192'],
    help: 'A square photo of the face, JPEG, PNG or WebP, at most 1 MB. Empty: the card shows the initials.',
  },
  ORDER,
  STATUS,
  ...DATES,
];

migrate(
  (app) => {
    for (const [name, fields] of [
      ['faq_items', FAQ_FIELDS],
      ['team_members', TEAM_FIELDS],
    ]) {
      app.save(
        new Collection({
          type: 'base',
          name,
          listRule: PUBLISHED,
          viewRule: PUBLISHED,
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields,
          indexes: [`CREATE INDEX \`idx_${name}_status_order\` ON \`${name}\` (\`status\`, \`order\`)`],
        }),
      );
    }
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('team_members'));
    app.delete(app.findCollectionByNameOrId('faq_items'));
  },
);
