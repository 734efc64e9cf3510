/// <reference path="../pb_data/types.d.ts" />
// The agency's facts, in one record that editors change in the admin (Collections → site_settings):
// its name, licence, numbers, addresses, map, office hours, social links, the privacy contact and
// its fee policy. The site shows them on every page (lib/pocketbase/settings.ts). Exactly one
// record: pb_hooks/site-settings.pb.js refuses a second and a delete, for superusers too, and
// turns the numbers into +94… (shared/site-settings.js). Guests read it; nobody but superusers
// writes it (the site's account neither). The development seed creates the record.
// English and Sinhala fields side by side; each field a help text (≤ 300 chars).

const t = (name, max, help, extra) => Object.assign({ type: 'text', name, max, help }, extra || {});
const NUMBER_HELP =
  ' Type it as you write it (077 123 4567 or +94 77 123 4567): it is kept as +94… and shown as +94 77 123 4567.';

const FIELDS = [
  t(
    'name_en',
    60,
    'The agency’s name in English, as visitors see it: header, footer, share cards, search results.',
    {
      required: true,
      presentable: true,
    },
  ),
  t('name_si', 60, 'The same name in Sinhala.', { required: true }),
  t(
    'legal_name',
    120,
    'The registered company name (Pvt) Ltd, in the copyright line and the privacy notice.',
    {
      required: true,
    },
  ),
  {
    type: 'number',
    name: 'founded_year',
    required: true,
    min: 1950,
    max: 2100,
    onlyInt: true,
    help: 'The year the agency started (the about section and search engines).',
  },
  t(
    'licence_number',
    40,
    'The SLBFE licence number exactly as printed on the licence (e.g. SLBFE/RA/3045). Job seekers check it: it is shown in the about section, the footer and on every vacancy.',
    { required: true },
  ),
  t('landline', 20, 'The office landline.' + NUMBER_HELP, { required: true }),
  t(
    'mobile',
    20,
    'The mobile number the advisers call applicants from (a Sri Lankan mobile, 07…).' + NUMBER_HELP,
    {
      required: true,
    },
  ),
  t(
    'whatsapp',
    20,
    'The WhatsApp number: the green button on every page and every “Chat on WhatsApp” link (a Sri Lankan mobile, 07…).' +
      NUMBER_HELP,
    { required: true },
  ),
  { type: 'email', name: 'email', required: true, help: 'The office e-mail address shown to visitors.' },
  t('address_en', 160, 'The Colombo office address in English, on one line.', { required: true }),
  t('address_si', 160, 'The same address in Sinhala.', { required: true }),
  t('tokyo_address_en', 160, 'The Tokyo office address in English (the about section).', { required: true }),
  t('tokyo_address_si', 160, 'The same address in Sinhala.', { required: true }),
  {
    type: 'geoPoint',
    name: 'map_location',
    help: 'Where the office is on the contact section’s map: pick the point on the map, or type its latitude and longitude.',
  },
  t(
    'hours_weekdays_en',
    60,
    'Office hours Monday to Friday, in English (e.g. 8:00 AM to 5:00 PM). Empty: “Closed”.',
  ),
  t('hours_weekdays_si', 60, 'The same hours in Sinhala.'),
  t('hours_saturday_en', 60, 'Office hours on Saturday, in English. Empty: “Closed”.'),
  t('hours_saturday_si', 60, 'The same hours in Sinhala.'),
  t('hours_sunday_en', 60, 'Office hours on Sunday, in English. Empty: “Closed”.'),
  t('hours_sunday_si', 60, 'The same hours in Sinhala.'),
  t(
    'holiday_note_en',
    200,
    'A note under the hours, in English, e.g. “Closed on Poya days and public holidays.” Empty: no note.',
  ),
  t('holiday_note_si', 200, 'The same note in Sinhala (needed when the English note is set).'),
  {
    type: 'url',
    name: 'facebook_url',
    onlyDomains: ['facebook.com', 'www.facebook.com', 'm.facebook.com'],
    help: 'The agency’s Facebook page (https://www.facebook.com/…). Empty: the icon shows without a link.',
  },
  {
    type: 'url',
    name: 'youtube_url',
    onlyDomains: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
    help: 'The agency’s YouTube channel (https://www.youtube.com/@…). Empty: the icon shows without a link.',
  },
  {
    type: 'url',
    name: 'tiktok_url',
    onlyDomains: ['tiktok.com', 'www.tiktok.com'],
    help: 'The agency’s TikTok (https://www.tiktok.com/@…). Empty: the icon shows without a link.',
  },
  {
    type: 'url',
    name: 'whatsapp_channel',
    onlyDomains: ['whatsapp.com', 'www.whatsapp.com'],
    help: 'The agency’s WhatsApp channel for new jobs (https://whatsapp.com/channel/…), linked on the jobs pages. Empty: no link.',
  },
  t(
    'privacy_role_en',
    80,
    'Who answers privacy requests, in English, as the privacy notice names them (e.g. Data Protection Officer).',
    {
      required: true,
    },
  ),
  t('privacy_role_si', 80, 'The same title in Sinhala.', { required: true }),
  {
    type: 'email',
    name: 'privacy_email',
    required: true,
    help: 'The e-mail address for privacy requests, named in the privacy notice (its phone and WhatsApp are the mobile and WhatsApp numbers above).',
  },
  t(
    'fee_policy_en',
    600,
    'Whether and when the agency charges a fee, in plain English: shown on every vacancy and after every form is sent. Say what is free and what, if anything, is paid and when.',
    { required: true },
  ),
  t('fee_policy_si', 600, 'The same fee policy in Sinhala.', { required: true }),
  // autodate fields take no help text (core/field_autodate.go); the admin shows them read-only.
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'site_settings',
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: FIELDS,
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('site_settings'));
  },
);
