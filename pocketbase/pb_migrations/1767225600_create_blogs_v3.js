/// <reference path="../pb_data/types.d.ts" />
// Blog posts, one record per language version (language = en | si).
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'blogs_v3',
      listRule: 'status = "published"',
      viewRule: 'status = "published"',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'title', max: 300, presentable: true },
        { type: 'text', name: 'description', max: 20000 },
        { type: 'editor', name: 'markup' },
        {
          type: 'file',
          name: 'images',
          maxSelect: 10,
          maxSize: 5242880,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
          thumbs: ['640x360'],
        },
        { type: 'select', name: 'status', values: ['draft', 'published'], maxSelect: 1, required: true },
        { type: 'select', name: 'language', values: ['en', 'si'], maxSelect: 1, required: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_blogs_v3_status_language_created` ON `blogs_v3` (`status`, `language`, `created`)',
      ],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('blogs_v3'));
  },
);
