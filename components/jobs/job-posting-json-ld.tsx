import { getSettings } from '@/lib/pocketbase/settings';
import { PREFECTURE_NAMES } from '@/content/glossary';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { jobPosting } from '@/lib/jobs/job-posting';
import type { Vacancy } from '@/lib/jobs/vacancy';
import { jsonLd } from '@/lib/seo/json-ld';

/**
 * schema.org JobPosting of an open vacancy (lib/jobs/job-posting.ts), with the agency as the
 * hiring organisation; nothing for a closed one.
 */
export async function JobPostingJsonLd({
  vacancy,
  descriptionHtml,
  locale,
  now,
}: {
  vacancy: Vacancy;
  descriptionHtml: string;
  locale: Locale;
  now: Date;
}) {
  const site = env().SITE_URL;
  const data = jobPosting({
    vacancy,
    descriptionHtml,
    organization: {
      name: (await getSettings()).name[locale],
      url: new URL(getPathname({ href: '/', locale }), site).href,
      logo: new URL('/logo.svg', site).href,
    },
    url: new URL(getPathname({ href: `/jobs/${vacancy.id}`, locale }), site).href,
    // The prefecture's English name in both languages: the form job search reads.
    region: vacancy.prefecture ? PREFECTURE_NAMES[vacancy.prefecture].en : undefined,
    now,
  });
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
