// The share card draws only with the self-hosted faces (lib/og/shaper.ts): the Latin and Sinhala
// subsets of Noto Sans Sinhala. A character neither has would be left out of the drawing, so the
// card's title keeps only what those subsets cover; a title that would lose most of its letters
// (one written in Japanese, say) gives way to the fallback (the site's title).

// Printable ASCII and Latin-1, the usual punctuation (dashes, quotes, bullet, ellipsis, ‰, ‹ ›),
// €, ™, the Devanagari dandas and the Sinhala block with its joiners.
const OUTSIDE_FONTS =
  /[^\u0020-\u007E\u00A0-\u00FF\u2010-\u2027\u2030-\u203A\u20AC\u2122\u0964\u0965\u0D81-\u0DF4\u200C\u200D]/gu;
const LETTERS = /[\p{L}\p{M}\p{N}]/gu;

const letterCount = (text: string) => text.match(LETTERS)?.length ?? 0;

export function cardTitle(title: string, fallback: string): string {
  const original = title.normalize('NFC').replace(/\s+/gu, ' ').trim();
  const kept = original
    .replace(OUTSIDE_FONTS, '')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (kept === '' || letterCount(kept) * 2 < letterCount(original)) return fallback;
  return kept;
}
