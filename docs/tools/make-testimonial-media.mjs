// Makes the sample testimonials' posters and clips from the seed (pocketbase/seed-lists.json,
// `testimonials`): for every testimonial and language, a 640x360 WebP poster and a 4 s H.264 clip
// of it, at the paths the seed names (pocketbase/seed-files/testimonials/<id>-<locale>.webp and
// .mp4), both showing the name, the category and the quote in that language. The outputs are
// committed and uploaded by the seed; run this again after changing a sample's name, quote or
// category (__tests__/seed-testimonials.test.ts holds the sizes). The agency's real testimonials
// are uploaded in the admin instead (docs/editors.md, Testimonials):
//
//   node docs/tools/make-testimonial-media.mjs [--posters-only]
//
// Needs ffmpeg and the Noto Sans and Noto Sans Sinhala fonts (Debian: ffmpeg, fonts-noto-core).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './content-module.mjs';

const seedJson = (name) => JSON.parse(readFileSync(path.join(ROOT, 'pocketbase', name), 'utf8'));
const SAMPLE_SETTINGS = seedJson('seed-settings.json');

const W = 640;
const H = 360;
const CLIP_SECONDS = 4;
const FPS = 25;
const LOCALES = ['en', 'si'];
const POSTERS_ONLY = process.argv.includes('--posters-only');
const FONT = { en: 'Noto Sans', si: 'Noto Sans Sinhala, Noto Sans' };

// Warm gradients, one per category (its English name): [top left, bottom right].
const PALETTES = {
  'SSW - Caregiver': ['#f97316', '#be185d'],
  'SSW - Food Service': ['#f59e0b', '#b91c1c'],
  'SSW - Worker': ['#ea580c', '#881337'],
  'SSW - Agriculture': ['#d97706', '#7c2d12'],
  'TITP - VISA Category': ['#e11d48', '#7c2d12'],
};

