import type { Locale } from '@/lib/i18n/routing';

// Stub: the contact section (form, FAQ, info card, map; issue 5) replaces this.
export async function ContactSection({ locale }: { locale: Locale }) {
  return <section id="contact" data-stub={`contact-${locale}`} />;
}
