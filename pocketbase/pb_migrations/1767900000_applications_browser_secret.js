/// <reference path="../pb_data/types.d.ts" />
// Applications only the browser that sent one can repeat or change (pb_hooks/shared/applications.js):
//   - secret_hash: the SHA-256 (hex) of the random secret the form's script made with the id and
//     reference (lib/forms/client-ids.ts), or of one the site made for a send without scripts;
//   - sender_hash: for a send without scripts, a keyed hash of the client's address (never the
//     address), to know the same form sent again within 10 minutes; the nightly retention run
//     empties it after a day (pb_hooks/shared/retention.js);
//   - many_from_phone: set by the hook when the number sent more than 3 applications in an hour.
// Both hashes are hidden: no API read returns them, only the hook and superusers' filters see them.
const HELP = {
  phone:
    'Mobile number, +947XXXXXXXX. To see every application from it side by side, filter: phone = "+947XXXXXXXX".',
  revision:
    'Set for you: 1 when sent, +1 each time the same browser sends changed answers for this application.',
};

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('applications');
    collection.fields.addAt(
      collection.fields.fieldNames().indexOf('phone') + 1,
      new BoolField({
        name: 'many_from_phone',
        help: 'Set for you: more than 3 applications came from this mobile number within an hour when this one came. Someone else may have used the number: check with the applicant. Filter: many_from_phone = true.',
      }),
    );
    for (const name of ['secret_hash', 'sender_hash'])
      collection.fields.add(
        new TextField({
          name,
          max: 64,
          pattern: '^[0-9a-f]{64}$',
          hidden: true,
          help:
            name === 'secret_hash'
              ? 'Set by the site: a fingerprint of a secret only the sending browser holds. Never shown.'
              : 'Set by the site for a form sent without scripts: a keyed fingerprint of the sender’s address, emptied after a day. Never shown.',
        }),
      );
    for (const [name, help] of Object.entries(HELP)) collection.fields.getByName(name).help = help;
    collection.indexes.push(
      'CREATE INDEX `idx_applications_sender` ON `applications` (`sender_hash`, `answers_hash`, `created`)',
    );
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('applications');
    for (const name of ['many_from_phone', 'secret_hash', 'sender_hash'])
      collection.fields.removeByName(name);
    collection.indexes = collection.indexes.filter((index) => !index.includes('idx_applications_sender'));
    collection.fields.getByName('phone').help =
      'Mobile number, +947XXXXXXXX. One application per number and vacancy: a resend updates this one.';
    collection.fields.getByName('revision').help =
      'Set for you: 1 when sent, +1 each time the applicant sends changed answers for the same vacancy.';
    app.save(collection);
  },
);
