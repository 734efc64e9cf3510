/// <reference path="../pb_data/types.d.ts" />
// Linked translations: an optional single relation from a post to its version in the other
// language. pb_hooks/translation.pb.js keeps it symmetric (A.translation = B ⇔ B.translation = A).
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('blogs_v3');
    collection.fields.add(
      new RelationField({
        name: 'translation',
        collectionId: collection.id,
        maxSelect: 1,
        cascadeDelete: false,
        required: false,
      }),
    );
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('blogs_v3');
    collection.fields.removeByName('translation');
    app.save(collection);
  },
);
