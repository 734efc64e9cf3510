/// <reference path="../pb_data/types.d.ts" />
// Automatic backups with PocketBase's own backup system: every night at 03:00 (server time)
// into pb_data/backups (or the S3 storage configured under Settings → Backups), keeping the
// last 7. Restore: dashboard Settings → Backups, or POST /api/backups/{key}/restore
// (see pocketbase/README.md, and pocketbase/tests/backup.test.mjs for the drill).
migrate(
  (app) => {
    const settings = app.settings();
    if (!settings.backups.cron) {
      settings.backups.cron = '0 3 * * *';
      settings.backups.cronMaxKeep = 7;
      app.save(settings);
    }
  },
  (app) => {
    const settings = app.settings();
    settings.backups.cron = '';
    app.save(settings);
  },
);
