/// <reference path="../pb_data/types.d.ts" />
// The spreadsheet of one vacancy's applications, for staff signed in to this admin
// (docs/editors.md, "A vacancy's applications as a spreadsheet").
//
// GET /export/applications[?vacancy=<id>]: a small page that runs in the admin's own browser
// storage (same origin as /_/), takes the signed-in superuser's token from there, lists the
// vacancies (without `vacancy`) or downloads that vacancy's file. It holds no data itself.
//
// GET /api/site/applications/export?vacancy=<id> (superusers only: 401 for a guest, 403 for any
// other account, the site's included): asks the site for the file, passing the staff member's
// token on. The site builds it (labels from its messages, CV links signed with its own key:
// app/api/applications/export) and reads as that staff member. The site's address is the one
// PocketBase already calls, SITE_REVALIDATE_URL (its first URL), with the export's path.

routerAdd(
  'GET',
  '/api/site/applications/export',
  (e) => {
    const vacancy = String(e.request.url.query().get('vacancy') || '');
    if (!/^[a-z0-9]{15}$/.test(vacancy)) {
      return e.json(400, { message: 'Name one vacancy: ?vacancy= and its record id.' });
    }
    const sites = require(`${__hooks}/shared/revalidate.js`).urls();
    if (sites.length === 0) return e.json(503, { message: 'SITE_REVALIDATE_URL is not set.' });
    const origin = /^https?:\/\/[^/?#]+/i.exec(sites[0]);
    if (!origin) return e.json(503, { message: 'SITE_REVALIDATE_URL is not a web address.' });
    let res;
    try {
      res = $http.send({
        url: `${origin[0]}/api/applications/export?vacancy=${vacancy}`,
        method: 'GET',
        timeout: 60,
        headers: { authorization: e.request.header.get('Authorization') },
      });
    } catch (err) {
      e.app.logger().warn('applications export: the site could not be reached', 'vacancy', vacancy);
      return e.json(502, { message: 'The site could not be reached. Try again in a minute.' });
    }
    const type = res.headers['Content-Type'] || ['text/plain; charset=utf-8'];
    const disposition = res.headers['Content-Disposition'];
    if (disposition && res.statusCode === 200) e.response.header().set('Content-Disposition', disposition[0]);
    e.response.header().set('Cache-Control', 'private, no-store');
    return e.blob(res.statusCode, type[0], res.body);
  },
  $apis.requireSuperuserAuth(),
);

routerAdd('GET', '/export/applications', (e) => {
  const nonce = $security.randomString(24);
  e.response
    .header()
    .set(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; ` +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  e.response.header().set('Cache-Control', 'no-store');
  e.response.header().set('Referrer-Policy', 'no-referrer');
  return e.html(200, require(`${__hooks}/shared/export-page.js`).page(nonce));
});
