/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import nextConfig from '../next.config';
import { configuredHeaders, headerRules } from './support/next-headers';

// Next matches a header rule's `source` the way `next start` does (filesystem.js
// buildCustomRoute) and, when the match has named parameters, fills them into every header value
// that holds a colon, compiling that value with path-to-regexp on each request. The CSP holds
// colons (`https:`, `data:`), so a rule that sends it must match without named parameters.
const PATHS = ['/', '/blog', '/si/blog/lo20lag22mtg3se', '/api/files/a/b.png', '/%E0%B6', '/a.b/c'];

describe('next.config headers', () => {
  it('sends the security headers on every path', async () => {
    const csp = (await headerRules()).filter((r) =>
      r.headers.some((h) => h.key === 'Content-Security-Policy'),
    );
    for (const path of PATHS) expect(csp.some((r) => r.match(path))).toBe(true);
  });

  it('fills no parameter into a header value on any path', async () => {
    for (const rule of await headerRules()) {
      const withColon = rule.headers.filter((h) => h.value.includes(':') || h.key.includes(':'));
      if (withColon.length === 0) continue;
      for (const path of PATHS) {
        const params = rule.match(path);
        if (params)
          expect({ source: rule.source, path, params }).toEqual({ source: rule.source, path, params: {} });
      }
    }
  });

  it('record files are sandboxed; a testimonial clip keeps its origin, so that it plays as a page', async () => {
    expect(
      (await configuredHeaders('/api/files/blogs_v3/lo20lag22mtg3se/a.png'))['content-security-policy'],
    ).toBe("default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(
      (await configuredHeaders('/api/files/testimonials/lo20lag22mtg3se/t1_en_abcdefghij.mp4'))[
        'content-security-policy'
      ],
    ).toBe("default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox allow-same-origin");
  });

  it('answer pages are private and not indexed; every other page may be kept by any cache', async () => {
    for (const path of ['/contact/sent', '/si/contact/sent', '/en/contact/refused', '/si/contact/refused']) {
      expect(await configuredHeaders(path)).toMatchObject({
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      });
    }
    for (const path of ['/', '/si/blog', '/contact', '/si/jobs/lo20lag22mtg3se'])
      expect((await configuredHeaders(path))['cache-control']).toMatch(/^public, /);
  });
});

// Every build is `next build --webpack` (package.json): the service worker is bundled by Serwist's
// webpack plugin, added by next.config.ts's `webpack` hook, which Turbopack never runs
// (docs/architecture.md, "Couplings to private internals"). The pin and the hook go together: the
// day the hook is gone, this fails until the pin is weighed again.
describe('the --webpack pin', () => {
  it('is in every build script exactly while next.config.ts has a webpack hook', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const hooked = typeof nextConfig.webpack === 'function';
    const pinned = (script: string | undefined) => /next build --webpack\b/.test(script ?? '');
    expect(hooked).toBe(true);
    expect({ build: pinned(scripts.build), start: pinned(scripts.start) }).toEqual({
      build: hooked,
      start: hooked,
    });
  });
});
