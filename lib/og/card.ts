import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Locale } from '../i18n/routing';
import { CARD_SIZE } from './card-meta';
import { cardTitle } from './card-title';
import { glyphOutline, lineMetrics, shapeText, type Shaped, type Weight } from './shaper';

// A share card (og:image, 1200×630 PNG): an eyebrow line, the title (up to three lines, the last
// cut at a word with "…" when it does not fit; two when details follow), up to three detail lines
// (a vacancy's salary, visa and deadline), and the site's logo and name at the foot, on the
// site's white-to-rose background under a rose bar. The text is shaped by HarfBuzz
// (lib/og/shaper.ts) and drawn as glyph outlines into an SVG, which sharp turns into the PNG.

type CardText = {
  /** The card's headline, in its own script (Sinhala, Latin or both). */
  title: string;
  /** Drawn instead of a title written mostly in letters the faces lack (lib/og/card-title.ts). */
  fallbackTitle?: string;
  /** A short line above the title (a section's name, say). */
  eyebrow?: string;
  /** Lines under the title, one each (cut with "…"), at most DETAIL.lines: a vacancy's facts. */
  details?: readonly string[];
  /** The line beside the logo: the site's name. */
  footer: string;
  /** The page's language, given to the shaper (as a browser has the page's lang). */
  locale: Locale;
};

const { width: WIDTH, height: HEIGHT } = CARD_SIZE;
const BAR = 16;
const PAD_X = 72;
const PAD_Y = 64;
const CONTENT_WIDTH = WIDTH - 2 * PAD_X;
const LINE_HEIGHT = 1.3;
const TITLE_SIZES = [72, 60, 52];
const TITLE_LINES = 3;
const INK = '#0f172a';
const ROSE = '#be123c';
const EYEBROW = { size: 30, weight: 400 as Weight, gap: 20, colour: '#475569' };
const DETAIL = { size: 32, weight: 700 as Weight, gap: 24, lines: 3, titleLines: 2, colour: '#334155' };
const FOOTER = { size: 36, weight: 700 as Weight, logo: 80, gap: 24, colour: ROSE };
const ELLIPSIS = '…';
// The gap between words, in em. Noto Sans Sinhala's own space is half an em, but the site's pages
// never draw it: the Sinhala face's unicode-range leaves U+0020 out (lib/fonts/faces.ts), so a browser
// takes spaces from the system face, about a quarter of an em (Roboto 0.25, Segoe UI 0.27).
const WORD_SPACE = 0.26;
// What is left off a word before the ellipsis goes after it, so a cut never reads "word,…" or "……".
const TRAILING = /[\s.,;:!?…\-–—]+$/u;
// More characters than three lines of the narrowest letters hold at the smallest size (about 250):
// the rest is not shaped, and the text ends with "…" where it was cut.
const MAX_CHARS = 400;

type TextStyle = { weight: Weight; language: string };
/** Text broken into lines of shaped words, at a size in px; `cut` when it ends with "…". */
type Block = { lines: Shaped[][]; size: number; cut: boolean };

/** A line's width in em. */
const lineWidth = (words: Shaped[]) =>
  words.reduce((sum, word, i) => sum + word.advance + (i > 0 ? WORD_SPACE : 0), 0);

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);

/** Splits a word wider than the line into pieces that fit (as CSS overflow-wrap: anywhere). */
async function fitWord(word: Shaped, width: number, style: TextStyle): Promise<Shaped[]> {
  if (word.advance <= width) return [word];
  const letters = graphemes(word.text);
  const pieces: Shaped[] = [];
  let start = 0;
  while (start < letters.length) {
    let end = start + 1;
    let piece = await shapeText(letters.slice(start, end).join(''), style);
    while (end < letters.length) {
      const longer = await shapeText(letters.slice(start, end + 1).join(''), style);
      if (longer.advance > width) break;
      piece = longer;
      end += 1;
    }
    pieces.push(piece);
    start = end;
  }
  return pieces;
}

/** The last line of a cut text: whole words, then "…", within the width. */
async function withEllipsis(line: Shaped[], width: number, style: TextStyle) {
  const kept = [...line];
  while (kept.length > 0) {
    const text = kept.pop()!.text.replace(TRAILING, '');
    if (text === '') continue;
    const last = await shapeText(text + ELLIPSIS, style);
    if (lineWidth([...kept, last]) <= width) return [...kept, last];
  }
  // Not even the first word fits with the ellipsis after it: its first letters do.
  const ellipsis = await shapeText(ELLIPSIS, style);
  const [start] = await fitWord(line[0]!, width - ellipsis.advance, style);
  return [await shapeText(start!.text.replace(TRAILING, '') + ELLIPSIS, style)];
}

/**
 * Shapes text word by word and breaks it at spaces into at most `maxLines` lines of `width` px;
 * text that does not fit ends at a word with "…".
 */
async function block(text: string, size: number, width: number, maxLines: number, style: TextStyle) {
  const chars = [...text.normalize('NFC')];
  let visible = chars.slice(0, MAX_CHARS).join('');
  // A word cut by the limit is left out whole.
  if (chars.length > MAX_CHARS) visible = visible.replace(/\s+\S*$/u, '') || visible;
  const words = visible.replace(/\s+/gu, ' ').trim().split(' ').filter(Boolean);
  const max = width / size;
  const lines: Shaped[][] = [];
  let current: Shaped[] = [];
  let cut = false;
  for (const word of words) {
    for (const piece of await fitWord(await shapeText(word, style), max, style)) {
      if (current.length > 0 && lineWidth([...current, piece]) > max) {
        lines.push(current);
        current = [];
      }
      current.push(piece);
    }
    if (lines.length >= maxLines) break;
  }
  if (current.length > 0) lines.push(current);
  if (lines.length > maxLines || (chars.length > MAX_CHARS && lines.length > 0)) {
    cut = true;
    lines.length = Math.min(lines.length, maxLines);
    lines[lines.length - 1] = await withEllipsis(lines.at(-1)!, max, style);
  }
  const result: Block = { lines, size, cut };
  return result;
}

