import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SINHALA_FACES, type PreloadedFace } from './fonts';

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
    // No build output (e.g. tests): none; the pages' stylesheet still names the faces.
  }
  return urls;
}

/** The built URLs of the Sinhala faces (lib/fonts.ts), found once per process. */
export function sinhalaFaceUrls(): string[] {
  cached ??= builtUrls(SINHALA_FACES);
  return cached;
}

// The Sinhala face's unicode-range, the package's own (its sinhala-400 rule in 400.css). next/font
// takes literals only, so lib/fonts.ts writes it out too; lib/font-files.test.ts holds both to the
// package.
export const SINHALA_RANGE = 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4';

/**
 * The Sinhala face as @font-face rules (family "Site Sinhala"), for the pages that do not load the
 * site's stylesheet (lib/contact/result-page.ts): a phone without a Sinhala system face still
 * shows Sinhala there.
 */
export function sinhalaFontFace(): string {
  return sinhalaFaceUrls()
    .map(
      (url) =>
        `@font-face{font-family:"Site Sinhala";src:url(${url}) format("woff2");font-display:swap;unicode-range:${SINHALA_RANGE}}`,
    )
    .join('');
}
