import { company } from '@/content/company';

/**
 * A post's share card as a page describes it (og:image): its size and alt text. Drawn by
 * lib/og/post-card.ts for app/[locale]/blog/[id]/opengraph-image.tsx; kept apart from the drawing
 * code so a page can name the card without loading next/og.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_ALT = company.name.en;
