/// <reference path="../pb_data/types.d.ts" />
// The post picker of blogs_v3.translation (a relation to blogs_v3 itself) lists each post by its
// presentable fields: with the language and status beside the title, an editor sees which post is
// the other language's and whether it is published. The hook (pb_hooks/translation.js) still
// refuses a link to the post itself or to a post in its own language.
const FIELDS = ['language', 'status'];

migrate(
  (app) => {
    const blogs = app.findCollectionByNameOrId('blogs_v3');
    for (const name of FIELDS) blogs.fields.getByName(name).presentable = true;
    app.save(blogs);
  },
  (app) => {
    const blogs = app.findCollectionByNameOrId('blogs_v3');
    for (const name of FIELDS) blogs.fields.getByName(name).presentable = false;
    app.save(blogs);
  },
);
