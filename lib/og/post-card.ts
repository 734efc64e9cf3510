import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { createElement as h } from 'react';
import { CARD_SIZE } from './card-meta';
import { cardTitle } from './card-title';
import { sinhalaVisualOrder } from './sinhala-visual';

// The share card of a blog post (app/[locale]/blog/[id]/opengraph-image.tsx): 1200×630, the
// title in the post's own script with the self-hosted Noto Sans Sinhala (static WOFF files from
// @fontsource/noto-sans-sinhala: next/og reads TTF/OTF/WOFF, not WOFF2), the site's name and logo.
// Plain createElement (no JSX) so the e2e suite can render the same card for comparison.

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-sinhala/files');

type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/** The card's fonts: the Sinhala and Latin subsets of Noto Sans Sinhala, bold and regular. */
export async function cardFonts(): Promise<CardFont[]> {
  const load = async (subset: 'sinhala' | 'latin', weight: 400 | 700): Promise<CardFont> => ({
    name: subset === 'sinhala' ? 'Card Sinhala' : 'Card Latin',
    data: await readFile(path.join(FONT_DIR, `noto-sans-sinhala-${subset}-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  });
  return Promise.all([load('latin', 700), load('sinhala', 700), load('latin', 400), load('sinhala', 400)]);
}

async function logoDataUri(): Promise<string> {
  const svg = await readFile(path.join(process.cwd(), 'public/logo.svg'));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

export async function renderPostCard({
  title: rawTitle,
  fallbackTitle,
  siteName,
  fonts,
}: {
  title: string;
  /** Drawn instead of a title written mostly in characters the card's faces lack. */
  fallbackTitle: string;
  siteName: string;
  /** Only for tests: the card drawn with other fonts (e.g. without Sinhala) to compare against. */
  fonts?: CardFont[];
}): Promise<ImageResponse> {
  const title = cardTitle(rawTitle, fallbackTitle);
  const size = title.length > 90 ? 52 : title.length > 50 ? 60 : 72;
  const text = sinhalaVisualOrder(title);
  const card = h(
    'div',
    {
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #ffffff 0%, #fff1f2 100%)',
        borderTop: '16px solid #be123c',
        fontFamily: 'Card Latin, Card Sinhala',
        color: '#0f172a',
      },
    },
    h(
      'div',
      {
        style: {
          display: 'flex',
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.3,
          maxHeight: 440,
          overflow: 'hidden',
        },
      },
      text,
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24 } },
      h('img', { src: await logoDataUri(), width: 80, height: 80, alt: '' }),
      h('div', { style: { display: 'flex', fontSize: 36, fontWeight: 700, color: '#be123c' } }, siteName),
    ),
  );
  return new ImageResponse(card, { ...CARD_SIZE, fonts: fonts ?? (await cardFonts()) });
}
