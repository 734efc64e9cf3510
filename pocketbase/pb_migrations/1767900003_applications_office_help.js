/// <reference path="../pb_data/types.d.ts" />
// The help texts under the applications' fields, in the office's words: what each field is and
// what to do with it, without setting names, file paths or filter syntax (the editors' guide,
// docs/editors.md, has the filters and bookmarks). The retention period is named as the privacy
// notice states it, not as a number: the number lives in one place only
// (pb_hooks/shared/retention.js, RETENTION_DAYS) and a help text would be a copy of it.
const HELP = {
  reference:
    'The number the applicant was given, HL- and eight letters and digits. Ask for it on the phone and type it in the search box above the list.',
  vacancy:
    'The vacancy applied for. A vacancy that still has applications cannot be deleted: delete or move its applications first.',
  status:
    'Where this application stands: "new" when it arrives, then change it as you work. Deleted with its CV after the period in the privacy notice, counted from the last change.',
  full_name: 'Full name as in the passport, in English letters.',
  called_name: 'The name the applicant likes to be called by.',
  phone:
    'Mobile number. Another application with the same number is a separate record: see them side by side by searching for the number.',
  many_from_phone:
    'Ticked for you when more than 3 applications came from this mobile number within an hour. It is still stored and forwarded: someone may have typed another person’s number, so check with the applicant.',
  whatsapp: 'WhatsApp number. Empty: the same as the mobile number.',
  email: 'Email address, if the applicant gave one.',
  birth_date: 'Date of birth.',
  district: 'Home district in Sri Lanka.',
  japanese_level: 'Japanese: the JLPT level passed (N5 to N1), JFT-Basic A2, or none.',
  skills_test: 'The skills test for this kind of work (SSW): passed, booked, or not yet.',
  experience_years: 'Years of work experience in this kind of job.',
  passport: 'Passport: valid, applied for, or none yet.',
  cv: 'CV and certificates: one PDF, or up to 3 photos (JPEG or PNG), 5 MB each. Private: they open only for staff signed in to the admin.',
  message: 'Anything the applicant added.',
  locale: 'The language the applicant used (English or Sinhala). Answer in it.',
  consent:
    'The applicant agreed to the privacy notice, including sharing the application with employers in Japan.',
  revision:
    'Filled in for you: 1 when sent, then 2, 3 … each time the same phone or computer that sent it sends changed answers.',
  deliveryState:
    'Filled in by the site: whether the application has reached the team inbox (pending, delivered, failed).',
  attempts: 'Filled in by the site: how many times it tried to send it to the team inbox.',
  lastError: 'Filled in by the site: why the last try to send it to the team inbox failed.',
  deliveredAt: 'Filled in by the site: when it reached the team inbox.',
  nextAttemptAt: 'Filled in by the site: when it tries again.',
  claimedBy: 'Filled in by the site: which of its servers is sending it now.',
  claimExpires: 'Filled in by the site: when that server’s turn ends.',
  secret_hash:
    'Filled in by the site: a fingerprint that only the phone or computer that sent it can match. Never shown.',
  sender_hash:
    'Filled in by the site for a form sent without scripts: a fingerprint of where it came from, emptied after a day. Never shown.',
  answers_hash:
    'Filled in by the site, to tell a repeated application from a changed one. Leave it as it is.',
};

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('applications');
    for (const [name, help] of Object.entries(HELP)) {
      const field = collection.fields.getByName(name);
      if (field) field.help = help;
    }
    app.save(collection);
  },
  // Wording only: going back keeps these texts.
  () => {},
);
