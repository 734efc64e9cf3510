import localFont from 'next/font/local';

/** A face the page preloads itself (components/layout/font-preload.tsx), by its package file. */
export type PreloadedFace = { dir: string; file: string };

// Self-hosted from @fontsource packages: nothing is fetched from another host (STYLE §8).
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin',
  // Preloaded by English pages only (components/layout/font-preload.tsx): on a Sinhala page the
  // Latin letters are a few names and numbers, and its 48 KB would compete with the Sinhala faces
  // and the first image; there the metric-matched Arial fallback holds them until it arrives.
  preload: false,
});

export const LATIN_FACES: PreloadedFace[] = [
  { dir: '@fontsource-variable/inter/files', file: 'inter-latin-wght-normal.woff2' },
];

// Sinhala script only (the package's "sinhala" subset, with its unicode-range): Latin text never
// pulls this face, and Sinhala text uses it only for the characters it covers. Two static weights
// (35 KB each) instead of the variable face (130 KB): body text needs 400, headings 700 (600
// resolves to 700, 500 to 400), so a Sinhala page preloads 70 KB instead of 130 (issue 10).
// (next/font takes literals only, so the file names are written twice: see SINHALA_FACES.)
export const SINHALA_FACES: PreloadedFace[] = [
  { dir: '@fontsource/noto-sans-sinhala/files', file: 'noto-sans-sinhala-sinhala-400-normal.woff2' },
  { dir: '@fontsource/noto-sans-sinhala/files', file: 'noto-sans-sinhala-sinhala-700-normal.woff2' },
];

export const notoSinhala = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2',
      weight: '700',
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
