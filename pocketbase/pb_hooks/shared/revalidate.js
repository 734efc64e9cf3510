// Shared module (not a hook file: PocketBase loads only *.pb.js) for revalidate.pb.js, which
// loads it with require(`${__hooks}/shared/revalidate.js`) because hook handlers cannot see
// variables from their file's scope.
// Tells every Next.js instance that a record changed so it can revalidate its cache.
// SITE_REVALIDATE_URL holds one URL: the instances share one cache (Redis, REDIS_URL), so one
// call reaches them all. Several, separated by commas or spaces, are each called in turn: for
// instances without a shared cache (docs/architecture.md, Caching).
// Never throws: a failed notification must not fail the save.
function siteUrls() {
  return String($os.getenv('SITE_REVALIDATE_URL') || '')
    .split(/[\s,]+/)
    .filter(function (u) {
      return u.length > 0;
    });
}

module.exports = {
  // The record collections the site shows; a change to any of them revalidates its pages.
  COLLECTIONS: ['blogs_v3', 'events_v3', 'resources', 'vacancies'],
  urls: siteUrls,
  notify: function (e) {
    var urls = siteUrls();
    if (urls.length === 0) return;
    var record = e.record;
    var collection = record.collection().name;
    var body = JSON.stringify({ collection: collection, id: record.id });
    for (var i = 0; i < urls.length; i++) {
      try {
        var res = $http.send({
          url: urls[i],
          method: 'POST',
          timeout: 3,
          headers: {
            'content-type': 'application/json',
            'x-revalidate-secret': $os.getenv('REVALIDATE_SECRET'),
          },
          body: body,
        });
        if (res.statusCode < 200 || res.statusCode >= 300) {
          e.app
            .logger()
            .warn('revalidate: site answered with an error', 'url', urls[i], 'status', res.statusCode);
        }
      } catch (err) {
        try {
          e.app.logger().warn('revalidate: request failed', 'url', urls[i], 'error', String(err));
        } catch (_) {}
      }
    }
  },
};
