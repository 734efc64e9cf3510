/// <reference path="../pb_data/types.d.ts" />
// Job applications (/jobs/{id}/apply). The site's server writes them with its site_writers
// account and forwards each one to the webhook (outbox fields as on `inquiries`, and the same
// delivery lease: pb_hooks/delivery-lease.pb.js). pb_hooks/applications.pb.js decides repeats,
// sets status/revision on create, and runs retention and erasure (pocketbase/README.md).
// Guests: nothing. The site account: create; list/view/update only while undelivered, never the
// editors' status or the reference. An update may name the `revision` it delivered and then
// passes only while that is still the current one (404 otherwise: a changed resend came in
// meanwhile, so the site re-reads and delivers again). Delete: superusers only.
// Fields are in the order an editor reads them; each carries a help text (≤ 300 chars).
const SITE_RULE = '@request.auth.collectionName = "site_writers"';
const UNDELIVERED_RULE = `${SITE_RULE} && deliveryState != "delivered"`;
const UPDATE_RULE =
  `${UNDELIVERED_RULE} && @request.body.status:isset = false && @request.body.reference:isset = false` +
  ' && (@request.body.revision:isset = false || @request.body.revision = revision)';

// lib/forms/reference.ts (REFERENCE_PATTERN) and lib/forms/phone.ts (the stored form).
const REFERENCE_PATTERN = '^HL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$';
const MOBILE_PATTERN = '^\\+947[0-9]{8}$';

const DISTRICTS = [
  'ampara',
  'anuradhapura',
  'badulla',
  'batticaloa',
  'colombo',
  'galle',
  'gampaha',
  'hambantota',
  'jaffna',
  'kalutara',
  'kandy',
  'kegalle',
  'kilinochchi',
  'kurunegala',
  'mannar',
  'matale',
  'matara',
  'monaragala',
  'mullaitivu',
  'nuwara_eliya',
  'polonnaruwa',
  'puttalam',
  'ratnapura',
  'trincomalee',
  'vavuniya',
];

