/// <reference path="../pb_data/types.d.ts" />
// The home page's other lists, edited in the admin: the services with their details (`services`),
// the special programs (`special_programs`), "why choose us" (`why_us_items`) and the about cards
// (`about_cards`). As the FAQ and the team (1767900005_create_faq_and_team.js): a status
// (draft/published), an order (smaller first), English and Sinhala side by side, a help text on
// each field; guests list and view published records only, nobody but superusers writes (the
// site's account neither). pb_hooks/site-lists.pb.js refuses a published record without its
// Sinhala text, a service's details not in their form, an about card's unknown {word}.
// The lengths keep a title on its card at 375 px. The icons are names of the site's icon registry
// (components/icons/registry.ts; lib/pocketbase/site-lists.test.ts checks each is there).
// The development seed creates today's items (seed-site-lists.json).

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
// The registry's icons that suit a card (components/icons/registry.ts).
const ICON_NAMES = [
  'award',
  'book-open',
  'briefcase',
  'building',
  'bullseye',
  'check',
  'circle-exclamation',
  'clock',
  'comments',
  'envelope',
  'eye',
  'file-lines',
  'file-pen',
  'folder-open',
  'graduation-cap',
  'handshake',
  'language',
  'location-dot',
  'map-location-dot',
  'passport',
  'phone',
  'plane-departure',
  'route',
  'scale-balanced',
  'screwdriver-wrench',
  'user-gear',
  'users',
];
const ICON = {
  type: 'select',
  name: 'icon',
  required: true,
  values: ICON_NAMES,
  maxSelect: 1,
  help: 'The picture drawn on the card, from the site’s own set (e.g. passport, graduation-cap, users).',
};

/** A pair of text fields: English (required when `required`) and Sinhala, each at most its size. */
function pair(name, { required, en, si, what, presentable }) {
  return [
    {
      type: 'text',
      name: `${name}_en`,
      required: Boolean(required),
      presentable: Boolean(presentable),
      max: en.max,
      help: `In English: ${what} (at most ${en.max} characters${en.why ? `: ${en.why}` : ''}).`,
    },
    {
      type: 'text',
      name: `${name}_si`,
      max: si.max,
      help: `The same in Sinhala (at most ${si.max} characters). ${required ? 'Needed to publish.' : 'Needed to publish when the English is set.'}`,
    },
  ];
}

const SERVICE_FIELDS = [
  {
    type: 'text',
    name: 'slug',
    required: true,
    max: 40,
    help: 'A short name for the address of its details (e.g. visa-guidance): small English letters, digits and hyphens. Links to the old name stop working when you change it.',
  },
  ICON,
  ...pair('title', {
    required: true,
    presentable: true,
    what: 'the service’s name',
    en: { max: 40, why: 'it fits its card on a phone' },
    si: { max: 60 },
  }),
  ...pair('description', {
    what: 'one or two sentences under the name; empty: none',
    en: { max: 160, why: 'the card shows three lines' },
    si: { max: 240 },
  }),
  ...pair('details', {
    what: 'what “Learn more” opens. A heading on its own line, then its points, each on a line starting with “- ”; an empty line before the next heading',
    en: { max: 2000 },
    si: { max: 3000 },
  }),
  ORDER,
  STATUS,
  ...DATES,
];

const PROGRAM_FIELDS = [
  ICON,
  ...pair('title', {
    required: true,
    presentable: true,
    what: 'the program’s name',
    en: { max: 50, why: 'it fits its card on a phone' },
    si: { max: 80 },
  }),
  ...pair('description', {
    required: true,
    what: 'what happens there, in one or two sentences',
    en: { max: 200 },
    si: { max: 300 },
  }),
  ORDER,
  STATUS,
  ...DATES,
];

const WHY_US_FIELDS = [
  ICON,
  ...pair('title', {
    required: true,
    presentable: true,
    what: 'the reason, in a few words',
    en: { max: 50, why: 'it fits its card on a phone' },
    si: { max: 80 },
  }),
  ...pair('description', {
    required: true,
    what: 'one sentence that explains it',
    en: { max: 160 },
    si: { max: 240 },
  }),
  ORDER,
  STATUS,
  ...DATES,
];

const ABOUT_FIELDS = [
  ICON,
  ...pair('title', {
    required: true,
    presentable: true,
    what: 'the card’s heading',
    en: { max: 40, why: 'it fits its card on a phone' },
    si: { max: 60 },
  }),
  ...pair('body', {
    required: true,
    what: 'the card’s text. {licence} and {year} show the licence number and the founding year of the settings',
    en: { max: 250 },
    si: { max: 400 },
  }),
  {
    type: 'select',
    name: 'shows',
    values: ['legal_documents', 'tokyo_address'],
    maxSelect: 1,
    help: 'What the card adds under its text: legal_documents (the Legal files of the documents page; the card is twice as wide) or tokyo_address (the Tokyo office of the settings). Empty: nothing.',
  },
  ORDER,
  STATUS,
  ...DATES,
];

const LISTS = [
  ['services', SERVICE_FIELDS],
  ['special_programs', PROGRAM_FIELDS],
  ['why_us_items', WHY_US_FIELDS],
  ['about_cards', ABOUT_FIELDS],
];

migrate(
  (app) => {
    for (const [name, fields] of LISTS) {
      const indexes = [`CREATE INDEX \`idx_${name}_status_order\` ON \`${name}\` (\`status\`, \`order\`)`];
      if (name === 'services') indexes.push('CREATE UNIQUE INDEX `idx_services_slug` ON `services` (`slug`)');
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
          indexes,
        }),
      );
    }
  },
  (app) => {
    for (const [name] of LISTS.slice().reverse()) app.delete(app.findCollectionByNameOrId(name));
  },
);
