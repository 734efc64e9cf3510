'use client';

// The pages' client boundary for ./intent-link.tsx, rendered by ./link.tsx's Link. The
// navbar and footer have their own (components/layout/layout-link.client.ts), so that no client
// module is referenced by both the layout and the home page.
export { IntentLink as PageLinkClient } from './intent-link';
