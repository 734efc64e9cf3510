import { setRequestLocale } from 'next-intl/server';

// Placeholder until its issue lands.
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as 'en' | 'si');
  return <section className="min-h-[60vh] px-4 pt-24" data-page="testimonials" />;
}
