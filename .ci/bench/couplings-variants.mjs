// The builds .ci/bench/couplings.mjs compares: the current commit as it is (`head`), and for each
// mechanism off Next's public API the same commit without it, made by one scripted edit of a copy
// (`git archive HEAD`, node_modules and pocketbase/.bin linked to this checkout's). An edit whose
// text is no longer found throws: the harness then names the variant to rewrite, it never measures
// a copy that silently kept the mechanism. A mechanism removed after its measure leaves with its
// variant (docs/bench/history.md keeps the numbers; the ETag replacement's edit was
// `if (!isServer) return config;` → `if (isServer || !isServer) return config;` in next.config.ts).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Replaces `from` (a string or a RegExp with /g) in `file` of `dir`; throws when it is not there. */
function edit(dir, file, from, to) {
  const at = path.join(dir, file);
  const text = readFileSync(at, 'utf8');
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`${file}: ${String(from)} not found; the variant needs rewriting`);
  writeFileSync(at, text.replace(from, to));
}

// next/image's public getImageProps in place of its parts (lib/images/attributes.ts): the same
// props, no cap of the srcset at the file's width (the public function takes no settings).
const PUBLIC_IMAGE_PROPS = `import { getImageProps, type ImageProps } from 'next/image';

export type ImgAttributes = ReturnType<typeof getImageProps>['props'];
export type ImgProps = ImageProps & { sourceWidth?: number };

export function imgAttributes({ sourceWidth, ...props }: ImgProps): ImgAttributes {
  void sourceWidth;
  const { props: img } = getImageProps(props);
  for (const key of Object.keys(img) as (keyof ImgAttributes)[]) if (img[key] === undefined) delete img[key];
  return img;
}
`;

// An island that is an ordinary client component: its module is part of the page's chunk and
// React hydrates it with the page (components/ui/island.tsx keeps the name and props).
const PLAIN_ISLAND = `import type { ComponentType } from 'react';

export function Island<P extends object>({
  Server,
  props,
}: {
  Server: ComponentType<P> | null;
  load: unknown;
  props: P;
  options?: unknown;
}) {
  const Component = Server!;
  return <Component {...props} />;
}
`;
const ISLAND_BOUNDARIES = [
  'components/home/home-islands.client.tsx',
  'components/contact/contact-form-island.client.tsx',
  'components/applications/apply-form-island.client.tsx',
];

/**
 * name → { what, build (a directory of its own, or the name of the build it runs), env (added to
 * its `next start`), apply(dir) }.
 */
export const VARIANTS = {
  head: { what: 'the current commit', apply() {} },
  'no-one-stylesheet': {
    what: "without the flight data's rewrite (lib/cache/one-stylesheet.mjs)",
    apply(dir) {
      edit(
        dir,
        'lib/cache/handler.mjs',
        "import { keepingStylesheetOnce } from './one-stylesheet.mjs';",
        'const keepingStylesheetOnce = (handler) => handler;',
      );
    },
  },
  'no-single-location': {
    what: 'without the appendHeader patch (lib/http/single-location.ts): the head build, patch marked installed',
    build: 'head',
    env: (root) => ({
      NODE_OPTIONS_EXTRA: `--import ${path.join(root, 'e2e/harness/without-single-location.mjs')}`,
    }),
    apply() {},
  },
  'public-image-props': {
    what: "with next/image's public getImageProps instead of its private parts (lib/images/attributes.ts)",
    apply(dir) {
      writeFileSync(path.join(dir, 'lib/images/attributes.ts'), PUBLIC_IMAGE_PROPS);
    },
  },
  'no-islands': {
    what: 'islands as ordinary client components (components/ui/island.tsx and its boundaries)',
    apply(dir) {
      writeFileSync(path.join(dir, 'components/ui/island.tsx'), PLAIN_ISLAND);
      for (const file of ISLAND_BOUNDARIES) edit(dir, file, /typeof window === 'undefined'/g, 'true');
    },
  },
};

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(tail) : reject(new Error(`${command} ${args.join(' ')}: exit ${code}\n${tail}`)),
    );
  });
}

/** A copy of HEAD in `dir` with the variant's edit, unless it is there already. */
export function prepare(root, dir, variant) {
  if (existsSync(path.join(dir, 'package.json'))) return;
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', 'HEAD'], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'pocketbase'), { recursive: true });
  symlinkSync(path.join(root, 'pocketbase/.bin'), path.join(dir, 'pocketbase/.bin'));
  variant.apply(dir);
}

/**
 * `next build --webpack` in `dir` against the PocketBase of `env` (its prerendered pages hold that
 * PocketBase's records), unless the build is there already. Returns the build's warnings.
 */
export async function build(dir, env, log) {
  if (existsSync(path.join(dir, '.next/BUILD_ID'))) return [];
  const started = Date.now();
  const out = await run(
    process.execPath,
    [path.join(dir, 'node_modules/next/dist/bin/next'), 'build', '--webpack'],
    {
      cwd: dir,
      env: { ...process.env, ...env, NEXT_DIST_DIR: '.next', NEXT_BUILD_SKIP_TYPECHECK: '1' },
    },
  );
  log(`built ${dir} in ${Math.round((Date.now() - started) / 1000)} s`);
  return out.split('\n').filter((line) => /warn/i.test(line));
}
