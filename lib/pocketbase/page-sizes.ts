// How many records each list page shows (docs/spec-summary.md, Constants). Plain values: queries.ts
// reads them, and the e2e specs count the cards with them. /jobs has its own (lib/jobs/filters.ts).

export const BLOG_PAGE_SIZE = 50;
export const EVENTS_PAGE_SIZE = 10;
export const RESOURCES_PAGE_SIZE = 10;
