import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: nothing is fetched from another host (STYLE §8).
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin',
});

export const notoSinhala = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-sinhala',
  // Not preloaded: English pages need it only for the "සිංහල" toggle label, and the browser
  // fetches it as soon as the stylesheet meets Sinhala text (display: swap keeps text visible).
  preload: false,
});
