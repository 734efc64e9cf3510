import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { localized, PAGES } from '../lib/i18n/pages.mjs';
import { glyphOutline, shapeText } from '../lib/og/shaper';
import { revalidate, superuser } from './harness';
import { MAIN_SITE } from './blog';
import { openVacancies } from './jobs';
import { expect, ONCE, test } from './fixtures';
import { sitePages } from './pages';

// Share cards of every page (app/[locale]/card, lib/seo/page-metadata.ts) and how they spell Sinhala:
// the titles are shaped by HarfBuzz (lib/og/shaper.ts) as a browser shapes them. A vacancy's card
// also draws its salary, visa and deadline.

test(
  'every page in both languages names its 1200×630 card, its address and language',
  ONCE,
  async ({ request }) => {
    // Every page of lib/i18n/pages.mjs with a card, a record page with a record its list links to.
    const withCard = PAGES.filter((page) => page.card);
    const addresses = (await sitePages(request, ['en', 'si'], withCard)).map(({ address }) => address);
    expect(addresses).toHaveLength(withCard.length * 2);
    const meta = (html: string, property: string) =>
      [...html.matchAll(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`, 'g'))].map(
        (m) => m[1],
      );
    for (const address of addresses) {
      const html = await (await request.get(address)).text();
      const si = address.startsWith('/si');
      const [image] = meta(html, 'og:image');
      expect([address, meta(html, 'og:image').length]).toEqual([address, 1]);
      expect([address, new URL(meta(html, 'og:url')[0]!).pathname]).toEqual([address, address]);
      expect([address, meta(html, 'og:locale')]).toEqual([address, [si ? 'si_LK' : 'en_LK']]);
      expect([address, meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual([
        address,
        ['1200'],
        ['630'],
      ]);
      expect([address, meta(html, 'twitter:card')]).toEqual([address, ['summary_large_image']]);
      expect([address, meta(html, 'og:site_name').length]).toEqual([address, 1]);
      // No description ends in a run of dots.
      for (const description of meta(html, 'og:description'))
        expect([address, /\.{4,}|\.\.\.$/.test(description!)]).toEqual([address, false]);
      const card = await request.get(new URL(image!).pathname);
      expect([address, card.status(), card.headers()['content-type']]).toEqual([address, 200, 'image/png']);
      const { width, height } = await sharp(await card.body()).metadata();
      expect([address, width, height]).toEqual([address, 1200, 630]);
    }
  },
);

test(
  'two Sinhala posts whose titles differ only by a zero-width joiner get different cards',
  ONCE,
  async ({ request }) => {
    const pb = await superuser();
    const ids: string[] = [];
    try {
      for (const title of ['ශ්‍රී ලංකාවෙන් ජපානයට', 'ශ්රී ලංකාවෙන් ජපානයට']) {
        const record = await pb
          .collection('blogs_v3')
          .create({ title, description: 'ZWJ card test', status: 'published', language: 'si' });
        ids.push(record.id);
      }
      const [withJoiner, without] = await Promise.all(
        ids.map(async (id) => {
          const res = await request.get(`/si/card/blog/${id}`);
          expect(res.status()).toBe(200);
          return sharp(await res.body())
            .raw()
            .toBuffer();
        }),
      );
      let differing = 0;
      for (let i = 0; i < withJoiner!.length; i += 4) if (withJoiner![i] !== without![i]) differing += 1;
      test.info().annotations.push({ type: 'zwj', description: `${differing} pixels differ` });
      expect(differing).toBeGreaterThan(500);
    } finally {
      for (const id of ids) await pb.collection('blogs_v3').delete(id);
      await revalidate(MAIN_SITE, 'blogs_v3');
    }
  },
);

/** Grey levels of a PNG cropped to its ink (pixels darker than mid-grey), as a 0/1 mask. */
async function inkMask(png: Buffer, width: number, height: number) {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [top, left, bottom, right] = [info.height, info.width, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! < 128) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  const cropped = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .extract({ left, top, width: right - left + 1, height: bottom - top + 1 })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return {
    mask: Array.from(cropped, (v) => (v < 128 ? 1 : 0)),
    box: { width: right - left + 1, height: bottom - top + 1 },
  };
}

/** Share of ink pixels where two masks disagree (their symmetric difference over their union). */
function disagreement(a: number[], b: number[]): number {
  let union = 0;
  let xor = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] || b[i]) union += 1;
    if (a[i] !== b[i]) xor += 1;
  }
  return xor / union;
}

/** A word drawn as the card draws it: HarfBuzz's glyphs, in its order, as outlines. */
async function cardWord(word: string, size: number): Promise<Buffer> {
  const shaped = await shapeText(word, { weight: 700, language: 'si' });
  const paths: string[] = [];
  for (const glyph of shaped.glyphs) {
    const { d, upem } = await glyphOutline(glyph);
    const k = size / upem;
    paths.push(
      `<path d="${d}" transform="matrix(${k} 0 0 ${-k} ${20 + glyph.x * size} ${size * 1.4 - glyph.y * size})"/>`,
    );
  }
  const width = Math.ceil(shaped.advance * size) + 40;
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size * 2}"><rect width="100%" height="100%" fill="#fff"/>${paths.join('')}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

// The card's title against Chromium's own drawing of the same words, in the same face (the Sinhala
// subset of Noto Sans Sinhala, bold) at the same size: each word's ink, cropped and scaled to one
// box, may disagree on at most this share of its pixels (anti-aliasing and hinting). A word drawn
// wrong, a joiner ignored or a vowel sign misplaced, disagrees by far more: the check is run on a
// word with and without its joiner to show it.
const THRESHOLD = 0.12;

test('a card title matches Chromium’s own rendering of it', ONCE, async ({ page }) => {
  const woff = readFileSync(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff',
    ),
  ).toString('base64');
  const size = 72;
  await page.setContent(
    `<style>@font-face{font-family:Card;src:url(data:font/woff;base64,${woff}) format('woff');font-weight:700}` +
      `body{margin:0;background:#fff}span{font:700 ${size}px/2 Card;color:#000;padding:0 20px;display:inline-block}</style><span id="w"></span>`,
  );
  const chromium = async (word: string) => {
    await page.locator('#w').evaluate((el, text) => (el.textContent = text), word);
    await page.evaluate(() => document.fonts.ready);
    return page.locator('#w').screenshot();
  };
  const words = ['ශ්‍රී', 'ලංකාවෙන්', 'ජපානයට', 'රැකියා', 'ක්‍රියාවලිය', 'රුපියල්', 'සේවකයින්', 'පූර්ව'];
  const scores: string[] = [];
  for (const word of words) {
    const ours = await cardWord(word, size);
    const theirs = await chromium(word);
    const a = await inkMask(ours, 200, 100);
    const b = await inkMask(theirs, 200, 100);
    const score = disagreement(a.mask, b.mask);
    scores.push(
      `${word} ${score.toFixed(3)} (ink ${a.box.width}×${a.box.height} vs ${b.box.width}×${b.box.height})`,
    );
    expect([word, score < THRESHOLD]).toEqual([word, true]);
    // Ink boxes within 3 px of each other: no glyph added, left out or moved.
    expect([
      word,
      Math.abs(a.box.width - b.box.width) <= 3,
      Math.abs(a.box.height - b.box.height) <= 3,
    ]).toEqual([word, true, true]);
  }
  // The control: Chromium's word with the joiner against the card's without it.
  const control = disagreement(
    (await inkMask(await cardWord('ශ්රී', size), 200, 100)).mask,
    (await inkMask(await chromium('ශ්‍රී'), 200, 100)).mask,
  );
  scores.push(`control (joiner dropped) ${control.toFixed(3)}`);
  test.info().annotations.push({ type: 'card vs Chromium', description: scores.join('; ') });
  console.log(`[cards] threshold ${THRESHOLD}: ${scores.join('; ')}`);
  expect(control).toBeGreaterThan(THRESHOLD);
});

/** Pixels of exactly the card's detail colour (lib/og/card.ts DETAIL: #334155), the lines' ink. */
async function detailInk(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] === 0x33 && data[i + 1] === 0x41 && data[i + 2] === 0x55) count += 1;
  return count;
}

test('a vacancy’s card draws its salary, visa and deadline under the title', async ({
  request,
  siteLocale,
}) => {
  const pb = await superuser();
  const [vacancy] = (await openVacancies(pb)).filter((v) => v.valid_through && v.visa_type);
  const html = await (await request.get(localized(siteLocale, `/jobs/${vacancy!.id}`))).text();
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)![1]!;
  expect(new URL(image).pathname).toBe(localized(siteLocale, `/card/jobs/${vacancy!.id}`));
  const card = await request.get(new URL(image).pathname);
  expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
  const ink = await detailInk(await card.body());
  test.info().annotations.push({ type: 'detail ink', description: `${ink} pixels` });
  expect(ink).toBeGreaterThan(1_000);
  // The jobs list's card has no details.
  expect(await detailInk(await (await request.get(localized(siteLocale, '/card/jobs'))).body())).toBe(0);
});
