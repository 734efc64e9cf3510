/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configuredHeaders } from './support/next-headers';

// docs/nginx/hikari.conf adds next.config.ts's security headers where the site sent none (Next's
// own redirects, nginx's own answers): the same names and values, one fact in two files.

const conf = readFileSync(path.join(__dirname, '../docs/nginx/hikari.conf'), 'utf8');

/** The value maps (`map $host $hikari_<x>_value { default "…"; }`), by variable. */
const values = new Map(
  [...conf.matchAll(/^map \$host \$(hikari_\w+_value) \{ default (["'])(.*)\2; \}$/gm)].map((m) => [
    m[1]!,
    m[3]!,
  ]),
);
/** The fill maps: header (lower case) → [fill variable, value variable]. */
const fills = new Map(
  [
    ...conf.matchAll(
      /^map \$upstream_http_(\w+) \$(hikari_\w+) \{ "" \$(hikari_\w+_value); default ""; \}$/gm,
    ),
  ].map((m) => [m[1]!.replaceAll('_', '-'), [m[2]!, m[3]!] as const]),
);

/** The security set next.config.ts sends with a page, as the production build sends it. */
async function siteSet(): Promise<Record<string, string>> {
  const { 'cache-control': _cache, ...security } = await configuredHeaders('/blog');
  // `next dev`'s CSP allows eval; the build nginx stands in front of does not.
  security['content-security-policy'] = security['content-security-policy']!.replace(" 'unsafe-eval'", '');
  return security;
}

test("nginx fills in exactly next.config.ts's security headers, with its values", async () => {
  const site = await siteSet();
  expect([...fills.keys()].toSorted()).toEqual(Object.keys(site).toSorted());
  for (const [header, [, valueVariable]] of fills)
    expect([header, values.get(valueVariable)]).toEqual([header, site[header]]);
});

test('every block that adds headers adds the whole set: a location with its own add_header inherits none', () => {
  // Each server block, and each location with an add_header of its own.
  const blocks = conf
    .split(/^(?=\s*(?:server|location) [^\n]*\{$)/m)
    .filter((block) => /add_header /.test(block));
  expect(blocks.length).toBeGreaterThanOrEqual(4);
  for (const block of blocks) {
    const added = new Map(
      [...block.matchAll(/^\s*add_header ([\w-]+) \$(hikari_\w+) always;$/gm)].map((m) => [
        m[1]!.toLowerCase(),
        m[2]!,
      ]),
    );
    for (const [header, [fill, value]] of fills) {
      const head = block.split('\n').find((line) => line.trim() !== '');
      // Filled where the site may have sent it; the failure page, which replaces the site's answer, always.
      expect([head, header, [fill, value].includes(added.get(header) ?? '')]).toEqual([head, header, true]);
    }
  }
});
