import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';
import type { Locale } from '@/lib/i18n/routing';
import { SINHALA_FACES, type PreloadedFace } from '@/lib/fonts';

let cached: string[] | undefined;

/**
 * The URLs next/font gave these faces: the files under <distDir>/static/media with the same bytes
 * as the package's files (next/font names them by a content hash and does not expose it).
 */
function builtUrls(faces: PreloadedFace[]): string[] {
  const urls: string[] = [];
  try {
    const root = process.cwd();
    const media = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'static', 'media');
    const built = readdirSync(media)
      .filter((name) => name.endsWith('.woff2'))
      .map((name) => ({ name, bytes: readFileSync(path.join(media, name)) }));
    for (const face of faces) {
      const source = readFileSync(path.join(root, 'node_modules', face.dir, face.file));
      const match = built.find(({ bytes }) => bytes.length === source.length && bytes.equals(source));
      if (match) urls.push(`/_next/static/media/${match.name}`);
    }
  } catch {
    // No build output (e.g. tests): no preload, the faces still load from the stylesheet.
  }
  return urls;
}

/**
 * Issue 10: Sinhala pages preload the Sinhala face (35 KB; headings embolden it), which React puts
 * into <head> as <link rel="preload">, so it is fetched with the HTML instead of after the
 * stylesheet, and the text does not move when it swaps in.
 * English pages download no face (lib/fonts.ts), so they preload nothing.
 */
export function FontPreload({ locale }: { locale: Locale }) {
  if (locale !== 'si') return null;
  cached ??= builtUrls(SINHALA_FACES);
  for (const href of cached) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}
