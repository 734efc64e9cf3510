import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';
import { SINHALA_FONT_FILES } from '@/lib/fonts';

let cached: string[] | undefined;

/**
 * The URLs next/font gave the Sinhala faces: the files under <distDir>/static/media with the same
 * bytes as the package's files (next/font names them by a content hash and does not expose it).
 */
function sinhalaFontUrls(): string[] {
  if (cached !== undefined) return cached;
  cached = [];
  try {
    const root = process.cwd();
    const media = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'static', 'media');
    const built = readdirSync(media)
      .filter((name) => name.endsWith('.woff2'))
      .map((name) => ({ name, bytes: readFileSync(path.join(media, name)) }));
    for (const file of SINHALA_FONT_FILES) {
      const source = readFileSync(path.join(root, 'node_modules/@fontsource/noto-sans-sinhala/files', file));
      const match = built.find(({ bytes }) => bytes.length === source.length && bytes.equals(source));
      if (match) cached.push(`/_next/static/media/${match.name}`);
    }
  } catch {
    // No build output (e.g. tests): no preload, the faces still load from the stylesheet.
  }
  return cached;
}

/**
 * Issue 10: on Sinhala pages the main text and the headings are Sinhala, so both faces (regular
 * and bold, 35 KB each) are fetched with the HTML instead of after the stylesheet (React puts the
 * <link rel="preload"> into <head>): a heading that got its face later than the text would move
 * the page when it swaps. English pages skip them.
 */
export function SinhalaFontPreload() {
  for (const href of sinhalaFontUrls())
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}
