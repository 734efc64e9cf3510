// Shared code for revalidate.pb.js (loaded with require(`${__hooks}/revalidate.js`),
// because hook handlers cannot see variables from their file's scope).
// Tells the Next.js site that a record changed so it can revalidate its cache.
// Never throws: a failed notification must not fail the save.
module.exports = {
  notify: function (e) {
    try {
      var url = $os.getenv('SITE_REVALIDATE_URL');
      if (!url) return;
      var record = e.record;
      var collection = record.collection().name;
      var res = $http.send({
        url: url,
        method: 'POST',
        timeout: 3,
        headers: {
          'content-type': 'application/json',
          'x-revalidate-secret': $os.getenv('REVALIDATE_SECRET'),
        },
        body: JSON.stringify({ collection: collection, id: record.id }),
      });
      if (res.statusCode < 200 || res.statusCode >= 300) {
        e.app
          .logger()
          .warn(
            'revalidate: site answered with an error',
            'status',
            res.statusCode,
            'collection',
            collection,
            'id',
            record.id,
          );
      }
    } catch (err) {
      try {
        e.app.logger().warn('revalidate: request failed', 'error', String(err));
      } catch (_) {}
    }
  },
};
