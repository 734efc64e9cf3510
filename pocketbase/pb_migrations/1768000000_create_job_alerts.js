/// <reference path="../pb_data/types.d.ts" />
// Job alerts by email. `job_alert_subscriptions`: who asked for which sectors, in which language,
// whether they confirmed; nobody but superusers reads or writes them through the record API: the
// site's account subscribes, confirms and unsubscribes through the routes of
// pb_hooks/job-alerts.pb.js, which take token hashes only. `job_alert_emails`: the outbox of the
// emails (a confirmation, or an alert naming vacancies), stored first and sent by the site
// (lib/job-alerts/), with the outbox fields and delivery lease of `inquiries`; deleted with their
// subscription. Retention and erasure: pb_hooks/shared/retention.js.
const SITE_RULE = '@request.auth.collectionName = "site_writers"';
const UNDELIVERED_RULE = `${SITE_RULE} && deliveryState != "delivered"`;
// The sectors of pb_migrations/1767500000_create_vacancies.js.
const SECTORS = [
  'caregiving',
  'food_service',
  'agriculture',
  'construction',
  'manufacturing',
  'hospitality',
  'building_cleaning',
  'other',
];

const SUBSCRIPTION_FIELDS = [
  { type: 'email', name: 'email', required: true, presentable: true },
  { type: 'select', name: 'sectors', values: SECTORS, maxSelect: SECTORS.length, required: true },
  { type: 'select', name: 'locale', values: ['en', 'si'], maxSelect: 1, required: true },
  { type: 'bool', name: 'confirmed' },
  { type: 'text', name: 'confirm_hash', max: 64, hidden: true },
  { type: 'date', name: 'confirm_expires' },
  { type: 'date', name: 'confirm_sent_at' },
  { type: 'text', name: 'unsubscribe_hash', max: 64, hidden: true },
  { type: 'json', name: 'sent_vacancies', maxSize: 200000 },
  { type: 'date', name: 'last_alert_at' },
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

function emailFields(subscriptions) {
  return [
    {
      type: 'relation',
      name: 'subscription',
      collectionId: subscriptions.id,
      cascadeDelete: true,
      maxSelect: 1,
      required: true,
    },
    { type: 'select', name: 'kind', values: ['confirm', 'alert'], maxSelect: 1, required: true },
    { type: 'email', name: 'recipient', required: true },
    { type: 'select', name: 'locale', values: ['en', 'si'], maxSelect: 1, required: true },
    // An alert's vacancies; a confirmation's sectors.
    { type: 'json', name: 'vacancies', maxSize: 20000 },
    { type: 'select', name: 'sectors', values: SECTORS, maxSelect: SECTORS.length },
    // A confirmation's link token, kept only until the email is delivered.
    { type: 'text', name: 'token', max: 100 },
    { type: 'select', name: 'deliveryState', values: ['pending', 'delivered', 'failed'], maxSelect: 1 },
    { type: 'number', name: 'attempts', min: 0, onlyInt: true },
    { type: 'text', name: 'lastError', max: 2000 },
    { type: 'date', name: 'deliveredAt' },
    { type: 'date', name: 'nextAttemptAt' },
    { type: 'text', name: 'claimedBy', max: 100 },
    { type: 'number', name: 'claimExpires', min: 0, onlyInt: true },
    { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
  ];
}

migrate(
  (app) => {
    const subscriptions = new Collection({
      type: 'base',
      name: 'job_alert_subscriptions',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: SUBSCRIPTION_FIELDS,
      indexes: [
        'CREATE UNIQUE INDEX `idx_job_alert_subscriptions_email` ON `job_alert_subscriptions` (`email`)',
        'CREATE INDEX `idx_job_alert_subscriptions_confirm` ON `job_alert_subscriptions` (`confirm_hash`)',
        'CREATE INDEX `idx_job_alert_subscriptions_unsubscribe` ON `job_alert_subscriptions` (`unsubscribe_hash`)',
      ],
    });
    app.save(subscriptions);
    const emails = new Collection({
      type: 'base',
      name: 'job_alert_emails',
      listRule: UNDELIVERED_RULE,
      viewRule: UNDELIVERED_RULE,
      createRule: null,
      // Only the outbox's own fields: who gets what is set by the hooks.
      updateRule:
        `${UNDELIVERED_RULE} && @request.body.recipient:isset = false && @request.body.subscription:isset = false` +
        ' && @request.body.vacancies:isset = false && @request.body.kind:isset = false' +
        ' && @request.body.sectors:isset = false',
      deleteRule: null,
      fields: emailFields(subscriptions),
      indexes: [
        'CREATE INDEX `idx_job_alert_emails_delivery` ON `job_alert_emails` (`deliveryState`, `nextAttemptAt`)',
        'CREATE INDEX `idx_job_alert_emails_subscription` ON `job_alert_emails` (`subscription`)',
      ],
    });
    app.save(emails);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('job_alert_emails'));
    app.delete(app.findCollectionByNameOrId('job_alert_subscriptions'));
  },
);
