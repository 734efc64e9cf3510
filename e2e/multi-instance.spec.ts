import { expect, expectSteady, messages, test } from './fixtures';
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inquiry } from './contact';
import { REVALIDATE_SECRET } from './env';
import {
  freePort,
  spawnGroup,
  waitForHttp,
  type Child,
  startSite,
  startTempPocketBase,
  superuser,
  type Stoppable,
} from './harness';
import { WebhookReceiver } from './webhook-receiver';

// Two site instances and one PocketBase behind Debian's real nginx, configured with
// docs/nginx/hikari.conf (only its ports and paths rewritten for loopback and a temp dir).
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

type Cluster = {
  nginx: string;
  sites: Stoppable[];
  pocketbaseUrl: string;
  stop: () => Promise<void>;
};

async function startNginx(port: number, upstreams: string[], dir: string): Promise<Child> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does it)');
  let site = await readFile(path.join(__dirname, '../docs/nginx/hikari.conf'), 'utf8');
  site = site
    .replace('/var/cache/nginx/hikari', path.join(dir, 'cache'))
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(/ {4}server 127\.0\.0\.1:300\d[^\n]*\n/g, '')
    .replace(
      'upstream hikari_site {\n',
      `upstream hikari_site {\n${upstreams.map((u) => `    server ${u};\n`).join('')}`,
    );
  await writeFile(path.join(dir, 'hikari.conf'), site);
  const main = [
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/hikari.conf;`,
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'nginx.conf'), main);
  const child = spawnGroup(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], process.env);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, { ...child, timeoutMs: 15_000 });
  } catch (error) {
    await child.kill('SIGKILL');
    throw error;
  }
  return child;
}

async function startCluster(siteEnv: Record<string, string>): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'multi-instance-'));
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [p1, p2] = [await freePort(), await freePort()];
    const siteUrls = [p1, p2].map((p) => `http://127.0.0.1:${p}/api/revalidate`).join(',');
    const pb = await startTempPocketBase({
      seed: true,
      env: { SITE_REVALIDATE_URL: siteUrls, REVALIDATE_SECRET },
    });
    stops.push(() => pb.remove());
    const sites = [
      await startSite(pb.url, { env: siteEnv, port: p1 }),
      await startSite(pb.url, { env: siteEnv, port: p2 }),
    ];
    for (const s of sites) stops.push(() => s.stop());
    // nginx's port is chosen last, and again if it was taken meanwhile: a port free a moment ago
    // can become the local end of an outgoing connection (CI at ee47834 saw bind() fail).
    let nginxPort = 0;
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    for (let attempt = 1; !nginx; attempt += 1) {
      nginxPort = await freePort();
      try {
        nginx = await startNginx(
          nginxPort,
          sites.map((s) => new URL(s.url).host),
          dir,
        );
      } catch (error) {
        if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
      }
    }
    const started = nginx;
    stops.push(() => started.kill('SIGTERM'));
    return { nginx: `http://127.0.0.1:${nginxPort}`, sites, pocketbaseUrl: pb.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The shared-cache window a page promises: s-maxage (seconds). */
function sharedMaxAge(cacheControl: string | null): number {
  const m = /s-maxage=(\d+)/.exec(cacheControl ?? '');
  return m ? Number(m[1]) : 0;
}

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

  test('a Sinhala visitor lands on /si through the cache, an English one gets the English page', async () => {
    const get = (headers: Record<string, string>) =>
      fetch(`${cluster.nginx}/`, { headers, redirect: 'manual' });
    // Warm the English entry, then prove it is served from the cache.
    expect((await get({ 'accept-language': 'en-US' })).status).toBe(200);
    const english = await get({ 'accept-language': 'en-US' });
    expect(english.status).toBe(200);
    expect(english.headers.get('x-cache-status')).toBe('HIT');
    expect(await english.text()).toContain('<html lang="en"');
    for (let i = 0; i < 2; i++) {
      const byBrowser = await get({ 'accept-language': 'si-LK,si;q=0.9' });
      expect(byBrowser.status).toBe(307);
      expect(new URL(byBrowser.headers.get('location')!, cluster.nginx).pathname).toBe('/si');
      const byCookie = await get({ 'accept-language': 'en-US', cookie: 'appLanguage=si' });
      expect(byCookie.status).toBe(307);
      expect(new URL(byCookie.headers.get('location')!, cluster.nginx).pathname).toBe('/si');
    }
    // A stored English choice beats a Sinhala browser: the English page.
    const storedEn = await get({ 'accept-language': 'si', cookie: 'appLanguage=en' });
    expect(storedEn.status).toBe(200);
    expect(await storedEn.text()).toContain('<html lang="en"');
  });

  test('the contact rate limit holds across both instances (nginx limit_req)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 10; i++) {
      // Invalid bodies: the instances answer 400 and store nothing; nginx counts them all.
      const res = await fetch(`${cluster.nginx}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // A form the browser posted itself (no scripts) over the budget: the site's refusal page in
    // the form's language, with what was typed, not nginx's JSON.
    const message = 'මගේ පණිවිඩය <i>මෙයයි</i>, කරුණාකර මාව අමතන්න.';
    const form = await fetch(`${cluster.nginx}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...inquiry('si'), locale: 'si', message }).toString(),
    });
    expect(form.status).toBe(429);
    expect(form.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(form.headers.get('retry-after')).toBe('60');
    const page = await form.text();
    expect(page).toContain('<html lang="si">');
    expect(page).toContain(messages.si.ContactForm.rateLimited);
    expect(page).toContain(
      `>${message.replace('<i>', '&lt;i&gt;').replace('</i>', '&lt;/i&gt;')}</textarea>`,
    );
    expect(page).toContain(`value="${inquiry('si').name}"`);
  });

  test('throughput through nginx against one instance (reported, not asserted)', async () => {
    const measure = async (url: string) =>
      (await autocannon({ url, connections: 50, duration: 5 })).requests.average;
    const direct = await measure(`${cluster.sites[0]!.url}/blog`);
    // The same unprefixed page through nginx (kept per language, see docs/nginx/hikari.conf).
    const cached = await measure(`${cluster.nginx}/blog`);
    test.info().annotations.push({
      type: 'throughput',
      description: `/blog: one instance ${Math.round(direct)} req/s, nginx cache ${Math.round(cached)} req/s (${(cached / direct).toFixed(1)}×)`,
    });
    console.log(
      `[multi-instance] /blog one instance ${Math.round(direct)} req/s; through nginx ${Math.round(cached)} req/s`,
    );
    expect(direct).toBeGreaterThan(0);
    expect(cached).toBeGreaterThan(0);
  });
  test("an editor's change shows on both instances and through the cache within the promised window", async () => {
    const pb = await superuser(cluster.pocketbaseUrl);
    const [post] = (
      await pb.collection('blogs_v3').getList(1, 1, { filter: 'language = "si" && status = "published"' })
    ).items;
    if (!post) throw new Error('the seed has no published Sinhala post');
    // Warm every cache with the old title.
    const first = await fetch(`${cluster.nginx}/si/blog`);
    const windowS = sharedMaxAge(first.headers.get('cache-control'));
    expect(windowS).toBeGreaterThan(0);
    for (const s of cluster.sites) expect((await fetch(`${s.url}/si/blog`)).status).toBe(200);

    const title = `Multi-instance edit ${Date.now()}`;
    await pb.collection('blogs_v3').update(post.id, { title });
    const changedAt = Date.now();

    // Each instance: the hook called both, so the next view shows it.
    for (const s of cluster.sites) {
      await expect
        .poll(async () => (await (await fetch(`${s.url}/si/blog`)).text()).includes(title), {
          timeout: 15_000,
        })
        .toBe(true);
    }
    // Through nginx: within s-maxage (plus one background refresh).
    await expect
      .poll(async () => (await (await fetch(`${cluster.nginx}/si/blog`)).text()).includes(title), {
        timeout: (windowS + 10) * 1000,
        intervals: [1000],
      })
      .toBe(true);
    expect(Date.now() - changedAt).toBeLessThanOrEqual((windowS + 10) * 1000);
  });
});
