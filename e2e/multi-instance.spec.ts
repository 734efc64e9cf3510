import { localized } from '../lib/i18n/pages.mjs';
import { expect, expectSteady, messages, test } from './fixtures';
import autocannon from 'autocannon';
import zlib from 'node:zlib';
import { answersStayWithTheirVisitor } from './application-status';
import { freePort, superuser } from './harness';
import { rawGet, startCluster, type Cluster } from './harness/nginx';
import {
  draftCookieIsRateLimited,
  fromStoredCopy,
  jobAlertPagesStayPrivate,
  junkQueriesMakeNoEntry,
  sharedMaxAge,
} from './nginx-cache';
import {
  cacheAndHookLog,
  changeWhatsApp,
  EDITED_PAGE,
  renameSinhalaPost,
  untilEachShows,
} from './editor-change';
import { inLanguages, listed, PLAIN_PAGES, QUERY_PAGES } from './pages';
import { contactLimitAcrossInstances, largeCvThroughNginx, oneAddressIsHeldToItsRules } from './nginx-forms';
import { WebhookReceiver } from './webhook-receiver';

// Two instances, their Redis and one PocketBase behind Debian's nginx (e2e/harness/nginx.ts).

test.describe('two instances behind nginx with a shared cache', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let cluster: Cluster;
  let webhook: WebhookReceiver;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    webhook = new WebhookReceiver(await freePort());
    await webhook.start('fail500');
    // Both instances retry every 300 ms: without the lease they would both send.
    cluster = await startCluster({
      CONTACT_WEBHOOK_URL: webhook.url,
      CONTACT_RETRY_INTERVAL_MS: '300',
      CONTACT_WEBHOOK_TIMEOUT_MS: '2000',
      TRUSTED_PROXY_COUNT: '1',
    });
    // nginx keeps /si/blog from now on: by the editor's test below its copy is a few tests old, so
    // it expires (and the test ends) sooner than a copy taken right before the edit would.
    expect((await fetch(`${cluster.nginx}/si/blog`)).status).toBe(200);
  });
  test.afterAll(async () => {
    await cluster?.stop();
    await webhook?.stop();
  });

  test('one inquiry is delivered once while both instances retry it', async () => {
    const message = `Two instances, one delivery ${Date.now()}`;
    const res = await fetch(`${cluster.sites[0]!.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Nimal Silva',
        email: 'nimal@example.com',
        phone: '0771234567',
        inquiryType: 'general',
        message,
        locale: 'en',
      }),
    });
    expect(res.status).toBe(200);
    // The webhook fails for a while, so both retry loops see the inquiry as due.
    await expect.poll(() => webhook.for(message).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await webhook.setMode('ok');
    await expect.poll(() => webhook.deliveredFor(message).length, { timeout: 20_000 }).toBe(1);
    // A quiet window of ten retry intervals: no further request at all, so still one delivery.
    const settled = webhook.for(message).length;
    await expectSteady(() => webhook.for(message).length, settled, 3000);
    expect(webhook.deliveredFor(message)).toHaveLength(1);
  });

  test('requests that try to poison the cache leave plain visitors the English pages, from the cache', async () => {
    // Not /jobs: the proxy moves any query of it, the router's `?_rsc=` too, to its own form.
    const pages = PLAIN_PAGES.filter((path) => !QUERY_PAGES.includes(path));
    const poison: Array<Record<string, string>> = [
      { cookie: 'APPLANGUAGE=en; appLanguage=si' },
      { cookie: 'appLanguage=SI' },
      { cookie: 'appLanguage=si' },
      { 'accept-language': 'si-LK,si;q=0.9' },
      { rsc: '1' },
      { rsc: '1', 'next-router-prefetch': '1' },
      { 'next-router-state-tree': '%5B%22%22%5D' },
    ];
    for (const page of pages) {
      for (let round = 0; round < 3; round++) {
        for (const headers of poison) {
          const answer = await fetch(`${cluster.nginx}${page}`, { headers, redirect: 'manual' });
          const router = Object.keys(headers).some((name) => name !== 'cookie' && name !== 'accept-language');
          // The router's requests (Next may answer them with a redirect to `?_rsc=`) pass the
          // cache by; any other visitor gets the page.
          expect([page, headers, router ? answer.headers.get('x-cache-status') : answer.status]).toEqual([
            page,
            headers,
            router ? 'BYPASS' : 200,
          ]);
          await answer.arrayBuffer();
        }
        // Next's client router asks with ?_rsc=: its own address, never stored.
        const rsc = await fetch(`${cluster.nginx}${page}?_rsc=abc12`, {
          headers: { rsc: '1' },
        });
        expect(rsc.headers.get('x-cache-status')).toBe('BYPASS');
        await rsc.arrayBuffer();
      }
      // A plain visitor: the English HTML page, from the cache.
      // (Its first plain view, or one after its copy was dropped, stores it: a MISS, then the copy.)
      let plain = await fetch(`${cluster.nginx}${page}`, { redirect: 'manual' });
      if (fromStoredCopy(plain) !== 'stored copy') {
        await plain.arrayBuffer();
        plain = await fetch(`${cluster.nginx}${page}`, { redirect: 'manual' });
      }
      expect([page, plain.status, fromStoredCopy(plain)]).toEqual([page, 200, 'stored copy']);
      expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // Next's Vary (its router's headers) is not passed on; nginx's own names the encoding.
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(plain.headers.get('set-cookie')).toBeNull();
      const html = await plain.text();
      expect([page, /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]]).toEqual([page, 'en']);
    }
  });

  test('every visitor gets a cached page in an encoding it reads, whatever the first one asked for', async () => {
    const browser = 'gzip, deflate, br, zstd';
    // A bot asking for plain text first: the copy kept must not be the plain one for everyone.
    const plain = await rawGet(`${cluster.nginx}/si/documents`, '');
    expect([plain.status, plain.cache, plain.encoding, plain.vary]).toEqual([
      200,
      'MISS',
      undefined,
      'Accept-Encoding',
    ]);
    expect(plain.body.subarray(0, 15).toString()).toBe('<!DOCTYPE html>');
    const gzip = await rawGet(`${cluster.nginx}/si/documents`, 'gzip');
    expect([gzip.status, gzip.cache, gzip.encoding]).toEqual([200, 'HIT', 'gzip']);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const br = await rawGet(`${cluster.nginx}/si/documents`, browser);
    expect([br.status, br.cache, br.encoding]).toEqual([200, 'HIT', 'br']);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Brotli's window covers the text Next sends twice (the HTML and its flight data); gzip's does
    // not (/si/documents: 21 KB against 33 KB when this was written).
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.8);

    // A gzip client first: a client that asked for no encoding still gets plain HTML.
    const first = await rawGet(`${cluster.nginx}/si/testimonials`, 'gzip');
    expect([first.status, first.cache, first.encoding]).toEqual([200, 'MISS', 'gzip']);
    const after = await rawGet(`${cluster.nginx}/si/testimonials`, '');
    expect([after.status, after.cache, after.encoding]).toEqual([200, 'HIT', undefined]);
    expect(after.body.equals(zlib.gunzipSync(first.body))).toBe(true);

    // The scripts too, from the immutable cache.
    const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(plain.body.toString())?.[0];
    expect(script).toBeDefined();
    const plainScript = await rawGet(`${cluster.nginx}${script}`, '');
    const brScript = await rawGet(`${cluster.nginx}${script}`, browser);
    expect([plainScript.status, plainScript.encoding, brScript.status, brScript.encoding]).toEqual([
      200,
      undefined,
      200,
      'br',
    ]);
    expect(zlib.brotliDecompressSync(brScript.body).equals(plainScript.body)).toBe(true);
  });

  test('an optimized image is kept once per format: each visitor gets one it can draw', async () => {
    const html = (await rawGet(`${cluster.nginx}/events`, '')).body.toString();
    const src = /\/_next\/image\?[^"\s,]+/.exec(html)?.[0]?.replaceAll('&amp;', '&');
    if (!src) throw new Error('/events draws no optimized image');
    const original = await rawGet(
      `${cluster.nginx}${new URL(src, cluster.nginx).searchParams.get('url')}`,
      '',
    );
    const get = (accept: string) => rawGet(`${cluster.nginx}${src}`, '', { accept });
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const first = await get(chrome);
    expect([first.status, first.cache, first.type, first.vary]).toEqual([
      200,
      'MISS',
      'image/avif',
      'Accept',
    ]);
    // A bot (or a browser that draws neither format) after it: the original, not the AVIF.
    const bot = await get('*/*');
    expect([bot.status, bot.cache, bot.type]).toEqual([200, 'MISS', original.type]);
    const safari15 = await get('image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5');
    expect([safari15.status, safari15.cache, safari15.type]).toEqual([200, 'MISS', 'image/webp']);
    const again = await get(chrome);
    expect([again.status, again.cache, again.type]).toEqual([200, 'HIT', 'image/avif']);
    expect(again.body.equals(first.body)).toBe(true);
    expect((await get('*/*')).cache).toBe('HIT');
  });

  test('a share card is made once and then served from the cache', async () => {
    const pb = await superuser(cluster.pocketbaseUrl);
    const [post] = (await pb.collection('blogs_v3').getList(1, 1, { filter: 'status = "published"' })).items;
    if (!post) throw new Error('the seed has no published post');
    const path = localized(post.language, `/card/blog/${post.id}`);
    const first = await fetch(`${cluster.nginx}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=60/);
    const bytes = Buffer.from(await first.arrayBuffer());
    const second = await fetch(`${cluster.nginx}${path}`);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    // An unknown post's card is a 404 that draws nothing.
    expect((await fetch(`${cluster.nginx}/card/blog/zzzzzzzzzzzzzzz`)).status).toBe(404);
  });

  test('the contact rate limit holds across both instances (nginx limit_req)', () =>
    contactLimitAcrossInstances(cluster));

  test('an English page and a Sinhala page are served as fast through nginx (reported as a ratio)', async () => {
    const measure = async (url: string) =>
      (await autocannon({ url, connections: 50, duration: 2 })).requests.average;
    const direct = await measure(`${cluster.sites[0]!.url}/blog`);
    // Both kept under their URL alone (docs/nginx/hikari.conf).
    const english = await measure(`${cluster.nginx}/blog`);
    const sinhala = await measure(`${cluster.nginx}/si/blog`);
    const line = `/blog: one instance ${Math.round(direct)} req/s; through nginx /blog ${Math.round(english)} req/s, /si/blog ${Math.round(sinhala)} req/s (English/Sinhala ${(english / sinhala).toFixed(2)})`;
    test.info().annotations.push({ type: 'throughput', description: line });
    console.log(`[multi-instance] ${line}`);
    for (const page of inLanguages([listed('/blog')]))
      expect((await fetch(`${cluster.nginx}${page}`)).headers.get('x-cache-status')).toBe('HIT');
    expect(english).toBeGreaterThan(0);
    expect(sinhala).toBeGreaterThan(0);
  });
  test("an editor's change shows on both instances and through the cache within the promised window", async () => {
    // Every cache holds the old title (nginx since beforeAll).
    let windowS = 0;
    const { title, changedAt } = await renameSinhalaPost(cluster.pocketbaseUrl, async () => {
      const first = await fetch(`${cluster.nginx}${EDITED_PAGE}`);
      windowS = sharedMaxAge(first.headers.get('cache-control'));
      expect(windowS).toBeGreaterThan(0);
      for (const s of cluster.sites) expect((await fetch(`${s.url}${EDITED_PAGE}`)).status).toBe(200);
    });
    // Each instance: the hook called the first, and both keep their pages in the one Redis.
    await untilEachShows(
      cluster.sites.map((s) => s.url),
      title,
      { timeout: 15_000 },
      () => cacheAndHookLog(cluster.pocketbaseUrl, cluster.sites),
    );
    // Through nginx: within s-maxage (plus one background refresh).
    await untilEachShows([cluster.nginx], title, {
      by: changedAt + (windowS + 10) * 1000,
      intervals: [1000],
    });
  });

  test('an application with a 3 MB CV passes nginx; other routes keep their 64k', () =>
    largeCvThroughNginx(cluster));
  test("one address's uploads past the site's rules get 429 with Retry-After from nginx", () =>
    oneAddressIsHeldToItsRules(cluster));
  test('a new WhatsApp number shows on both instances within 10 s, in both languages', () =>
    changeWhatsApp(cluster));
  test('a query string makes no new cache entry: only /jobs keeps its canonical filters', () =>
    junkQueriesMakeNoEntry(cluster));
  test('requests with a draft-mode cookie, made up or not, are held to a small rate per address', () =>
    draftCookieIsRateLimited(cluster));
  test('two visitors asking where their application stands never see each other’s answer', async () =>
    answersStayWithTheirVisitor(cluster.nginx, await superuser(cluster.pocketbaseUrl)));
  test('job alert links are never stored by nginx; its sign-up budget holds across instances', () =>
    jobAlertPagesStayPrivate(cluster));
  test("with no instance answering, nginx sends the prerendered failure page in the address's language", async () => {
    for (const site of cluster.sites) await site.stop();
    const id = `down${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15); // nothing stored
    for (const [page, lang] of [
      [`/si/jobs/${id}`, 'si'],
      [`/blog/${id}`, 'en'],
    ] as const) {
      const answer = await fetch(`${cluster.nginx}${page}`);
      expect([page, answer.status]).toEqual([page, 502]);
      const html = await answer.text();
      expect([page, /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]]).toEqual([page, lang]);
      expect(html).toContain(messages[lang].ErrorPage.title);
    }
  });
});
