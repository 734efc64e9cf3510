#!/usr/bin/env node
// `npm run pocketbase`: runs PocketBase in the foreground with this folder's
// migrations and hooks, seeded with development content.
//   node pocketbase/cli.mjs [--http=127.0.0.1:8090] [--dir=pocketbase/pb_data] [--no-seed]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, DEFAULT_SUPERUSER_EMAIL, startPocketBase } from './launcher.mjs';

const USAGE = 'usage: node pocketbase/cli.mjs [--http=127.0.0.1:8090] [--dir=pocketbase/pb_data] [--no-seed]';
let values;
try {
  ({ values } = parseArgs({
    options: {
      http: { type: 'string', default: '127.0.0.1:8090' },
      dir: { type: 'string', default: DEFAULT_DATA_DIR },
      'no-seed': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const opts = { http: values.http, dir: path.resolve(values.dir), seed: !values['no-seed'] };

let pb;
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    if (pb) await pb.stop();
    process.exit(pb ? 0 : 130); // during start-up: the launcher's exit hook kills the child
  });
}
try {
  pb = await startPocketBase({ ...opts, log: (line) => console.log(line) });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const email = process.env.POCKETBASE_SUPERUSER_EMAIL || DEFAULT_SUPERUSER_EMAIL;
console.log(`\nPocketBase is running at ${pb.url} (data: ${pb.dir})`);
console.log(`Dashboard: ${pb.url}/_/  superuser: ${email}`);
console.log('Press Ctrl+C to stop.');

pb.child.on('exit', (code, signal) => {
  // Ctrl+C also reaches the child directly; give our own handler a moment.
  setTimeout(() => {
    if (stopping) return;
    console.error(`PocketBase exited unexpectedly (${signal || `exit ${code}`})`);
    process.exit(code || 1);
  }, 300);
});
