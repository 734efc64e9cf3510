/// <reference path="../pb_data/types.d.ts" />
// Vacancies in Japan (the /jobs pages). Guests see published vacancies only and write nothing.
// Every field but status is optional (the site shows fallbacks); the Sinhala fields fall back
// to the English ones. No employer names: `employer_type` describes the kind of employer.
// Also: an inquiry may be about one vacancy (`vacancyId`, `vacancyTitle`, inquiry type `jobs`).
const INQUIRY_TYPES = ['general', 'admissions', 'visa', 'scholarships', 'events', 'other'];

const FIELDS = [
  { type: 'text', name: 'title', max: 300, presentable: true },
  { type: 'text', name: 'title_si', max: 300 },
  { type: 'editor', name: 'description', maxSize: 200000 },
  { type: 'editor', name: 'description_si', maxSize: 200000 },
  {
    type: 'select',
    name: 'sector',
    values: [
      'caregiving',
      'food_service',
      'agriculture',
      'construction',
      'manufacturing',
      'hospitality',
      'building_cleaning',
      'other',
    ],
    maxSelect: 1,
  },
  { type: 'select', name: 'visa_type', values: ['ssw', 'titp', 'student', 'other'], maxSelect: 1 },
  { type: 'text', name: 'prefecture', max: 100 },
  { type: 'text', name: 'employer_type', max: 200 },
  { type: 'number', name: 'salary_min', min: 0, onlyInt: true },
  { type: 'number', name: 'salary_max', min: 0, onlyInt: true },
  {
    type: 'select',
    name: 'employment_type',
    values: ['full_time', 'part_time', 'contract'],
    maxSelect: 1,
  },
  { type: 'number', name: 'openings', min: 0, onlyInt: true },
  { type: 'text', name: 'requirements', max: 5000 },
  { type: 'text', name: 'requirements_si', max: 5000 },
  { type: 'date', name: 'valid_through' },
  { type: 'select', name: 'status', values: ['draft', 'published'], maxSelect: 1, required: true },
  {
    type: 'file',
    name: 'image',
    maxSelect: 1,
    maxSize: 5242880,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    thumbs: ['640x360'],
  },
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'vacancies',
      listRule: 'status = "published"',
      viewRule: 'status = "published"',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: FIELDS,
      indexes: [
        'CREATE INDEX `idx_vacancies_status_created` ON `vacancies` (`status`, `created`)',
        'CREATE INDEX `idx_vacancies_status_valid_through` ON `vacancies` (`status`, `valid_through`)',
      ],
    });
    app.save(collection);

    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.fields.add(new TextField({ name: 'vacancyId', max: 15 }));
    inquiries.fields.add(new TextField({ name: 'vacancyTitle', max: 300 }));
    const type = inquiries.fields.getByName('inquiryType');
    type.values = [...INQUIRY_TYPES, 'jobs'];
    app.save(inquiries);
  },
  (app) => {
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.fields.removeByName('vacancyId');
    inquiries.fields.removeByName('vacancyTitle');
    inquiries.fields.getByName('inquiryType').values = INQUIRY_TYPES;
    app.save(inquiries);

    app.delete(app.findCollectionByNameOrId('vacancies'));
  },
);
