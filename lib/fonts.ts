import localFont from 'next/font/local';

/** A face the page preloads itself (components/layout/font-preload.tsx), by its package file. */
export type PreloadedFace = { dir: string; file: string };

// English pages draw in the phone's own face (Roboto on Android, San Francisco on iPhones,
// Segoe UI on Windows: app/globals.css) and download no font at all. A Latin web face (Inter,
// 48 KB) was measured against it: on a slow network it shares the bandwidth with the stylesheet,
// the first image and the scripts, and the simulated LCP of English pages was 0.1-1.2 s later with
// it (docs/bench/history.md, "Faces per language").
//
// The Sinhala faces are self-hosted from @fontsource, nothing is fetched from another
// host. Sinhala script only (the package's "sinhala" subset, with its unicode-range): Latin text never
// pulls this face, and Sinhala text uses it only for the characters it covers. One static weight,
// 400 (35 KB), instead of the variable face (130 KB) or a second static file for 700: headings
// are the regular face emboldened by the browser (font-synthesis), the same glyphs a little
// heavier. A bold file doubled what a Sinhala page downloads before its first paint, and on slow
// 4G its 35 KB shared the bandwidth with the framework scripts: LCP of /si/blog and /si/events
// 2.6 -> 2.3 s without it (docs/bench/history.md, "Faces per language").
// (next/font takes literals only, so the file names are written twice: see SINHALA_FACES; and the
// unicode-range, held to the package's by lib/font-files.test.ts.)
export const SINHALA_FACES: PreloadedFace[] = [
  { dir: '@fontsource/noto-sans-sinhala/files', file: 'noto-sans-sinhala-sinhala-400-normal.woff2' },
];

export const notoSinhala = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
  ],
  // swap: the text paints at once in a fallback and changes face when the file arrives. The
  // fallbacks are the phones' and desktops' own Sinhala faces, so there is a Sinhala face from
  // the first paint; the generated Arial fallback is size-adjusted to this face's metrics.
  display: 'swap',
  fallback: ['Noto Sans Sinhala', 'Nirmala UI', 'Iskoola Pota', 'Sinhala Sangam MN', 'sans-serif'],
  adjustFontFallback: 'Arial',
  declarations: [
    { prop: 'unicode-range', value: 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4' },
  ],
  variable: '--font-sinhala',
  // Not preloaded here (that would be on every page, English ones too, which need it only for
  // the "සිංහල" toggle label): the Sinhala pages preload it (components/layout/font-preload.tsx).
  preload: false,
});
