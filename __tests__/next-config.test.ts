/** @jest-environment node */
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import nextConfig from '@/next.config';

// Next matches a header rule's `source` the way `next start` does (filesystem.js
// buildCustomRoute) and, when the match has named parameters, fills them into every header value
// that holds a colon, compiling that value with path-to-regexp on each request. The CSP holds
// colons (`https:`, `data:`), so a rule that sends it must match without named parameters.
const PATHS = ['/', '/blog', '/si/blog/lo20lag22mtg3se', '/api/files/a/b.png', '/%E0%B6', '/a.b/c'];

async function rules() {
  const headers = await nextConfig.headers!();
  return headers.map((rule) => ({
    ...rule,
    match: getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: (regex) => modifyRouteRegex(regex),
    }),
  }));
}

describe('next.config headers', () => {
  it('sends the security headers on every path', async () => {
    const csp = (await rules()).filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
    for (const path of PATHS) expect(csp.some((r) => r.match(path))).toBe(true);
  });

  it('fills no parameter into a header value on any path', async () => {
    for (const rule of await rules()) {
      const withColon = rule.headers.filter((h) => h.value.includes(':') || h.key.includes(':'));
      if (withColon.length === 0) continue;
      for (const path of PATHS) {
        const params = rule.match(path);
        if (params)
          expect({ source: rule.source, path, params }).toEqual({ source: rule.source, path, params: {} });
      }
    }
  });

  it('answer pages are private and not indexed; every other page may be kept by any cache', async () => {
    /** The headers `path` gets: a later rule's header replaces an earlier one's. */
    const headersOf = async (path: string) => {
      const result: Record<string, string> = {};
      for (const rule of await rules())
        if (rule.match(path) && !rule.has)
          for (const h of rule.headers) result[h.key.toLowerCase()] = h.value;
      return result;
    };
    for (const path of ['/contact/sent', '/si/contact/sent', '/en/contact/refused', '/si/contact/refused']) {
      expect(await headersOf(path)).toMatchObject({
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      });
    }
    for (const path of ['/', '/si/blog', '/contact', '/si/jobs/lo20lag22mtg3se'])
      expect((await headersOf(path))['cache-control']).toMatch(/^public, /);
  });
});
