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
  // app/[locale]/page-<hash>.js is the Sinhala home page's ('' here), app/(en)/blog/page-… the
  // English blog's.
  return sources.flatMap((src) => {
    const match = /\/app\/(?:\[locale\]|\(en\))\/(?:(.+)\/)?page-[^/]+\.js$/.exec(src);
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

// Issue 10: a record list comes in the served HTML in place, not as a hidden copy that a script
// swaps in. React sends a finished Suspense boundary of more than 12.8 KB that way and reveals it
// at least 300 ms after the first paint, so every visitor of a cached list saw the spinner first
// (components/records/record-page.tsx). Crawlers and a phone before its scripts get the same page.
test('record lists are in place in the served HTML, with no spinner and no swap script', async ({
  request,
  siteLocale,
}) => {
  const lists: [path: string, item: RegExp][] = [
    ['/blog', /<a [^>]*href="(?:\/si)?\/blog\/[a-z0-9]{15}"/],
    ['/events', /<li [^>]*id="record-[a-z0-9]{15}"/],
    ['/documents', /<li [^>]*id="record-[a-z0-9]{15}"/],
  ];
  for (const [path, item] of lists) {
    const html = await (await request.get(localePath(siteLocale, path))).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main, `${path}: the list is inside <main>`).toMatch(item);
    expect(main, `${path}: no spinner`).not.toContain('role="status"');
    expect(html, `${path}: no boundary left pending`).not.toContain('<!--$?-->');
    expect(html, `${path}: no swap script`).not.toMatch(/\$RC\(/);
  }
});
