/** @jest-environment node */
import sharp from 'sharp';
import { cardSvg, renderCard, titleLayout } from './card';
import { glyphOutline, shaper, shapeText } from './shaper';
import { sfntFromWoff } from './woff';

const ZWJ = '\u200D';
const SRI_LANKA = `ශ්${ZWJ}රී ලංකාව`;
const FOOTER = 'හිකාරි ලංකා';

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count++;
  }
  return count;
}

async function glyphNames(text: string, language = 'si') {
  const { faces } = await shaper();
  const shaped = await shapeText(text, { weight: 700, language });
  return shaped.glyphs.map((g) => faces[g.face].font.glyphName(g.id));
}

/** The `d` of every path in the card's title group (the ink-coloured one), in document order. */
function titlePaths(svg: string): string[] {
  const group = /<g fill="#0f172a">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  return [...group.matchAll(/<path d="([^"]*)"/g)].map((m) => m[1]!);
}

describe('renderCard', () => {
  it('draws a 1200×630 PNG', async () => {
    const png = await renderCard({ title: SRI_LANKA, footer: FOOTER, locale: 'si' });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('draws the ZWJ conjunct (ශ්‍රී) differently from the same letters without the joiner (ශ්රී)', async () => {
    const withJoiner = await renderCard({ title: SRI_LANKA, footer: FOOTER, locale: 'si' });
    const without = await renderCard({ title: SRI_LANKA.replace(ZWJ, ''), footer: FOOTER, locale: 'si' });
    expect(withJoiner.equals(without)).toBe(false);
    const [a, b] = await Promise.all([pixels(withJoiner), pixels(without)]);
    expect(a.data.length).toBe(b.data.length);
    // The two differ in the first word only, a few thousand pixels of it.
    expect(differingPixels(a.data, b.data)).toBeGreaterThan(1_000);

    // HarfBuzz forms the rakaaraansaya with the joiner, and the al-lakuna shows without it.
    expect(await glyphNames(`ශ්${ZWJ}රී`)).toEqual(['shiivowelsinh', 'sharasinh']);
    expect(await glyphNames('ශ්රී')).toEqual(['shahalantsinh', 'riivowelsinh']);
    expect(await glyphNames(`ත්${ZWJ}ර`)).toEqual(['tasinh', 'tarasinh']);
    expect(await glyphNames('ත්ර')).toEqual(['tahalantsinh', 'rasinh']);
  });

  it('forms ligatures: රුපියල් is 7 code points and 5 glyphs', async () => {
    const shaped = await shapeText('රුපියල්', { weight: 700, language: 'si' });
    expect([...'රුපියල්']).toHaveLength(7);
    expect(shaped.glyphs).toHaveLength(5);
    expect(await glyphNames('රුපියල්')).toEqual([
      'rasinh',
      'aevowelsignsinh',
      'pivowelsinh',
      'yasinh',
      'lahalantsinh',
    ]);
  });

  it('draws the glyphs in the order and at the places HarfBuzz gives them', async () => {
    // ස ේ ව ක in logical order; HarfBuzz puts the kombuva first and joins ස with the al-lakuna.
    const text = 'සේවක';
    expect(await glyphNames(text)).toEqual(['evowelsignsinh', 'sahalantsinh', 'vasinh', 'kasinh']);

    // The same as a bare HarfBuzz shaping of the text, glyph for glyph.
    const { hb, faces } = await shaper();
    const buffer = hb.createBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(faces['sinhala-700'].font, buffer);
    const direct = buffer.getGlyphInfos().map((info) => info.codepoint);
    buffer.destroy();
    const shaped = await shapeText(text, { weight: 700, language: 'si' });
    expect(shaped.glyphs.map((g) => g.id)).toEqual(direct);
    expect(shaped.glyphs.map((g) => g.x)).toEqual([0, 0.674, 1.545, 2.389]);

    // And the card's title is these outlines, in this order.
    const svg = await cardSvg({ title: text, footer: FOOTER, locale: 'si' });
    const outlines = await Promise.all(shaped.glyphs.map(async (g) => (await glyphOutline(g)).d));
    expect(titlePaths(svg)).toEqual(outlines);
  });

  it('draws a mixed title with each script in its own face', async () => {
    const shaped = await shapeText('SSW-වීසා', { weight: 700, language: 'si' });
    expect(shaped.glyphs.map((g) => g.face)).toEqual([
      'latin-700',
      'latin-700',
      'latin-700',
      'latin-700',
      'sinhala-700',
      'sinhala-700',
      'sinhala-700',
    ]);
    expect(shaped.glyphs.some((g) => g.id === 0)).toBe(false);
  });

  it('draws an English title with the Latin face, whole at the largest size', async () => {
    const title = 'SSW visa: 5 steps';
    expect(await titleLayout(title, 'en')).toEqual({ size: 72, lines: ['SSW visa: 5 steps'] });
    const shaped = await shapeText('visa:', { weight: 700, language: 'en' });
    expect(shaped.glyphs.map((g) => g.face)).toEqual(Array(5).fill('latin-700'));
    const svg = await cardSvg({ title, footer: 'Hikari Lanka', locale: 'en' });
    expect(titlePaths(svg)).toHaveLength(14); // the letters, digits and colon; no spaces
    const meta = await sharp(await renderCard({ title, footer: 'Hikari Lanka', locale: 'en' })).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('cuts a long title at a word with one ellipsis, on the third line at the smallest size', async () => {
    const phrase = 'ජපානයේ රැකියා සඳහා ශ්‍රී ලාංකිකයින්';
    const layout = await titleLayout(Array(8).fill(phrase).join(' '), 'si');
    expect(layout).toEqual({ size: 52, lines: [phrase, phrase, `${phrase}…`] });

    const english = await titleLayout(
      'Japan, step by step: papers, tests, visas, flights, housing, contracts, savings, language, '.repeat(4),
      'en',
    );
    expect(english.size).toBe(52);
    expect(english.lines).toHaveLength(3);
    expect(english.lines.join(' ').match(/…/g)).toEqual(['…']);
    // The last word keeps its letters and loses its comma to the ellipsis.
    expect(english.lines[2]).toMatch(/ [a-z]+…$/);

    // A title of thousands of characters is drawn from its start only, and cut the same way.
    const endless = await titleLayout('Japan '.repeat(2_000), 'en');
    expect(endless.size).toBe(52);
    expect(endless.lines).toHaveLength(3);
    expect(endless.lines.join(' ').match(/…/g)).toEqual(['…']);
    expect(endless.lines[2]).toMatch(/ Japan…$/);
  });

  it('breaks a word longer than a line and still stops at three lines', async () => {
    const layout = await titleLayout(`see ${'x'.repeat(200)}`, 'en');
    expect(layout.size).toBe(52);
    expect(layout.lines).toHaveLength(3);
    expect(layout.lines[0]).toBe('see');
    expect(layout.lines[2]).toMatch(/^x+…$/);
  });

  it('draws the fallback title for one whose letters no face has', async () => {
    const fallback = await renderCard({ title: 'Hikari Lanka', footer: FOOTER, locale: 'en' });
    const japanese = await renderCard({
      title: '日本語能力試験の準備',
      fallbackTitle: 'Hikari Lanka',
      footer: FOOTER,
      locale: 'en',
    });
    expect(japanese.equals(fallback)).toBe(true);
  });
});

describe('a card with details (a vacancy: salary, visa, deadline)', () => {
  const DETAILS = [
    'වැටුප: මසකට ¥190,000 – ¥230,000',
    'වීසා වර්ගය: විශේෂිත නිපුණ ශ්‍රමික (SSW)',
    'අවසන් දිනය: 2027 මාර්තු 3',
  ];
  /** The `d` of the paths in each detail line's group (the slate-coloured ones), line by line. */
  const detailLines = (svg: string) =>
    [...svg.matchAll(/<g fill="#334155">(.*?)<\/g>/g)].map((m) => [...m[1]!.matchAll(/<path d="/g)].length);

  it('draws each line under the title, shaped like the title (ZWJ conjuncts included)', async () => {
    const svg = await cardSvg({ title: SRI_LANKA, details: DETAILS, footer: FOOTER, locale: 'si' });
    const lines = detailLines(svg);
    expect(lines).toHaveLength(3);
    for (const glyphs of lines) expect(glyphs).toBeGreaterThan(8);
    expect(detailLines(await cardSvg({ title: SRI_LANKA, footer: FOOTER, locale: 'si' }))).toEqual([]);
    // The joiner changes the drawing of a detail line as it does a title's.
    const without = await cardSvg({
      title: SRI_LANKA,
      details: DETAILS.map((line) => line.replace('\u200D', '')),
      footer: FOOTER,
      locale: 'si',
    });
    expect(without).not.toBe(svg);
  });

  it('keeps the title to two lines so the details fit above the footer', async () => {
    const phrase = 'ජපානයේ රැකියා සඳහා ශ්‍රී ලාංකිකයින්';
    const svg = await cardSvg({
      title: Array(8).fill(phrase).join(' '),
      details: DETAILS,
      footer: FOOTER,
      locale: 'si',
    });
    const titleRows = new Set(
      [
        ...(/<g fill="#0f172a">(.*?)<\/g>/.exec(svg)?.[1] ?? '').matchAll(
          /matrix\([^ ]+ 0 0 [^ ]+ [^ ]+ ([^)]+)\)/g,
        ),
      ].map((m) => Math.round(Number(m[1]))),
    );
    expect(titleRows.size).toBe(2);
    // The last detail line's baseline is above the footer's logo (630 - 64 - 80 = 486 px).
    const last = [...svg.matchAll(/<g fill="#334155">(.*?)<\/g>/g)].at(-1)![1]!;
    const baselines = [...last.matchAll(/matrix\([^ ]+ 0 0 [^ ]+ [^ ]+ ([^)]+)\)/g)].map((m) => Number(m[1]));
    expect(Math.max(...baselines)).toBeLessThan(486);
  });
});

describe('sfntFromWoff', () => {
  it('refuses a file that is not WOFF 1.0 (WOFF2 here)', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and the rest of a file, long enough to read....'))).toThrow(
      'not a WOFF 1.0 file',
    );
  });
});
