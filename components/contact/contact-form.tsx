import type { Locale } from '@/lib/i18n/routing';

// Stub: the contact form (issue 7) replaces this. Server component; renders the client form.
export async function ContactForm({ locale }: { locale: Locale }) {
  return <div data-stub={`contact-form-${locale}`} />;
}
