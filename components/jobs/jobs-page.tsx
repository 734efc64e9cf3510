import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSettings } from '@/lib/pocketbase/settings';
import type { Locale } from '@/lib/i18n/locales';
import { jobsSearch, type JobFilters as Filters } from '@/lib/jobs/filters';
import { alternates } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { JobAlertForm } from './job-alert-form';
import { JobFilters } from './job-filters';
import { WhatsAppChannel } from './whatsapp-channel';
import { VacancyList } from './vacancy-list';

/**
 * The metadata of /jobs with `filters`: each filter combination is a page of its own, its
 * canonical address the one the proxy keeps (`/jobs?sector=…`, lib/jobs/filters.ts).
 */
export async function jobsMetadata(locale: Locale, filters: Filters): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  return pageMetadata({
    locale,
    path: '/jobs',
    title: t('title'),
    description: t('metaDescription'),
    siteName: (await getSettings()).name[locale],
    alternates: alternates(`/jobs${jobsSearch(filters)}`, locale),
  });
}

/**
 * /jobs: the filters and one page of vacancies. Rendered from the filters alone (the unfiltered
 * page by app/[locale]/jobs, a filtered one by app/[locale]/jobs/filtered/[filters]), so Next
 * keeps each like any page.
 */
export async function JobsPage({ filters, locale }: { filters: Filters; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-ink-700">{t('intro')}</p>
        <WhatsAppChannel
          href={(await getSettings()).whatsappChannel}
          label={t('whatsappChannel')}
          className="mt-2"
        />
      </div>
      <JobFilters filters={filters} locale={locale} t={t} />
      <VacancyList filters={filters} locale={locale} />
      <JobAlertForm locale={locale} sectors={filters.sector ? [filters.sector] : []} />
    </section>
  );
}
