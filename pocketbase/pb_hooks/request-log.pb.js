/// <reference path="../pb_data/types.d.ts" />
// PocketBase's request log (auxiliary.db, Dashboard > Logs) keeps no line for a read that found
// nothing: a GET or HEAD answered 404. Anyone can make the site ask for a record or a file that
// does not exist (a made-up /blog/<id>, a made-up /_next/image source), and PocketBase logs each
// such answer as an error, so without this a script could grow the log on disk for as long as the
// log's retention (Settings > Logs) and by as much as it likes. Nor does it keep the site's own
// poll of its outbox (lib/outbox: each instance lists the undelivered records of every channel
// every interval): a list of `inquiries`, `applications` or `job_alert_emails` answered 200 to the
// site's account says only that the loop ran. Every other line is kept as PocketBase writes it:
// real errors, writes, the admin's requests.
// Log lines reach the database in batches through AuxSave, which runs the model hooks of `_logs`;
// not calling e.next() leaves the line unwritten. pocketbase/tests/request-log.test.mjs holds it.
onModelCreate((e) => {
  // A Go map (types.JSONMap): its values are read with get().
  const data = e.model.data;
  const method = data.get('method');
  const read = method === 'GET' || method === 'HEAD';
  if (data.get('type') !== 'request' || !read) return e.next();
  const status = Number(data.get('status'));
  if (status === 404) return;
  const poll = /^\/api\/collections\/(inquiries|applications|job_alert_emails)\/records\?/;
  if (status === 200 && data.get('auth') === 'site_writers' && poll.test(String(data.get('url')))) return;
  e.next();
}, '_logs');
