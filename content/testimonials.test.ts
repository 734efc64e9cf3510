/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import SEED_LISTS from '@/pocketbase/seed-lists.json';
import { getTestimonialCards } from './testimonial-cards';
import { TESTIMONIAL_POSTER_SIZE, TESTIMONIAL_THUMB_WIDTH, testimonials } from './testimonials';

// The posters and clips made by docs/tools/make-testimonial-media.mjs: one of each per testimonial
// and language, small enough for a phone on a slow line.
const POSTER_MAX_BYTES = 30 * 1024;
const CLIP_MAX_BYTES = 150 * 1024;
const CLIP_SECONDS = 4;
const LOCALES = ['en', 'si'] as const;

const read = (src: string) => readFileSync(path.join(process.cwd(), 'public', src));
const each = testimonials.flatMap((t) => LOCALES.map((locale) => [t.id, locale] as const));
const byId = (id: string) => testimonials.find((t) => t.id === id)!;

/** An MP4's length in seconds, from its movie header box (mvhd): timescale and duration. */
function mp4Seconds(file: Buffer): number {
  const at = file.indexOf('mvhd');
  if (at < 0) throw new Error('no mvhd box');
  const version = file[at + 4];
  return version === 1
    ? Number(file.readBigUInt64BE(at + 28)) / file.readUInt32BE(at + 24)
    : file.readUInt32BE(at + 20) / file.readUInt32BE(at + 16);
}

describe('testimonial posters', () => {
  it.each(each)('%s (%s) is a 640x360 WebP of at most 30 KB, named for its language', async (id, locale) => {
    const src = byId(id).poster[locale];
    expect(src).toBe(`/images/testimonials/${id}-${locale}.webp`);
    const file = read(src);
    expect(file.length).toBeLessThanOrEqual(POSTER_MAX_BYTES);
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', ...TESTIMONIAL_POSTER_SIZE });
  });

  it('are as wide as the widest card source (lib/images/attributes.ts stops the srcset there)', () => {
    expect(TESTIMONIAL_THUMB_WIDTH).toBe(640);
  });

  it.each(testimonials.map((t) => [t.id]))('%s has a different poster per language', (id) => {
    expect(read(byId(id).poster.en).equals(read(byId(id).poster.si))).toBe(false);
  });
});

describe('testimonial clips', () => {
  it.each(each)('%s (%s) is a 4 s MP4 of at most 150 KB, named for its language', (id, locale) => {
    const src = byId(id).videoUrl[locale];
    expect(src).toBe(`/videos/testimonials/${id}-${locale}.mp4`);
    const file = read(src);
    expect(file.length).toBeLessThanOrEqual(CLIP_MAX_BYTES);
    expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4Seconds(file)).toBe(CLIP_SECONDS);
  });
});

describe('testimonial quotes and cards', () => {
  it.each(testimonials.map((t) => [t.id, t.quote] as const))(
    '%s has a quote in both languages',
    (_id, quote) => {
      expect(quote.en).toMatch(/^[A-Z].{20,70}\.$/);
      expect(quote.si).toMatch(/^[\u0D80-\u0DFF].{20,90}\.$/u);
    },
  );

  it.each(each)('%s (%s) has a video and a poster file that exists, shown on its card', (id, locale) => {
    const item = byId(id);
    expect(existsSync(path.join(process.cwd(), 'public', item.videoUrl[locale]))).toBe(true);
    expect(existsSync(path.join(process.cwd(), 'public', item.poster[locale]))).toBe(true);
    const card = getTestimonialCards(locale).find((c) => c.id === id)!;
    expect(card.thumbnail?.src).toContain(encodeURIComponent(item.poster[locale]));
  });

  it.each(LOCALES)('no %s name is both a testimonial worker and a team member', (locale) => {
    const staff = new Set(SEED_LISTS.team_members.map((m) => m[`name_${locale}`].trim()));
    expect(testimonials.map((t) => t.name[locale].trim()).filter((name) => staff.has(name))).toEqual([]);
  });

  it.each(LOCALES)('gives the %s cards the files and quote of their language', (locale) => {
    const cards = getTestimonialCards(locale);
    expect(cards.map((card) => card.videoUrl)).toEqual(testimonials.map((t) => t.videoUrl[locale]));
    expect(cards.map((card) => card.poster)).toEqual(testimonials.map((t) => t.poster[locale]));
    expect(cards.map((card) => card.quote)).toEqual(testimonials.map((t) => t.quote[locale]));
    const first = cards[0]!.thumbnail!;
    expect(first.src).toBe(
      `/_next/image?url=${encodeURIComponent(`/images/testimonials/t1-${locale}.webp`)}&w=640&q=75`,
    );
    expect(cards[2]!.thumbnail!.src).toBe(
      `/_next/image?url=${encodeURIComponent(`/images/testimonials/t3-${locale}.webp`)}&w=640&q=75`,
    );
  });
});
