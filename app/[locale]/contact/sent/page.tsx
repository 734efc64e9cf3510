import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { anotherClass, SentNotice } from '@/components/contact/sent-notice';
import { formStrings } from '@/components/contact/strings';
import { isReference } from '@/lib/forms/reference';
import { getPathname } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/locales';
import { FeePolicy } from '@/components/layout/fee-policy';

// Where a contact form posted without scripts ends (POST /api/contact answers it with a 303 here,
// so a reload sends nothing again): the confirmation the form shows in place of itself, in the
// site's layout. Its address carries the reference and nothing else (`?ref=HL-…`). An answer page:
// `private, no-store` and `noindex` (next.config.ts), not in the sitemap (lib/i18n/routing.ts).

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ ref?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  return { title: t('sent.pageTitle'), robots: { index: false, follow: false } };
}

export default async function ContactSent({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const { ref } = await searchParams;
  if (!isReference(ref)) notFound();
  const strings = await formStrings(locale);
  return (
    <section className="mx-auto max-w-2xl px-4 pt-28 pb-16">
      <SentNotice
        strings={strings.sent}
        reference={ref}
        heading="h1"
        action={
          <a
            href={getPathname({ href: { pathname: '/', hash: 'contact' }, locale })}
            className={anotherClass}
          >
            {strings.sent.another}
          </a>
        }
      />
      <FeePolicy locale={locale} className="mt-6" />
    </section>
  );
}
