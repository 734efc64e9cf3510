// The e2e harness: everything a spec starts besides the suite's own site (playwright.config.ts)
// and PocketBase (e2e/run.mjs): free ports, extra sites, temporary PocketBases, stand-ins.
export { freePort, sleep } from './processes';
export { startMailpit, type Mailpit } from './mailpit';
export { startTempPocketBase, superuser } from './pocketbase';
export { startSite, type Site } from './sites';
export { revalidate } from './state-sites';
export { startCountingProxy, type CountingProxy, type Stoppable } from './upstreams';
