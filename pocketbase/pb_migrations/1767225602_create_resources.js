/// <reference path="../pb_data/types.d.ts" />
// Downloadable documents. fileSize is the size in bytes (the site formats it).
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'resources',
      listRule: 'status = "published"',
      viewRule: 'status = "published"',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'title', max: 300, presentable: true },
        { type: 'text', name: 'description', max: 5000 },
        { type: 'text', name: 'fileType', max: 50 },
        { type: 'number', name: 'fileSize', min: 0, onlyInt: true },
        { type: 'text', name: 'category', max: 100 },
        {
          type: 'file',
          name: 'resourceFile',
          maxSelect: 1,
          maxSize: 20971520,
          mimeTypes: [
            'application/pdf',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'image/png',
            'image/jpeg',
          ],
        },
        { type: 'select', name: 'status', values: ['draft', 'published'], maxSelect: 1, required: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_resources_status_created` ON `resources` (`status`, `created`)'],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('resources'));
  },
);
