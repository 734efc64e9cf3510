// The one module scripts and tests import to get a running PocketBase. Each part lives in its
// own module: getting the binary (binary.mjs), running the server (server.mjs), the development
// seed (seed.mjs), and the credential guard (guard.mjs).
export { DEFAULT_DATA_DIR, ensureBinary } from './binary.mjs';
export {
  credentialsOf,
  DEFAULT_SITE_EMAIL,
  DEFAULT_SITE_PASSWORD,
  DEFAULT_SUPERUSER_EMAIL,
  DEFAULT_SUPERUSER_PASSWORD,
} from './guard.mjs';
export { SEED } from './seed-data.mjs';
export { seed } from './seed.mjs';
export { freePort, startPocketBase } from './server.mjs';
