#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: the suite's own site and webhook receiver on free
// loopback ports (E2E_PORT, E2E_WEBHOOK_PORT), a temporary seeded PocketBase whose revalidation
// hook calls that site, a production build (NEXT_DIST_DIR=.next-e2e, beside a developer's .next)
// from that PocketBase, then Playwright. Everything else a spec starts gets its port from
// e2e/harness.
import { spawn } from 'node:child_process';
import { freePort } from '../pocketbase/launcher.mjs';

const sitePort = process.env.E2E_PORT || String(await freePort());
const env = {
  ...process.env,
  E2E_PORT: sitePort,
  E2E_WEBHOOK_PORT: process.env.E2E_WEBHOOK_PORT || String(await freePort()),
  NEXT_DIST_DIR: '.next-e2e',
  REVALIDATE_SECRET: 'e2e-revalidate-secret',
  CONTACT_WEBHOOK_SECRET: 'e2e-webhook-secret',
  SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`,
};
// Built here, from this PocketBase: prerendered pages hold its record ids.
const script = 'next build --webpack && exec playwright test "$@"';
const child = spawn(
  process.execPath,
  ['pocketbase/with-pocketbase.mjs', '--temp', '--', 'sh', '-c', script, 'e2e', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
