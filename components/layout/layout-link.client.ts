'use client';

// The site's link (components/i18n/intent-link.tsx: next/link that prefetches on intent) for the layout
// (navbar and footer), behind a client boundary of its own.
//
// Next 16's webpack build merges the client references of app/[locale]/page (the home page) into
// the manifest of every page below it (flight-manifest-plugin: `app/[locale]/page` and
// `app/[locale]/layout` share one group). A module referenced both by the layout and by the home
// page is then loaded with the home page's chunks on every page: next/link referenced from the
// navbar made /events, /documents and the rest download the home page's 5.5 KB gzipped script
// (docs/bench/history.md). Only ./layout-link.tsx imports this boundary, so its chunks are the layout's; a page
// must not import either file.
export { IntentLink as LayoutLinkClient } from '@/components/i18n/intent-link';
