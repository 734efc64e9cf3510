/**
 * A share card as a page names it (og:image): its size. Drawn by app/[locale]/card; kept apart
 * from the drawing code so a page can name the card without loading it.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
