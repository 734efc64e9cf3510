import type { Locale } from '@/lib/i18n/routing';

// Stub: the testimonials carousel section (issue 5) replaces this.
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  return <section aria-hidden data-stub={`testimonials-${locale}`} />;
}
