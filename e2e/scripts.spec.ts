import type { APIRequestContext } from '@playwright/test';
import { expect, localePath, test } from './fixtures';

// Issue 10: a page's served HTML loads the framework, the layout and its own page's script, no
// other page's. Next's webpack build merges the home page's client references into every page's
// manifest, so a client module the layout and the home page both reference (next/link was one)
// made every page download the home page's script (components/layout/layout-link.client.ts).

const PAGES: [path: string, segment: string][] = [
  ['/', ''],
  ['/blog', 'blog'],
  ['/events', 'events'],
  ['/documents', 'documents'],
  ['/testimonials', 'testimonials'],
];

/** The page segments whose scripts the served HTML of `path` loads, e.g. `['blog/[id]']`. */
async function pageScripts(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) =>
    decodeURIComponent(m[1] ?? ''),
  );
  expect(sources.length).toBeGreaterThan(0);
  // app/[locale]/page-<hash>.js is the home page's ('' here), app/[locale]/blog/page-… the blog's.
  return sources.flatMap((src) => {
    const match = /\/app\/\[locale\]\/(?:(.+)\/)?page-[^/]+\.js$/.exec(src);
    return match ? [match[1] ?? ''] : [];
  });
}

test('each page loads its own page script and no other page’s', async ({ request, siteLocale }) => {
  const blog = await (await request.get(localePath(siteLocale, '/blog'))).text();
  const post = blog.match(/href="((?:\/si)?\/blog\/[a-z0-9]{15})"/)?.[1];
  expect(post).toBeDefined();

  for (const [path, segment] of [...PAGES, [post!.replace(/^\/si/, ''), 'blog/[id]'] as const]) {
    const scripts = await pageScripts(request, localePath(siteLocale, path));
    expect(
      scripts.filter((s) => s !== segment),
      `${path} loads another page's script`,
    ).toEqual([]);
  }
});
