#!/usr/bin/env node
// `npm run pocketbase`: runs PocketBase in the foreground with this folder's
// migrations and hooks, seeded with development content.
//   node pocketbase/cli.mjs [--http=127.0.0.1:8090] [--dir=pocketbase/pb_data] [--no-seed]
import path from 'node:path';
import { DEFAULT_DATA_DIR, startPocketBase } from './launcher.mjs';

const opts = { http: '127.0.0.1:8090', dir: DEFAULT_DATA_DIR, seed: true };
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('--http=')) opts.http = arg.slice('--http='.length);
  else if (arg.startsWith('--dir=')) opts.dir = path.resolve(arg.slice('--dir='.length));
  else if (arg === '--no-seed') opts.seed = false;
  else if (arg === '--help' || arg === '-h') {
    console.log(
      'usage: node pocketbase/cli.mjs [--http=127.0.0.1:8090] [--dir=pocketbase/pb_data] [--no-seed]',
    );
    process.exit(0);
  } else {
    console.error(`unknown argument: ${arg}`);
    process.exit(2);
  }
}

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

const email = process.env.POCKETBASE_SUPERUSER_EMAIL || 'admin@example.com';
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
