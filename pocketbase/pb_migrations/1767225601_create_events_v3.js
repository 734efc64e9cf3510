/// <reference path="../pb_data/types.d.ts" />
// Seminars and events. Every field but status is optional (the site shows fallbacks).
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'events_v3',
      listRule: 'status = "published"',
      viewRule: 'status = "published"',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'title', max: 300, presentable: true },
        { type: 'text', name: 'description', max: 20000 },
        { type: 'date', name: 'event_date' },
        { type: 'text', name: 'location', max: 500 },
        {
          type: 'file',
          name: 'screens',
          maxSelect: 1,
          maxSize: 5242880,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
          thumbs: ['640x360'],
        },
        { type: 'select', name: 'status', values: ['draft', 'published'], maxSelect: 1, required: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_events_v3_status_event_date` ON `events_v3` (`status`, `event_date`)'],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('events_v3'));
  },
);
