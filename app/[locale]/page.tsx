import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutSection } from '@/components/home/about-section';
import { ContactSection } from '@/components/home/contact-section';
import { Hero } from '@/components/home/hero';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';
import { ProgramsSection } from '@/components/home/programs-section';
import { ServicesSection } from '@/components/home/services-section';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { WhyUsSection } from '@/components/home/why-us-section';
import { PreviewBar } from '@/components/records/preview-bar';
import { getPathname } from '@/lib/i18n/paths';
import { getSettings } from '@/lib/pocketbase/settings';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

// ISR like the record pages: the about section reads the Legal resources (tag `resources`).
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title: t('title'),
      description: t('description'),
      siteName: (await getSettings()).name[locale],
      robots: (await draftMode()).isEnabled ? { index: false, follow: false } : undefined,
    }),
    title: { absolute: t('title') },
  };
}

// The home page's sections in order (docs/spec-summary.md, Routes); the footer comes from the layout.
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Draft preview (app/api/preview): the FAQ, the team and the testimonials show their drafts too,
  // under the bar.
  const preview = (await draftMode()).isEnabled;

  return (
    <>
      {preview ? <PreviewBar locale={locale} path={getPathname({ href: '/', locale })} /> : null}
      <OrganizationJsonLd locale={locale} />
      <Hero locale={locale} />
      <AboutSection locale={locale} />
      <ServicesSection locale={locale} />
      <ProgramsSection locale={locale} />
      <WhyUsSection locale={locale} />
      <TestimonialsSection locale={locale} />
      <ContactSection locale={locale} />
    </>
  );
}
