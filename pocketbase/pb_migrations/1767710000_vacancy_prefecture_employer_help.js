/// <reference path="../pb_data/types.d.ts" />
// Vacancies for editors: the prefecture is picked from Japan's 47 (a select, so the /si pages can
// name it in Sinhala: content/glossary.ts PREFECTURE_NAMES), the employer type gets a Sinhala
// field, and every field a help text (shown under it in the record form).
//
// The prefecture was free text: each record's text is read first and turned into its key
// ("Kumamoto", "Tōkyō", "Osaka Prefecture", "Kyoto-fu" → kumamoto, tokyo, osaka, kyoto); a text
// that names no prefecture is left empty and its record id logged, for an editor to pick.

// The keys, in the official order; lib/jobs/prefectures.ts holds the same list (its test compares).
const PREFECTURES = [
  'hokkaido',
  'aomori',
  'iwate',
  'miyagi',
  'akita',
  'yamagata',
  'fukushima',
  'ibaraki',
  'tochigi',
  'gunma',
  'saitama',
  'chiba',
  'tokyo',
  'kanagawa',
  'niigata',
  'toyama',
  'ishikawa',
  'fukui',
  'yamanashi',
  'nagano',
  'gifu',
  'shizuoka',
  'aichi',
  'mie',
  'shiga',
  'kyoto',
  'osaka',
  'hyogo',
  'nara',
  'wakayama',
  'tottori',
  'shimane',
  'okayama',
  'hiroshima',
  'yamaguchi',
  'tokushima',
  'kagawa',
  'ehime',
  'kochi',
  'fukuoka',
  'saga',
  'nagasaki',
  'kumamoto',
  'oita',
  'miyazaki',
  'kagoshima',
  'okinawa',
];

// At most 300 characters each (PocketBase's limit for a field's help).
const HELP = {
  title:
    'The vacancy as visitors read it in lists and on its page, e.g. "Caregiver at a Nursing Home in Aichi". No employer names.',
  title_si: 'Sinhala title for the /si pages. Leave empty to show the English title there.',
  description:
    'What the work is: duties, shifts, housing, training. Shown on the vacancy page under "Description".',
  description_si: 'Sinhala description for the /si pages. Leave empty to show the English one.',
  sector: 'The field of work; visitors filter the /jobs list by it.',
  visa_type:
    'The visa the worker comes on (SSW, TITP, student or other); visitors filter the /jobs list by it.',
  prefecture:
    'Where in Japan the work is. Pick one of the 47 prefectures; the /si pages show its Sinhala name (content/glossary.ts).',
  employer_type:
    'The kind of employer, never its name, e.g. "Nursing home" or "Restaurant chain". Shown on the vacancy page.',
  employer_type_si: 'Sinhala employer type for the /si pages. Leave empty to show the English one there.',
  salary_min: 'Lowest monthly pay in yen, a whole number (e.g. 190000). Leave empty or 0 when not known.',
  salary_max:
    'Highest monthly pay in yen. With the lowest, the page shows a range; with one of them only, that amount; with neither, "Salary on request".',
  employment_type: 'Full time, part time or contract. Shown on the vacancy page.',
  openings: 'How many workers are wanted, e.g. 5. Leave empty or 0 to show no number.',
  requirements: 'Tests, language level, age or experience asked for. Plain text; line breaks are kept.',
  requirements_si: 'Sinhala requirements for the /si pages. Leave empty to show the English ones.',
  valid_through:
    'The last day to apply, in Sri Lanka time (set 23:59 with the time zone box on Asia/Colombo). The page counts the days left; once it passes the vacancy shows as closed and leaves the list. Empty: open until filled.',
  status: 'Only published vacancies are on the site. Drafts stay in the admin.',
  image: 'Optional picture, 16:9 (e.g. 1280×720 px); JPEG, PNG or WebP up to 5 MB.',
};

/** The key of a prefecture named in free text, or '' when the text names none. */
function keyOf(text) {
  const plain = String(text || '')
    .toLowerCase()
    .replace(/[ōôŏ]/g, 'o')
    .replace(/[ūûŭ]/g, 'u')
    .replace(/[\s-]+(prefecture|metropolis|ken|fu|to|do)$/, '')
    .replace(/[^a-z]/g, '');
  return PREFECTURES.indexOf(plain) >= 0 ? plain : '';
}

/** "kumamoto" → "Kumamoto": the English text a key goes back to. */
const nameOf = (key) => (key ? key.charAt(0).toUpperCase() + key.slice(1) : '');

/** Sets one column of every vacancy from `values` (id → text), bypassing hooks and validation. */
function writeAll(app, column, values) {
  for (const id of Object.keys(values)) {
    app
      .db()
      .newQuery(`UPDATE vacancies SET ${column} = {:value} WHERE id = {:id}`)
      .bind({ value: values[id], id: id })
      .execute();
  }
}

/** Replaces the field `name` with `field` at the same place (a field's type cannot change). */
function replaceField(app, collection, name, field) {
  const position = collection.fields.fieldNames().indexOf(name);
  collection.fields.removeByName(name);
  app.save(collection);
  collection.fields.addAt(position, field);
}

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('vacancies');
    const keys = {};
    for (const record of app.findAllRecords('vacancies')) {
      const text = record.getString('prefecture');
      keys[record.id] = keyOf(text);
      if (text && !keys[record.id]) console.log(`[migrate] vacancy ${record.id}: prefecture not recognised`);
    }
    replaceField(
      app,
      collection,
      'prefecture',
      new SelectField({ name: 'prefecture', values: PREFECTURES, maxSelect: 1 }),
    );
    const after = collection.fields.fieldNames().indexOf('employer_type') + 1;
    collection.fields.addAt(after, new TextField({ name: 'employer_type_si', max: 200 }));
    for (const [field, help] of Object.entries(HELP)) collection.fields.getByName(field).help = help;
    app.save(collection);
    writeAll(app, 'prefecture', keys);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('vacancies');
    const names = {};
    for (const record of app.findAllRecords('vacancies')) {
      names[record.id] = nameOf(record.getString('prefecture'));
    }
    replaceField(app, collection, 'prefecture', new TextField({ name: 'prefecture', max: 100 }));
    collection.fields.removeByName('employer_type_si');
    for (const field of Object.keys(HELP)) {
      if (field !== 'employer_type_si') collection.fields.getByName(field).help = '';
    }
    app.save(collection);
    writeAll(app, 'prefecture', names);
  },
);
