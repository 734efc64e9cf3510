/// <reference path="../pb_data/types.d.ts" />
// The launcher's superuser (pocketbase/server.mjs), handed over by environment, never on the
// command line, where every process on the machine could read it:
//   PB_BOOTSTRAP_SUPERUSER_EMAIL, PB_BOOTSTRAP_SUPERUSER_PASSWORD
//   PB_BOOTSTRAP_SUPERUSER_MODE = "upsert" (loopback: created, or its password reset) or
//                                 "create" (outside loopback: created once, never changed)
// Nothing happens while they are unset (a deployment that manages its superusers itself). A
// failure stops the start with PocketBase's own message, which names fields, never values.
onBootstrap((e) => {
  e.next();
  const email = $os.getenv('PB_BOOTSTRAP_SUPERUSER_EMAIL');
  const password = $os.getenv('PB_BOOTSTRAP_SUPERUSER_PASSWORD');
  if (!email || !password) return;
  const createOnly = $os.getenv('PB_BOOTSTRAP_SUPERUSER_MODE') === 'create';
  let record = null;
  try {
    record = e.app.findAuthRecordByEmail('_superusers', email);
  } catch (_) {
    record = null;
  }
  if (record && createOnly) return;
  if (!record) {
    record = new Record(e.app.findCollectionByNameOrId('_superusers'));
    record.setEmail(email);
  }
  record.setPassword(password);
  try {
    e.app.save(record);
  } catch (err) {
    throw new Error(`setting the superuser ${email} failed: ${err}`);
  }
});
