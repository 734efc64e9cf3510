import { company } from '@/content/company';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A post's share card as a page describes it (og:image): its size and alt text. Drawn by
 * lib/og/post-card.ts for app/[locale]/blog/[id]/opengraph-image.tsx; kept apart from the drawing
 * code so a page can name the card without loading next/og.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
/** The card's alt text (og:image:alt): the site's name in the page's language. */
export const cardAlt = (locale: Locale) => company.name[locale];
