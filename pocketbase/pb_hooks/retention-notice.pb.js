/// <reference path="../pb_data/types.d.ts" />
// GET /api/site/retention (anyone): {"days": N, "backupDays": M, "alertDays": K}, the days the nightly retention
// run (applications.pb.js, shared/retention.js) keeps an inquiry or application after its last
// change, from RETENTION_DAYS as that run reads it, the days a backup still holds it, and the days
// a job alert subscription never confirmed is kept. The
// privacy notice (app/[locale]/privacy) states these numbers, so it can never disagree with the run.
routerAdd('GET', '/api/site/retention', (e) => {
  const retention = require(`${__hooks}/shared/retention.js`);
  return e.json(200, {
    days: retention.retentionDays(),
    backupDays: retention.BACKUP_DAYS,
    alertDays: retention.UNCONFIRMED_DAYS,
  });
});
