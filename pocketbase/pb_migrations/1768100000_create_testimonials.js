/// <reference path="../pb_data/types.d.ts" />
// The video testimonials, edited in the admin: the home page's carousel shows the first 6 by
// order, /testimonials all of them with a search on the name and the category. Each record has a
// status (draft/published) and an order (smaller first); English and Sinhala side by side, a
// poster and a clip per language (the Sinhala page falls back to the English file when its own is
// empty), each field a help text (≤ 300 chars). Guests list and view published records only;
// nobody but superusers writes (the site's account neither). pb_hooks/testimonials.pb.js refuses
// to publish a record without its Sinhala text or its English clip, and names a file of the wrong
// type or over its size limit in the editor's words (the limits below are the only copy).
// The development seed creates today's 11 (seed-lists.json `testimonials`, seed-files/testimonials).

const PUBLISHED = 'status = "published"';
const MB = 1024 * 1024;
const POSTER = {
  type: 'file',
  maxSelect: 1,
  maxSize: MB / 2,
  mimeTypes: ['image/webp', 'image/jpeg', 'image/png'],
};
const CLIP = { type: 'file', maxSelect: 1, maxSize: 10 * MB, mimeTypes: ['video/mp4'] };

const FIELDS = [
  {
    type: 'text',
    name: 'name_en',
    required: true,
    max: 40,
    presentable: true,
    help: 'The person’s name in English letters, as on the card (at most 40 characters: it fits the card on a phone).',
  },
  { type: 'text', name: 'name_si', max: 40, help: 'The same name in Sinhala. Needed to publish.' },
  {
    type: 'text',
    name: 'category_en',
    required: true,
    max: 40,
    help: 'The visa and job under the name, in English (e.g. SSW - Caregiver). Visitors search by it on the testimonials page.',
  },
  {
    type: 'text',
    name: 'category_si',
    max: 40,
    help: 'The same category in Sinhala (e.g. SSW - සත්කාරක). Needed to publish.',
  },
  {
    type: 'text',
    name: 'quote_en',
    required: true,
    max: 150,
    help: 'One sentence in the person’s words, in English: shown under the video when it plays.',
  },
  { type: 'text', name: 'quote_si', max: 150, help: 'The same sentence in Sinhala. Needed to publish.' },
  {
    type: 'date',
    name: 'date',
    help: 'When the video was recorded (for the office: the site does not show it).',
  },
  {
    ...CLIP,
    name: 'clip_en',
    help: 'The video for the English page: MP4 (H.264), at most 10 MB. Keep it short (under a minute) and 640 pixels wide, for phones on slow data. Needed to publish.',
  },
  {
    ...CLIP,
    name: 'clip_si',
    help: 'The video for the Sinhala page: MP4, at most 10 MB. Empty: the Sinhala page plays the English video.',
  },
  {
    ...POSTER,
    name: 'poster_en',
    help: 'The picture shown on the card until the video plays, for the English page: WebP, JPEG or PNG, 640 × 360 pixels (16:9), at most 512 KB. Empty: the card shows the word Video.',
  },
  {
    ...POSTER,
    name: 'poster_si',
    help: 'The same picture for the Sinhala page: WebP, JPEG or PNG, 640 × 360, at most 512 KB. Empty: the Sinhala page shows the English picture.',
  },
  {
    type: 'number',
    name: 'order',
    onlyInt: true,
    min: 0,
    max: 9999,
    help: 'Where it comes: smaller first (10, 20, 30…). The home page shows the first 6, the testimonials page all.',
  },
  {
    type: 'select',
    name: 'status',
    required: true,
    values: ['draft', 'published'],
    maxSelect: 1,
    help: 'draft: only you see it (and the preview). published: on the home page and the testimonials page, in both languages, within seconds.',
  },
  // autodate fields take no help text (core/field_autodate.go); the admin shows them read-only.
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'testimonials',
        listRule: PUBLISHED,
        viewRule: PUBLISHED,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: FIELDS,
        indexes: ['CREATE INDEX `idx_testimonials_status_order` ON `testimonials` (`status`, `order`)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('testimonials'));
  },
);
