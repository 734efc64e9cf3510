import type PocketBase from 'pocketbase';
import sharp from 'sharp';
import { company } from './company';
import { renderCard } from '../lib/og/card';
import { cardTitle } from '../lib/og/card-title';
import { shapeText } from '../lib/og/shaper';
import { expect, localePath, messages, ONCE, test, type SiteLocale } from './fixtures';
import { superuser } from './harness';

// Share cards (app/[locale]/card): every page's card is a 1200×630 PNG at `/card` before the
// page's path; a post's has its title in the post's own script. The served card must match the card drawn here by
// the same renderer (lib/og/card.ts), and every letter of the title must have a glyph in the faces,
// a Sinhala title's in the Sinhala face (none left out, none drawn as an empty box).

type Post = { id: string; title: string; language: SiteLocale };

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Runs `draw` with this process's fetch refusing every host but loopback, and returns what it
 * drew and the outside addresses it tried: the card is drawn with the site's own faces only, and
 * must never ask the internet for one.
 */
async function offline<T>(draw: () => Promise<T>): Promise<{ result: T; outside: string[] }> {
  const realFetch = globalThis.fetch;
  const outside: string[] = [];
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const { protocol, hostname } = new URL(url);
    if (protocol.startsWith('http') && hostname !== '127.0.0.1' && hostname !== 'localhost') {
      outside.push(url);
      throw new TypeError(`offline: ${hostname}`);
    }
    return realFetch(input, init);
  };
  try {
    return { result: await draw(), outside };
  } finally {
    globalThis.fetch = realFetch;
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
    const card = new RegExp(`${localePath(siteLocale, `/card/blog/${post.id}`)}$`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    // One alt: what the card shows, the post's title.
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', post.title);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
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
    const res = await request.get(localePath(siteLocale, `/card/blog/${post.id}`));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const served = await pixels(await res.body());
    expect([served.width, served.height]).toEqual([1200, 630]);

    const siteName = company.name[siteLocale];
    const fallbackTitle = messages[siteLocale].Metadata.title;
    const same = await offline(async () =>
      pixels(
        await renderCard({
          title: post.title,
          fallbackTitle,
          eyebrow: messages[siteLocale].BlogList.title,
          footer: siteName,
          locale: siteLocale,
        }),
      ),
    );
    expect(same.outside).toEqual([]);
    expect(differingPixels(served.data, same.result.data)).toBe(0);

    // The faces cover the whole title: the shaper leaves out no letter of it.
    const title = cardTitle(post.title, fallbackTitle);
    const shaped = await shapeText(title, { weight: 700, language: siteLocale });
    expect(shaped.text).toBe(title);
    expect(shaped.glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
    const sinhalaGlyphs = shaped.glyphs.filter((glyph) => glyph.face === 'sinhala-700').length;
    if (siteLocale === 'si') expect(sinhalaGlyphs).toBeGreaterThan(0);
    else expect(sinhalaGlyphs).toBe(0);
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
        const { result, outside } = await offline(() =>
          renderCard({ title, fallbackTitle: 'Hikari Lanka', footer: 'Hikari Lanka', locale: 'en' }),
        );
        expect(outside, title).toEqual([]);
        expect((await pixels(result)).width).toBe(1200);
      }
    },
  );
});
