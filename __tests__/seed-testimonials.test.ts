/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import SEED_LISTS from '@/pocketbase/seed-lists.json';
import { TESTIMONIAL_THUMB_WIDTH } from '@/lib/testimonials/cards';

// The seed's testimonials (pocketbase/seed-lists.json) and their posters and clips
// (pocketbase/seed-files/testimonials, made by docs/tools/make-testimonial-media.mjs): one of each
// per testimonial and language, small enough for a phone on a slow line.
const POSTER_MAX_BYTES = 30 * 1024;
const CLIP_MAX_BYTES = 150 * 1024;
const CLIP_SECONDS = 4;
const LOCALES = ['en', 'si'] as const;
const TESTIMONIALS = SEED_LISTS.testimonials;

const read = (file: string) => readFileSync(path.join(process.cwd(), file));
const each = TESTIMONIALS.flatMap((t) => LOCALES.map((locale) => [t.name_en, locale, t] as const));

/** An MP4's length in seconds, from its movie header box (mvhd): timescale and duration. */
function mp4Seconds(file: Buffer): number {
  const at = file.indexOf('mvhd');
  if (at < 0) throw new Error('no mvhd box');
  const version = file[at + 4];
  return version === 1
    ? Number(file.readBigUInt64BE(at + 28)) / file.readUInt32BE(at + 24)
    : file.readUInt32BE(at + 20) / file.readUInt32BE(at + 16);
}

describe('the seed testimonials', () => {
  it('are 11, published, in order', () => {
    expect(TESTIMONIALS).toHaveLength(11);
    expect(TESTIMONIALS.map((t) => t.order)).toEqual(TESTIMONIALS.map((_, i) => (i + 1) * 10));
    expect(new Set(TESTIMONIALS.map((t) => t.status))).toEqual(new Set(['published']));
  });

  it.each(each)('%s (%s): a 640x360 WebP poster of at most 30 KB', async (_name, locale, t) => {
    const file = read(t[`poster_${locale}`]);
    expect(file.length).toBeLessThanOrEqual(POSTER_MAX_BYTES);
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({
      format: 'webp',
      width: TESTIMONIAL_THUMB_WIDTH,
      height: 360,
    });
  });

  it.each(TESTIMONIALS.map((t) => [t.name_en, t] as const))(
    '%s has a different poster per language',
    (_n, t) => {
      expect(read(t.poster_en).equals(read(t.poster_si))).toBe(false);
    },
  );

  it.each(each)('%s (%s): a 4 s MP4 clip of at most 150 KB', (_name, locale, t) => {
    const file = read(t[`clip_${locale}`]);
    expect(file.length).toBeLessThanOrEqual(CLIP_MAX_BYTES);
    expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4Seconds(file)).toBe(CLIP_SECONDS);
  });

  it.each(TESTIMONIALS.map((t) => [t.name_en, t] as const))('%s has a quote in both languages', (_n, t) => {
    expect(t.quote_en).toMatch(/^[A-Z].{20,70}\.$/);
    expect(t.quote_si).toMatch(/^[\u0D80-\u0DFF].{20,90}\.$/u);
  });

  it.each(LOCALES)('no %s name is both a testimonial worker and a team member', (locale) => {
    const staff = new Set(SEED_LISTS.team_members.map((m) => m[`name_${locale}`].trim()));
    expect(TESTIMONIALS.map((t) => t[`name_${locale}`].trim()).filter((name) => staff.has(name))).toEqual([]);
  });
});