// `vacancy` gets the vacancies collection's id when the migration runs.
const FIELDS = [
  {
    type: 'text',
    name: 'reference',
    required: true,
    max: 11,
    pattern: REFERENCE_PATTERN,
    presentable: true,
    help: 'The number the applicant was given (HL-…). Ask for it on the phone; search for it in the box above the list.',
  },
  {
    type: 'relation',
    name: 'vacancy',
    required: true,
    maxSelect: 1,
    cascadeDelete: false,
    help: 'The vacancy applied for. Filter: vacancy.title ~ "caregiver". A vacancy with applications cannot be deleted until they are.',
  },
  {
    type: 'select',
    name: 'status',
    values: ['new', 'contacted', 'shortlisted', 'rejected', 'placed'],
    maxSelect: 1,
    help: 'Where this application stands. New ones start as "new"; change it as you work. Filter: status = "new". Deleted with its files RETENTION_DAYS (default 365) days after its last change (docs/editors.md).',
  },
  {
    type: 'text',
    name: 'full_name',
    required: true,
    max: 100,
    help: 'Full name as in the passport, in Latin letters.',
  },
  { type: 'text', name: 'called_name', max: 60, help: 'The name the applicant likes to be called by.' },
  {
    type: 'text',
    name: 'phone',
    required: true,
    pattern: MOBILE_PATTERN,
    help: 'Mobile number, +947XXXXXXXX. One application per number and vacancy: a resend updates this one.',
  },
  {
    type: 'text',
    name: 'whatsapp',
    pattern: MOBILE_PATTERN,
    help: 'WhatsApp number, +947XXXXXXXX. Empty: the same as the mobile number.',
  },
  { type: 'text', name: 'email', max: 254, help: 'Email address, if the applicant gave one.' },
  { type: 'date', name: 'birth_date', required: true, help: 'Date of birth.' },
  {
    type: 'select',
    name: 'district',
    values: DISTRICTS,
    maxSelect: 1,
    help: 'Home district in Sri Lanka.',
  },
  {
    type: 'select',
    name: 'japanese_level',
    values: ['none', 'n5', 'n4', 'n3', 'n2', 'n1', 'jft_a2'],
    maxSelect: 1,
    help: 'Japanese: the JLPT level passed (n5…n1), JFT-Basic A2 (jft_a2), or none.',
  },
  {
    type: 'select',
    name: 'skills_test',
    values: ['passed', 'booked', 'not_yet'],
    maxSelect: 1,
    help: 'The skills test for this sector (SSW): passed, booked, or not yet.',
  },
  {
    type: 'number',
    name: 'experience_years',
    min: 0,
    max: 40,
    onlyInt: true,
    help: 'Years of work experience in this kind of job.',
  },
  {
    type: 'select',
    name: 'passport',
    values: ['valid', 'applied', 'none'],
    maxSelect: 1,
    help: 'Passport: valid, applied for, or none yet.',
  },
  {
    type: 'file',
    name: 'cv',
    maxSelect: 3,
    maxSize: 5242880,
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    protected: true,
    help: 'CV and certificates: up to 3 files, PDF, JPEG or PNG, 5 MB each. Private: only signed-in editors can open them.',
  },
  { type: 'text', name: 'message', max: 1000, help: 'Anything the applicant added.' },
  {
    type: 'select',
    name: 'locale',
    values: ['en', 'si'],
    maxSelect: 1,
    help: 'The language of the form: en English, si Sinhala. Answer in it.',
  },
  {
    type: 'bool',
    name: 'consent',
    required: true,
    help: 'The applicant agreed to the privacy notice (/privacy), including sharing with employers in Japan.',
  },
  {
    type: 'number',
    name: 'revision',
    min: 0,
    onlyInt: true,
    help: 'Set for you: 1 when sent, +1 each time the applicant sends changed answers for the same vacancy.',
  },
  {
    type: 'select',
    name: 'deliveryState',
    values: ['pending', 'delivered', 'failed'],
    maxSelect: 1,
    help: 'Set by the site: forwarding to the team (pending, delivered, failed). Once delivered, the site can no longer read it.',
  },
  {
    type: 'number',
    name: 'attempts',
    min: 0,
    onlyInt: true,
    help: 'Set by the site: forwarding attempts.',
  },
  { type: 'text', name: 'lastError', max: 2000, help: 'Set by the site: why the last forwarding failed.' },
  { type: 'date', name: 'deliveredAt', help: 'Set by the site: when it was forwarded.' },
  { type: 'date', name: 'nextAttemptAt', help: 'Set by the site: the next forwarding attempt.' },
  { type: 'text', name: 'claimedBy', max: 100, help: 'Set by the site: the instance forwarding it now.' },
  {
    type: 'number',
    name: 'claimExpires',
    min: 0,
    onlyInt: true,
    help: 'Set by the site: when that claim ends (ms).',
  },
  {
    type: 'text',
    name: 'answers_hash',
    max: 64,
    help: 'Set by the site (a fingerprint of the answers and files) to tell a repeat from a change. Do not edit.',
  },
  // autodate fields take no help text (core/field_autodate.go); the admin shows them read-only.
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

migrate(
  (app) => {
    const vacancies = app.findCollectionByNameOrId('vacancies');
    const collection = new Collection({
      type: 'base',
      name: 'applications',
      listRule: UNDELIVERED_RULE,
      viewRule: UNDELIVERED_RULE,
      createRule: SITE_RULE,
      updateRule: UPDATE_RULE,
      deleteRule: null,
      fields: FIELDS.map((f) =>
        f.name === 'vacancy' ? Object.assign({}, f, { collectionId: vacancies.id }) : f,
      ),
      indexes: [
        'CREATE UNIQUE INDEX `idx_applications_reference` ON `applications` (`reference`)',
        'CREATE INDEX `idx_applications_phone_vacancy` ON `applications` (`phone`, `vacancy`, `created`)',
        'CREATE INDEX `idx_applications_delivery` ON `applications` (`deliveryState`, `nextAttemptAt`)',
        'CREATE INDEX `idx_applications_status_created` ON `applications` (`status`, `created`)',
        'CREATE INDEX `idx_applications_updated` ON `applications` (`updated`)',
        'CREATE INDEX `idx_applications_email` ON `applications` (`email`)',
      ],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('applications'));
  },
);