/** The seed's testimonials as this script draws them; `id` is the files' stem (t1 of t1-en.webp). */
function seedTestimonials() {
  const both = (t, field) => ({ en: t[`${field}_en`], si: t[`${field}_si`] });
  return seedJson('seed-lists.json').testimonials.map((t) => ({
    id: path.basename(t.poster_en).replace(/-en\.webp$/, ''),
    name: both(t, 'name'),
    quote: both(t, 'quote'),
    category: t.category_en,
    categoryText: both(t, 'category'),
    poster: both(t, 'poster'),
    videoUrl: both(t, 'clip'),
  }));
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small deterministic random sequence (the same dots every run). */
function seeded(seed) {
  let state = [...seed].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** The illustrated background: gradient, a low sun, soft dots and a mountain, drawn at `scale`. */
function backgroundSvg(id, [from, to], scale) {
  const random = seeded(id);
  const dots = Array.from({ length: 9 }, () => {
    const [x, y, r] = [random() * W, random() * H * 0.7, 6 + random() * 22];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.05 + random() * 0.08).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W * scale}" height="${H * scale}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff7ed" stop-opacity="0.55"/><stop offset="1" stop-color="#fff7ed" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0.3" stop-color="#1c0606" stop-opacity="0"/><stop offset="1" stop-color="#1c0606" stop-opacity="0.3"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="500" cy="96" r="150" fill="url(#sun)"/>
  <circle cx="500" cy="96" r="58" fill="#fff7ed" opacity="0.22"/>
  ${dots}
  <path d="M0 300 L150 262 L265 180 L300 170 L335 180 L470 268 L640 296 L640 360 L0 360 Z" fill="#fff" opacity="0.1"/>
  <path d="M265 180 L300 170 L335 180 L318 196 L300 188 L282 196 Z" fill="#fff" opacity="0.22"/>
  <path d="M0 330 C160 300 320 350 640 318 L640 360 L0 360 Z" fill="#1c0606" opacity="0.18"/>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`;
}

/** Pango markup rendered to a transparent PNG: { input, width, height }. */
async function text(markup, font, width) {
  const { data, info } = await sharp({
    text: { text: markup, font, width, rgba: true, dpi: 72, wrap: 'word-char', spacing: 4 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The name in the largest size from 32 px down that fits `width` on one line. */
async function nameLine(name, family, width) {
  for (let size = 32; ; size -= 2) {
    const markup = (colour) => `<span foreground="${colour}">${escape(name)}</span>`;
    const layer = await shadowedText(markup, `${family} Bold ${size}`, 2000);
    if (layer.width <= width || size <= 20) return layer;
  }
}

/**
 * A text layer and its soft dark shadow (the same text, dark and blurred), drawn under it so the
 * text reads on any part of the gradient. `markup(colour)` gives the layer's Pango markup.
 */
async function shadowedText(markup, font, width) {
  const pad = 4;
  const [layer, dark] = await Promise.all([
    text(markup('#ffffff'), font, width),
    text(markup('#1c0606'), font, width),
  ]);
  const shadow = await sharp(dark.input)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .blur(2)
    .png()
    .toBuffer();
  return { ...layer, shadow, pad };
}

/** The avatar (an abstract silhouette), its play badge (posters only) and the category pill's box. */
function shapesSvg(accent, pill, play) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><clipPath id="avatar"><circle cx="128" cy="176" r="76"/></clipPath></defs>
  <circle cx="128" cy="176" r="84" fill="#fff" opacity="0.16"/>
  <circle cx="128" cy="176" r="76" fill="#fff" opacity="0.22" stroke="#fff" stroke-width="3"/>
  <g clip-path="url(#avatar)" fill="#fff" opacity="0.9">
    <circle cx="128" cy="152" r="29"/>
    <path d="M70 262 C70 206 186 206 186 262 Z"/>
  </g>
  ${play ? `<circle cx="186" cy="232" r="25" fill="#fff"/><path d="M179 219 L201 232 L179 245 Z" fill="${accent}"/>` : ''}
  <rect x="${pill.x}" y="${pill.y}" width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="#fff" opacity="0.2" stroke="#fff" stroke-opacity="0.45"/>
</svg>`;
}

const COLUMN = { x: 236, width: 372 };

/** Everything over the background, as one transparent 640x360 PNG; `play`: with the play badge. */
async function foreground(item, locale, { brand, play }) {
  const family = FONT[locale];
  const [brandLine, name, category, quote] = await Promise.all([
    shadowedText(
      (c) => `<span foreground="${c}" letter_spacing="1200">${escape(brand[locale])}</span>`,
      `${family} Bold 12`,
      COLUMN.width,
    ),
    nameLine(item.name[locale], family, COLUMN.width),
    shadowedText(
      (c) => `<span foreground="${c}">${escape(item.categoryText[locale])}</span>`,
      `${family} Bold 14`,
      COLUMN.width,
    ),
    shadowedText(
      (c) => `<span foreground="${c}">“${escape(item.quote[locale])}”</span>`,
      `${family} ${locale === 'si' ? 17 : 18}`,
      COLUMN.width,
    ),
  ]);
  const pillPad = { x: 12, y: 5 };
  const heights = [brandLine.height, 10, name.height, 10, category.height + 2 * pillPad.y, 16, quote.height];
  let y = Math.round((H - heights.reduce((a, b) => a + b, 0)) / 2);
  const place = (layer, x = COLUMN.x) => {
    const at = { layer, left: x, top: y };
    y += layer.height;
    return at;
  };
  const placed = [place(brandLine)];
  y += 10;
  placed.push(place(name));
  y += 10;
  const pill = {
    x: COLUMN.x,
    y,
    width: category.width + 2 * pillPad.x,
    height: category.height + 2 * pillPad.y,
  };
  y += pillPad.y;
  placed.push(place(category, COLUMN.x + pillPad.x));
  y += pillPad.y + 16;
  placed.push(place(quote));

  const layers = [{ input: Buffer.from(shapesSvg(PALETTES[item.category][1], pill, play)), left: 0, top: 0 }];
  for (const { layer, left, top } of placed) {
    layers.push({ input: layer.shadow, left: left - layer.pad + 1, top: top - layer.pad + 2 });
    layers.push({ input: layer.input, left, top });
  }
  return sharp({ create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(layers)
    .png()
    .toBuffer();
}

/**
 * The clip: the background slowly zooms and drifts under the still text. Its first frame is the
 * poster without the play badge, which goes as the video starts.
 */
function clip(backgroundFile, foregroundFile, out) {
  const frames = CLIP_SECONDS * FPS;
  const zoom = `zoompan=z='1+0.06*on/${frames - 1}':x='(iw-iw/zoom)*(0.5+0.4*on/${frames - 1})':y='(ih-ih/zoom)/2':d=1:s=${W}x${H}:fps=${FPS}`;
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-loop', '1', '-framerate', String(FPS), '-t', String(CLIP_SECONDS), '-i', backgroundFile],
    ...['-loop', '1', '-framerate', String(FPS), '-t', String(CLIP_SECONDS), '-i', foregroundFile],
    ...['-filter_complex', `[0:v]${zoom}[bg];[bg][1:v]overlay=0:0,format=yuv420p[v]`],
    ...['-map', '[v]', '-frames:v', String(frames), '-an'],
    ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-crf', '27', '-tune', 'stillimage'],
    ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', out],
  ]);
}

/** Fails early, with the package to install, when a font or ffmpeg is missing. */
function checkTools() {
  const fonts = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  for (const family of ['Noto Sans', 'Noto Sans Sinhala'])
    if (!fonts.split('\n').some((line) => line.split(',').includes(family)))
      throw new Error(`font "${family}" missing: apt-get install fonts-noto-core`);
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
}

async function main() {
  checkTools();
  const testimonials = seedTestimonials();
  const company = { name: { en: SAMPLE_SETTINGS.name_en, si: SAMPLE_SETTINGS.name_si } };
  const messages = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (l) => [
        l,
        JSON.parse(await readFile(path.join(ROOT, `messages/${l}.json`), 'utf8')),
      ]),
    ),
  );
  const brand = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      `${company.name[l].replace(/ Japan Careers$| ජපන් කැරියර්ස්$/, '')} · ${messages[l].Testimonials.title}`.toUpperCase(),
    ]),
  );
  const work = await mkdtemp(path.join(tmpdir(), 'testimonial-media-'));
  try {
    for (const item of testimonials) {
      const bg = path.join(work, `${item.id}-bg.png`);
      await sharp(Buffer.from(backgroundSvg(item.id, PALETTES[item.category], 3)))
        .png()
        .toFile(bg);
      const bgPoster = await sharp(bg).resize(W, H).png().toBuffer();
      for (const locale of LOCALES) {
        const fg = path.join(work, `${item.id}-${locale}-fg.png`);
        const options = { brand };
        const posterLayer = await foreground(item, locale, { ...options, play: true });
        await writeFile(fg, await foreground(item, locale, { ...options, play: false }));
        const poster = path.join(ROOT, item.poster[locale]);
        const video = path.join(ROOT, item.videoUrl[locale]);
        await mkdir(path.dirname(poster), { recursive: true });
        await mkdir(path.dirname(video), { recursive: true });
        await sharp(bgPoster)
          .composite([{ input: posterLayer }])
          .webp({ quality: 80, effort: 6 })
          .toFile(poster);
        if (!POSTERS_ONLY) clip(bg, fg, video);
        console.log(`${item.id} ${locale}: ${item.poster[locale]}, ${item.videoUrl[locale]}`);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
