/// <reference path="../pb_data/types.d.ts" />
// Least privilege for the site's server: an auth collection `site_writers` whose
// accounts may only create, read and update `inquiries` (never delete, never touch
// content or settings). Managing the accounts themselves stays with superusers.
// Also switches on PocketBase's built-in rate limiter (off by default).
const SITE_RULE = '@request.auth.collectionName = "site_writers"';

migrate(
  (app) => {
    const writers = new Collection({
      type: 'auth',
      name: 'site_writers',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
    });
    app.save(writers);

    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.listRule = SITE_RULE;
    inquiries.viewRule = SITE_RULE;
    inquiries.createRule = SITE_RULE;
    inquiries.updateRule = SITE_RULE;
    inquiries.deleteRule = null;
    app.save(inquiries);

    const settings = app.settings();
    settings.rateLimits.enabled = true;
    // The site's server reads every page from loopback; its requests are not a visitor's.
    // Behind a reverse proxy set Settings > Trusted proxy so visitors are told apart.
    settings.rateLimits.excludedIPs = ['127.0.0.1', '::1'];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.rateLimits.excludedIPs = [];
    app.save(settings);

    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.listRule = null;
    inquiries.viewRule = null;
    inquiries.createRule = null;
    inquiries.updateRule = null;
    app.save(inquiries);

    app.delete(app.findCollectionByNameOrId('site_writers'));
  },
);
