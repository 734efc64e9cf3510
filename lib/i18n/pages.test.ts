/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import { pageAddresses, PAGES, type Page } from './pages.mjs';
import {
  englishRewrites,
  fixedCardPages,
  isSitePath,
  pageOf,
  proxyMatcher,
  sitemapPages,
} from './site-paths';

// lib/i18n/pages.mjs is the one list of pages: an entry added to it reaches the proxy's matcher,
// next.config.ts's rewrites, the cards, the sitemap and the e2e/bench list with no other edit.

const NEWS: Page = {
  path: '/news',
  card: { kind: 'title', namespace: 'Jobs' },
  nav: 'news',
  sitemap: true,
};
const INTERVIEW: Page = { path: '/jobs/[id]/interview', record: 'vacancy', card: null, sitemap: false };
const WITH = [...PAGES, NEWS, INTERVIEW];

/** A list page's HTML in `locale` that links to one record, as the e2e specs and the bench read it. */
const html = async (list: string) => `<a href="${list}/x11wcbiyz721rrh">…</a>`;

describe('a page added to lib/i18n/pages.mjs', () => {
  test('is a site path, its card one only if it has a card', () => {
    expect([isSitePath('/news'), isSitePath('/si/card/news')]).toEqual([false, false]);
    expect([isSitePath('/news', WITH), isSitePath('/si/card/news', WITH)]).toEqual([true, true]);
    expect(isSitePath('/si/jobs/x11wcbiyz721rrh/interview', WITH)).toBe(true);
    expect(isSitePath('/card/jobs/x11wcbiyz721rrh/interview', WITH)).toBe(false);
    expect(pageOf('/jobs/x11wcbiyz721rrh/interview', WITH)).toEqual({
      page: INTERVIEW,
      id: 'x11wcbiyz721rrh',
    });
  });

  test('changes the matcher the proxy literal is held to, and the rewrites of its English address', () => {
    const pagePaths =
      'blog(?:/[a-z0-9]{15})?|events|documents|testimonials|' +
      'jobs(?:/[a-z0-9]{15}(?:/(?:apply|interview))?)|privacy|applications(?:/status)|offline|news|' +
      'card(?:/(?:blog(?:/[a-z0-9]{15})?|events|documents|testimonials|jobs(?:/[a-z0-9]{15})?|privacy|' +
      'applications(?:/status)|news))?';
    expect(proxyMatcher(WITH)).toBe(
      `/((?!api|_next|_vercel|.*\\..*|(?:si(?:/(?:${pagePaths}))?|${pagePaths})?$).*)`,
    );
    const before = englishRewrites(PAGES);
    expect(englishRewrites(WITH).filter((r) => !before.some((b) => b.source === r.source))).toEqual([
      { source: '/news', destination: '/en/news' },
      { source: '/jobs/:id1([a-z0-9]{15})/interview', destination: '/en/jobs/:id1/interview' },
      { source: '/card/news', destination: '/en/card/news' },
    ]);
  });

  test('gets its card drawn at build and its place in the sitemap', () => {
    expect(fixedCardPages(WITH)).toEqual([...fixedCardPages(PAGES), ['news']]);
    expect(sitemapPages(WITH)).toEqual([...sitemapPages(PAGES), '/news']);
  });

  test('is in the list the e2e specs and the bench go over, in both languages', async () => {
    const before = await pageAddresses(html);
    const after = await pageAddresses(html, { pages: WITH });
    expect(after.filter((a) => !before.some((b) => b.address === a.address))).toEqual([
      { page: '/news', locale: 'en', address: '/news' },
      { page: '/jobs/[id]/interview', locale: 'en', address: '/jobs/x11wcbiyz721rrh/interview' },
      { page: '/news', locale: 'si', address: '/si/news' },
      { page: '/jobs/[id]/interview', locale: 'si', address: '/si/jobs/x11wcbiyz721rrh/interview' },
    ]);
  });
});

describe('the pages of lib/i18n/pages.mjs', () => {
  test('go over every page in both languages, a record page with a linked record', async () => {
    const addresses = (await pageAddresses(html)).map((a) => a.address);
    expect(addresses).toEqual([
      '/',
      '/blog',
      '/blog/x11wcbiyz721rrh',
      '/events',
      '/documents',
      '/testimonials',
      '/jobs',
      '/jobs/x11wcbiyz721rrh',
      '/jobs/x11wcbiyz721rrh/apply',
      '/privacy',
      '/applications/status',
      '/offline',
      '/si',
      '/si/blog',
      '/si/blog/x11wcbiyz721rrh',
      '/si/events',
      '/si/documents',
      '/si/testimonials',
      '/si/jobs',
      '/si/jobs/x11wcbiyz721rrh',
      '/si/jobs/x11wcbiyz721rrh/apply',
      '/si/privacy',
      '/si/applications/status',
      '/si/offline',
    ]);
    await expect(pageAddresses(async () => '<a href="/elsewhere">')).rejects.toThrow(
      '/blog links to no record for /blog/[id]: is the site seeded?',
    );
  });

  test('each has its page under app/[locale], and a record page names its record', () => {
    for (const page of PAGES) {
      const file = path.join(process.cwd(), 'app/[locale]', page.path, 'page.tsx');
      expect([page.path, existsSync(file)]).toEqual([page.path, true]);
      expect([page.path, page.path.includes('[id]')]).toEqual([page.path, page.record !== undefined]);
    }
  });

  test('each title card has its title in both languages', () => {
    const titled = PAGES.flatMap(({ card }) => (card?.kind === 'title' ? [card.namespace] : []));
    expect(titled.length).toBeGreaterThan(0);
    for (const namespace of titled)
      expect([namespace, typeof en[namespace].title, typeof si[namespace].title]).toEqual([
        namespace,
        'string',
        'string',
      ]);
  });
});
