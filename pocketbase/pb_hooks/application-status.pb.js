/// <reference path="../pb_data/types.d.ts" />
// POST /api/site/application-status {"reference": "HL-…", "phone": "+947XXXXXXXX"}, for the site's
// account only (site_writers): where that application stands, and nothing else of it
// (pb_hooks/shared/application-status.js). The site's status page (app/api/application-status)
// asks here; no rule of the applications collection opens to the site for it. Logs carry no
// reference and no number.
routerAdd(
  'POST',
  '/api/site/application-status',
  (e) => {
    const body = e.requestInfo().body || {};
    const [status, json] = require(`${__hooks}/shared/application-status.js`).lookup(e.app, body, Date.now());
    e.response.header().set('Cache-Control', 'no-store');
    return e.json(status, json);
  },
  $apis.requireAuth('site_writers'),
);