/** The title at the largest size that fits it whole, or cut at the smallest. */
async function titleBlock(title: string, style: TextStyle, maxLines = TITLE_LINES): Promise<Block> {
  let result: Block | undefined;
  for (const size of TITLE_SIZES) {
    result = await block(title, size, CONTENT_WIDTH, maxLines, style);
    if (!result.cut) break;
  }
  return result!;
}

/** How a title is laid out on the card: its size (px) and the text of each line. */
export async function titleLayout(title: string, locale: Locale): Promise<{ size: number; lines: string[] }> {
  const { size, lines } = await titleBlock(title, { weight: 700, language: locale });
  return { size, lines: lines.map((line) => line.map((word) => word.text).join(' ')) };
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/** A block as SVG paths, its first line box's top edge at `top`, its left edge at `left` (px). */
async function drawBlock({ lines, size }: Block, top: number, left: number, colour: string) {
  const { ascender, descender } = await lineMetrics();
  // As CSS places a baseline in a line box: half the leading above the ascender.
  const baselineInBox = ((LINE_HEIGHT - ascender - descender) / 2 + ascender) * size;
  const paths: string[] = [];
  for (const [row, line] of lines.entries()) {
    const baseline = top + row * LINE_HEIGHT * size + baselineInBox;
    let pen = 0;
    for (const word of line) {
      // The glyphs as HarfBuzz ordered and placed them.
      for (const glyph of word.glyphs) {
        const { d, upem } = await glyphOutline(glyph);
        if (d === '') continue;
        const k = size / upem;
        const x = left + (pen + glyph.x) * size;
        const y = baseline - glyph.y * size;
        paths.push(`<path d="${d}" transform="matrix(${num(k)} 0 0 ${num(-k)} ${num(x)} ${num(y)})"/>`);
      }
      pen += word.advance + WORD_SPACE;
    }
  }
  return `<g fill="${colour}">${paths.join('')}</g>`;
}

let logo: Promise<string> | undefined;

/** public/logo.svg as a nested <svg> of the footer's logo size at (x, y). */
async function logoSvg(x: number, y: number): Promise<string> {
  logo ??= readFile(path.join(process.cwd(), 'public', 'logo.svg'), 'utf8');
  const source = await logo;
  const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1] ?? '0 0 64 64';
  const size = FOOTER.logo;
  return source.replace(
    /<svg\b[^>]*>/,
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">`,
  );
}

/** The card as an SVG document of glyph outlines (no text elements, no fonts needed to show it). */
export async function cardSvg({
  title,
  fallbackTitle,
  eyebrow,
  details = [],
  footer,
  locale,
}: CardText): Promise<string> {
  const style = (weight: Weight): TextStyle => ({ weight, language: locale });
  const footerTop = HEIGHT - PAD_Y - FOOTER.logo;
  const footerLeft = PAD_X + FOOTER.logo + FOOTER.gap;
  const nameBlock = await block(footer, FOOTER.size, WIDTH - PAD_X - footerLeft, 1, style(FOOTER.weight));
  const nameTop = footerTop + (FOOTER.logo - LINE_HEIGHT * FOOTER.size) / 2;

  let top = BAR + PAD_Y;
  const parts: string[] = [];
  if (eyebrow?.trim()) {
    const line = await block(eyebrow, EYEBROW.size, CONTENT_WIDTH, 1, style(EYEBROW.weight));
    parts.push(await drawBlock(line, top, PAD_X, EYEBROW.colour));
    top += LINE_HEIGHT * EYEBROW.size + EYEBROW.gap;
  }
  const headline = fallbackTitle === undefined ? title : cardTitle(title, fallbackTitle);
  const lines = details.filter((line) => line.trim()).slice(0, DETAIL.lines);
  const heading = await titleBlock(headline, style(700), lines.length ? DETAIL.titleLines : TITLE_LINES);
  parts.push(await drawBlock(heading, top, PAD_X, INK));
  top += heading.lines.length * LINE_HEIGHT * heading.size + DETAIL.gap;
  for (const line of lines) {
    const detail = await block(line, DETAIL.size, CONTENT_WIDTH, 1, style(DETAIL.weight));
    parts.push(await drawBlock(detail, top, PAD_X, DETAIL.colour));
    top += LINE_HEIGHT * DETAIL.size;
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#fff1f2"/>',
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${WIDTH}" height="${BAR}" fill="${ROSE}"/>`,
    ...parts,
    await logoSvg(PAD_X, footerTop),
    await drawBlock(nameBlock, nameTop, footerLeft, FOOTER.colour),
    '</svg>',
  ].join('');
}

/** A share card as a 1200×630 PNG. */
export async function renderCard(card: CardText): Promise<Buffer> {
  return sharp(Buffer.from(await cardSvg(card)))
    .png()
    .toBuffer();
}

/** The answer of a card route: the PNG as image/png. */
export function cardResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
}
