import { createHash, timingSafeEqual } from 'node:crypto';

// Draft preview for editors: the pure parts of app/api/preview (tested in preview.test.ts).

/** The collections an editor can preview (previewTarget says where each opens). */
const PREVIEW_COLLECTIONS = ['blogs_v3', 'events_v3', 'resources'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

/**
 * Compares a submitted secret with the configured one in constant time (both hashed first, so
 * neither the content nor the length leaks through timing). An empty configured secret never
 * matches: preview is off until PREVIEW_SECRET is set.
 */
export function secretMatches(given: string | null | undefined, expected: string): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return (PREVIEW_COLLECTIONS as readonly unknown[]).includes(value);
}

/**
 * Where preview opens a record (path without the language prefix): a post's page, or the list
 * that shows the event or resource, at its card (`hash`).
 */
export function previewTarget(collection: PreviewCollection, id: string): { path: string; hash: string } {
  if (collection === 'blogs_v3') return { path: `/blog/${id}`, hash: '' };
  return { path: collection === 'events_v3' ? '/events' : '/documents', hash: `#record-${id}` };
}

/** A same-site path to return to after leaving preview; anything else becomes `/`. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

/** Headers of every preview response: never cached, never indexed, never leaked in a Referer. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
} as const;
