/// <reference path="../pb_data/types.d.ts" />
// PocketBase creates a `users` auth collection whose create rule lets anyone sign up. The site
// has no visitor accounts (editors are superusers, the site's server is `site_writers`), so every
// rule of `users` is closed: only superusers may list, view, create, update or delete its
// records, so nobody can sign up, by password or OAuth2. The collection stays, empty, so a
// deployment that used it loses nothing.
const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'];
// PocketBase's own rules for `users`, restored on the way down.
const DEFAULTS = {
  listRule: 'id = @request.auth.id',
  viewRule: 'id = @request.auth.id',
  createRule: '',
  updateRule: 'id = @request.auth.id',
  deleteRule: 'id = @request.auth.id',
};

function users(app) {
  try {
    return app.findCollectionByNameOrId('users');
  } catch (_) {
    return null; // removed by hand: nothing to close
  }
}

migrate(
  (app) => {
    const collection = users(app);
    if (!collection) return;
    for (const rule of RULES) collection[rule] = null;
    app.save(collection);
  },
  (app) => {
    const collection = users(app);
    if (!collection) return;
    for (const rule of RULES) collection[rule] = DEFAULTS[rule];
    app.save(collection);
  },
);
