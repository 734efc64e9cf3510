/** A face file the site ships, by its package folder and file name. */
type FaceFile = { dir: string; file: string };

// English pages draw in the phone's own face (Roboto on Android, San Francisco on iPhones,
// Segoe UI on Windows: app/globals.css) and download no font at all. A Latin web face (Inter,
// 48 KB) was measured against it: on a slow network it shares the bandwidth with the stylesheet,
// the first image and the scripts, and the simulated LCP of English pages was 0.1-1.2 s later with
// it (docs/bench/history.md, "Faces per language").
//
// Sinhala text is drawn in the phone's own Sinhala face when it has one, and in Noto Sans Sinhala
// from @fontsource, self-hosted, only when it has none: the @font-face "Site Sinhala" in
// app/globals.css lists the system faces below as local() sources first and the package's file
// last, so a phone with a Sinhala face downloads nothing, and nothing is preloaded (a preload
// would fetch the file on every phone, sharing slow 4G with the stylesheet: docs/bench/fonts.md).
// Sinhala script only (the package's "sinhala" subset, with its unicode-range): Latin text never
// pulls this face. One static weight, 400 (35 KB), instead of the variable face (130 KB) or a
// second file for 700: headings are the regular face emboldened by the browser (font-synthesis).
// CSS cannot import from here, so app/globals.css writes these out; lib/fonts/faces.test.ts holds
// them together.

/** The phones' and desktops' own Sinhala faces, as local() names, tried in this order. */
export const SINHALA_LOCAL_NAMES = [
  // Android (and Linux with Noto)
  'Noto Sans Sinhala',
  'NotoSansSinhala-Regular',
  'Noto Sans Sinhala Regular',
  // iPhones and Macs
  'Sinhala Sangam MN',
  'SinhalaSangamMN',
  // Windows
  'Iskoola Pota',
  'IskoolaPota',
  'Nirmala UI',
];

/** The self-hosted Sinhala face, for a phone with none of the above. */
export const SINHALA_FACES: FaceFile[] = [
  { dir: '@fontsource/noto-sans-sinhala/files', file: 'noto-sans-sinhala-sinhala-400-normal.woff2' },
];
