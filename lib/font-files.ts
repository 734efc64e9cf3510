import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SINHALA_FACES, SINHALA_LOCAL_NAMES, type FaceFile } from './fonts';

let cached: string[] | undefined;

/**
 * The URLs the build gave these faces: the files under <distDir>/static/media with the same bytes
 * as the package's files (the stylesheet's url() is emitted there under a content hash, which the
 * build does not expose).
 */
function builtUrls(faces: FaceFile[]): string[] {
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

/** The built URLs of the self-hosted Sinhala faces (lib/fonts.ts), found once per process. */
function sinhalaFaceUrls(): string[] {
  cached ??= builtUrls(SINHALA_FACES);
  return cached;
}

// The Sinhala face's unicode-range, the package's own (its sinhala-400 rule in 400.css). CSS cannot
// import it, so app/globals.css writes it out too; lib/font-files.test.ts holds both to the package.
export const SINHALA_RANGE = 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4';

/**
 * The Sinhala face as the site's stylesheet declares it (family "Site Sinhala", app/globals.css),
 * for the pages that do not load that stylesheet (lib/contact/result-page.ts): the phone's own
 * Sinhala face first, the self-hosted file when it has none.
 */
export function sinhalaFontFace(): string {
  const sources = [
    ...SINHALA_LOCAL_NAMES.map((name) => `local("${name}")`),
    ...sinhalaFaceUrls().map((url) => `url(${url}) format("woff2")`),
  ];
  return `@font-face{font-family:"Site Sinhala";src:${sources.join(',')};font-weight:400;font-display:swap;unicode-range:${SINHALA_RANGE}}`;
}
