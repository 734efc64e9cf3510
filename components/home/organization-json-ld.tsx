import { getSettings } from '@/lib/pocketbase/settings';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { jsonLd } from '@/lib/seo/json-ld';

/** schema.org Organization for search engines: the agency's facts from the settings record. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const company = await getSettings();
  const site = env().SITE_URL;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name[locale],
    legalName: company.legalName,
    foundingDate: String(company.foundedYear),
    email: company.email,
    telephone: company.landline.tel,
    // The WhatsApp line and the SLBFE licence, which job seekers check before they trust an agency.
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: company.whatsapp.tel,
        url: company.whatsapp.url,
      },
    ],
    identifier: { '@type': 'PropertyValue', propertyID: 'SLBFE licence', value: company.licence },
    sameAs: Object.values(company.social).filter(Boolean),
    url: new URL(getPathname({ href: '/', locale }), site).href,
    logo: new URL('/logo.svg', site).href,
    address: { '@type': 'PostalAddress', streetAddress: company.address[locale], addressCountry: 'LK' },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
