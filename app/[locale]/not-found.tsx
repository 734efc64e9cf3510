import { NotFoundContent } from '@/components/layout/not-found-content';

// Reached by notFound() inside a page (the catch-all for paths with a dot). Next 16 serves that
// as an empty `__next_error__` shell drawn by scripts (vercel/next.js#62228), so middleware.ts
// sends every other unknown path to page-not-found/, which is in the served HTML.
export default function NotFound() {
  return <NotFoundContent />;
}
