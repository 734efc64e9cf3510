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

// Each call gets this many seconds, and one more try after a failure (no answer, or an answer other
// than 2xx): a site busy under load may take longer than usual, or read the body only after the
// first try hung up (it answers 400 then, and nothing is expired until the pages' timers run out).
// The save waits for the calls, so the tries are few and short: at most 2 × TIMEOUT_S.
var TIMEOUT_S = 5;
var TRIES = 2;

/** One POST; '' when the site took it, else why not (for the log). */
function post(url, body) {
  try {
    var res = $http.send({
      url: url,
      method: 'POST',
      timeout: TIMEOUT_S,
      headers: {
        'content-type': 'application/json',
        'x-revalidate-secret': $os.getenv('REVALIDATE_SECRET'),
      },
      body: body,
    });
    if (res.statusCode >= 200 && res.statusCode < 300) return '';
    return 'status ' + res.statusCode;
  } catch (err) {
    return String(err);
  }
}

module.exports = {
  // The record collections the site shows; a change to any of them revalidates its pages.
  COLLECTIONS: [
    'blogs_v3',
    'events_v3',
    'resources',
    'vacancies',
    'site_settings',
    // The testimonials (pb_migrations/1768100000_create_testimonials.js).
    'testimonials',
    'faq_items',
    'team_members',
    // The home page's services, special programs, why-us items and about cards.
    'services',
    'special_programs',
    'why_us_items',
    'about_cards',
  ],
  TIMEOUT_S: TIMEOUT_S,
  TRIES: TRIES,
  urls: siteUrls,
  notify: function (e) {
    var urls = siteUrls();
    if (urls.length === 0) return;
    var record = e.record;
    var collection = record.collection().name;
    var body = JSON.stringify({ collection: collection, id: record.id });
    for (var i = 0; i < urls.length; i++) {
      for (var attempt = 1; attempt <= TRIES; attempt++) {
        var failure = post(urls[i], body);
        if (failure === '') break;
        try {
          e.app
            .logger()
            .warn(
              'revalidate: the site did not take the call',
              'url',
              urls[i],
              'try',
              attempt,
              'error',
              failure,
            );
        } catch (_) {}
      }
    }
  },
};
