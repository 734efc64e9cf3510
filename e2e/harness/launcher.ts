import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Launcher = typeof import('../../pocketbase/launcher.mjs');

// Playwright compiles specs to CommonJS and would rewrite a static import of this ES module
// into require(); a native dynamic import keeps it an ES module.
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<Launcher>;

/** pocketbase/launcher.mjs: the PocketBase side's own start, seed and free-port helpers. */
export const launcher = () =>
  nativeImport(pathToFileURL(path.join(__dirname, '../../pocketbase/launcher.mjs')).href);

export type PocketBaseServer = Awaited<ReturnType<Launcher['startPocketBase']>>;
