/// <reference path="../pb_data/types.d.ts" />
// Contact-form submissions. Only superusers (the site's server) may touch them;
// deliveryState/attempts/lastError/nextAttemptAt/deliveredAt drive the
// forwarding of each inquiry to the external webhook (outbox pattern).
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'inquiries',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'name', max: 200, required: true, presentable: true },
        // text rather than "email" so that an address the browser accepted is never refused here
        { type: 'text', name: 'email', max: 320, required: true },
        { type: 'text', name: 'phone', max: 50 },
        {
          type: 'select',
          name: 'inquiryType',
          values: ['general', 'admissions', 'visa', 'scholarships', 'events', 'other'],
          maxSelect: 1,
        },
        { type: 'text', name: 'message', max: 5000, required: true },
        { type: 'select', name: 'locale', values: ['en', 'si'], maxSelect: 1 },
        { type: 'select', name: 'deliveryState', values: ['pending', 'delivered', 'failed'], maxSelect: 1 },
        { type: 'number', name: 'attempts', min: 0, onlyInt: true },
        { type: 'text', name: 'lastError', max: 2000 },
        { type: 'date', name: 'deliveredAt' },
        { type: 'date', name: 'nextAttemptAt' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_inquiries_delivery` ON `inquiries` (`deliveryState`, `nextAttemptAt`)'],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('inquiries'));
  },
);
