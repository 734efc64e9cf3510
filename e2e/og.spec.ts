import type PocketBase from 'pocketbase';
import sharp from 'sharp';
import { company } from '../content/company';
import { cardFonts, renderPostCard } from '../lib/og/post-card';
import { expect, localePath, messages, ONCE, test, type SiteLocale } from './fixtures';
import { superuser } from './harness';

// Share cards (docs/spec-summary.md, Later additions): each post's /opengraph-image is a 1200×630
// PNG with its title in the post's own script. The Sinhala title must really be drawn with the
// Sinhala face: the served card must match the card drawn here with the same fonts, and differ from
// the same card drawn with a font that lacks Sinhala (which would show empty boxes).

type Post = { id: string; title: string; language: SiteLocale };

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Runs `draw` with this process's fetch refusing every host but loopback, and returns what it
 * drew and the outside addresses it tried. next/og asks Google Fonts for a face for any glyph its
 * fonts lack; the suite stays offline, so that request is refused here and counted.
 */
async function offline<T>(draw: () => Promise<T>): Promise<{ result: T; outside: string[] }> {
  const realFetch = globalThis.fetch;
  const realError = console.error;
  const outside: string[] = [];
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const { protocol, hostname } = new URL(url);
    // next/og loads its own WebAssembly through data: URLs.
    if (protocol.startsWith('http') && hostname !== '127.0.0.1' && hostname !== 'localhost') {
      outside.push(url);
      throw new TypeError(`offline: ${hostname}`);
    }
    return realFetch(input, init);
  };
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Failed to load dynamic font')) realError(...args);
  };
  try {
    return { result: await draw(), outside };
  } finally {
    globalThis.fetch = realFetch;
    console.error = realError;
  }
}

function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count++;
  }
  return count;
}

test.describe('share cards', () => {
  let pb: PocketBase;
  let post: Post;

  test.beforeAll(async ({}, testInfo) => {
    const siteLocale = (testInfo.project.use as { siteLocale?: SiteLocale }).siteLocale ?? 'en';
    pb = await superuser();
    post = await pb
      .collection('blogs_v3')
      .getFirstListItem<Post>(pb.filter('status = "published" && language = {:l}', { l: siteLocale }), {
        sort: '-created',
      });
  });

  test('og:image and the Twitter card point at the post card; BlogPosting JSON-LD', async ({
    page,
    siteLocale,
  }) => {
    await page.goto(localePath(siteLocale, `/blog/${post.id}`));
    const card = new RegExp(`/${siteLocale}/blog/${post.id}/opengraph-image(\\?[^"]*)?$`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    // One alt, in the page's language (Next's tag from the card file replaces the page's own).
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      company.name[siteLocale],
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.headline).toBe(post.title);
    expect(ld.inLanguage).toBe(siteLocale);
    expect(ld.image).toMatch(card);
  });

  test('the card is a 1200×630 PNG whose title is drawn in its own script', async ({
    request,
    siteLocale,
  }) => {
    const res = await request.get(localePath(siteLocale, `/blog/${post.id}/opengraph-image`));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const served = await pixels(await res.body());
    expect([served.width, served.height]).toEqual([1200, 630]);

    const siteName = company.name[siteLocale];
    const fallbackTitle = messages[siteLocale].Metadata.title;
    const render = async (fonts?: Awaited<ReturnType<typeof cardFonts>>) =>
      offline(async () =>
        pixels(
          Buffer.from(
            await (await renderPostCard({ title: post.title, fallbackTitle, siteName, fonts })).arrayBuffer(),
          ),
        ),
      );
    const same = await render();
    expect(same.outside, 'the card faces cover the whole title').toEqual([]);
    expect(differingPixels(served.data, same.result.data)).toBe(0);

    // The same card with only the Latin subset: Sinhala letters have no glyphs (and the fallback
    // next/og asks the internet for is refused).
    const latinOnly = (await cardFonts()).filter((f) => f.name === 'Card Latin');
    const noSinhala = await render(latinOnly);
    const changed = differingPixels(served.data, noSinhala.result.data);
    if (siteLocale === 'si') {
      expect(noSinhala.outside.length).toBeGreaterThan(0);
      expect(changed).toBeGreaterThan(5_000);
    } else expect(changed).toBe(0); // an English card needs no Sinhala glyph
  });

  test(
    'a title with emoji, Japanese or rare letters is drawn without asking any outside host',
    ONCE,
    async () => {
      const titles = [
        'Off to Japan 🇯🇵 ✈️ — “SSW” intake, Tokyo (東京), Ōsaka, naïve café ™ €',
        'ජපානයේ රැකියා 🎌 ශ්‍රී ලාංකිකයින් සඳහා – ක්‍රියාවලිය',
        '日本語能力試験の準備',
      ];
      for (const title of titles) {
        const { result, outside } = await offline(async () =>
          (
            await renderPostCard({ title, fallbackTitle: 'Hikari Lanka', siteName: 'Hikari Lanka' })
          ).arrayBuffer(),
        );
        expect(outside, title).toEqual([]);
        expect((await pixels(Buffer.from(result))).width).toBe(1200);
      }
    },
  );
});
