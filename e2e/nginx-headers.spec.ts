import { configuredHeaders } from '../__tests__/support/next-headers';
import { expect, test } from './fixtures';
import { startCluster, type Cluster } from './harness/nginx';
import { rawHead } from './harness/raw-socket';

// Every answer through nginx (docs/nginx/hikari.conf) carries the security headers of
// next.config.ts exactly once: Next's own redirects, which it sends before any headers() rule,
// pages from nginx's copy, and nginx's own redirect of another host name. Raw HTTP: the request
// goes as written (`//x` too), and a header sent twice is two lines.

let cluster: Cluster;
let port: number;
/** The security set next.config.ts sends with a page of the production build (lower-case names). */
let SET: Record<string, string>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { 'cache-control': _cache, ...security } = await configuredHeaders('/blog');
  security['content-security-policy'] = security['content-security-policy']!.replace(" 'unsafe-eval'", '');
  SET = security;
  cluster = await startCluster({ TRUSTED_PROXY_COUNT: '1' });
  port = Number(new URL(cluster.nginx).port);
});
test.afterAll(async () => {
  await cluster?.stop();
});

/** The answer's status, its Location, and each security header's values (one line each, as sent). */
async function get(path: string, host = `127.0.0.1:${port}`) {
  const answer = await rawHead(port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  const lines = answer.lines.map((line) => [
    line.slice(0, line.indexOf(':')).toLowerCase(),
    line.slice(line.indexOf(':') + 1).trim(),
  ]);
  const values = (name: string) => lines.filter(([key]) => key === name).map(([, value]) => value);
  return {
    status: answer.status,
    location: values('location')[0],
    security: Object.fromEntries(Object.keys(SET).map((name) => [name, values(name)])),
  };
}

/** Each header of the set once, with next.config.ts's value. */
const once = () => Object.fromEntries(Object.entries(SET).map(([name, value]) => [name, [value]]));

test("Next's own redirects (/en/blog/, //x) carry CSP, HSTS and X-Frame-Options, once each", async () => {
  for (const path of ['/en/blog/', '/blog/', '//x', '//evil.example/']) {
    const answer = await get(path);
    expect([path, answer.status]).toEqual([path, 308]);
    expect(answer.location, path).toBeDefined();
    expect(answer.location, path).not.toMatch(/^(?:https?:)?\/\/(?!127\.0\.0\.1)/);
    expect(answer.security, path).toEqual(once());
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options'])
      expect(answer.security[name], `${path} ${name}`).toHaveLength(1);
  }
});

test("pages keep one copy of each: the site's, from the instance and from nginx's copy", async () => {
  for (const path of ['/blog', '/blog', '/si/events', '/robots.txt']) {
    const answer = await get(path);
    expect([path, answer.status]).toEqual([path, 200]);
    expect(answer.security, path).toEqual(once());
  }
});

test("another host name is sent to the site's one host, with the set too", async () => {
  const answer = await get('/jobs?sector=caregiving', 'www.example.lk');
  expect(answer.status).toBe(301);
  expect(answer.location).toBe('https://example.lk/jobs?sector=caregiving');
  expect(answer.security).toEqual(once());
});
