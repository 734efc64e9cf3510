import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';
import { SINHALA_FONT_FILE } from '@/lib/fonts';

let cached: string | null | undefined;

/**
 * The URL next/font gave the Sinhala face: the file under <distDir>/static/media with the same
 * bytes as the package's file (next/font names it by a content hash and does not expose it).
 */
function sinhalaFontUrl(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    const root = process.cwd();
    const source = readFileSync(
      path.join(root, 'node_modules/@fontsource-variable/noto-sans-sinhala/files', SINHALA_FONT_FILE),
    );
    const media = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'static', 'media');
    for (const name of readdirSync(media)) {
      if (!name.endsWith('.woff2')) continue;
      const file = readFileSync(path.join(media, name));
      if (file.length === source.length && file.equals(source)) {
        cached = `/_next/static/media/${name}`;
        break;
      }
    }
  } catch {
    // No build output (e.g. tests): no preload, the face still loads from the stylesheet.
  }
  return cached;
}

/**
 * Issue 10: on Sinhala pages the main text is Sinhala, so its face is fetched with the HTML
 * instead of after the stylesheet (React puts the <link rel="preload"> into <head>). English pages
 * skip it.
 */
export function SinhalaFontPreload() {
  const href = sinhalaFontUrl();
  if (href) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}
