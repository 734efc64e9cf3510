import { getTranslations } from 'next-intl/server';
import { BlogBody } from '@/components/records/blog-body';
import { Icon } from '@/components/ui/icon';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { env } from '@/lib/env';
import { Link } from '@/components/i18n/link';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { DeadlineState } from '@/lib/jobs/deadline';
import type { Vacancy } from '@/lib/jobs/vacancy';
import { whatsappShareUrl } from '@/lib/whatsapp';
import { ClosedNotice } from './closed-notice';
import { getSettings } from '@/lib/pocketbase/settings';
import { JobAlertForm } from './job-alert-form';
import { VacancyActions } from './vacancy-actions';
import { FeePolicy } from '@/components/layout/fee-policy';
import { WhatsAppChannel } from './whatsapp-channel';
import { VacancyFacts } from './vacancy-facts';

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
/** A WhatsApp share of the vacancy: its title in the page's language and its page's address. */
function shareHref(vacancy: Vacancy, locale: Locale, title: string): string {
  const address = new URL(getPathname({ href: `/jobs/${vacancy.id}`, locale }), env().SITE_URL).href;
  return whatsappShareUrl(`${title}\n${address}`);
}

/**
 * A vacancy in the page's language: title, facts (with the days left: `deadline`), description
 * (sanitised `html`), requirements, the ways to apply for it or ask about it, and a link to share
 * it on WhatsApp; a closed vacancy says so instead of inviting applications.
 */
export async function VacancyDetail({
  vacancy,
  html,
  open,
  deadline,
  locale,
}: {
  vacancy: Vacancy;
  html: string;
  open: boolean;
  deadline: DeadlineState;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'JobDetail' });
  const jobs = await getTranslations({ locale, namespace: 'Jobs' });
  const title = vacancy.title ?? jobs('noTitle');
  return (
    <article className="mx-auto max-w-3xl px-4 pt-24 pb-16">
      <Link
        href="/jobs"
        locale={locale}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink-900 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon name="arrow-left" aria-hidden />
        {t('back')}
      </Link>
      <h1 className="mt-8 text-3xl leading-tight font-bold break-words text-ink-900 sm:text-4xl">{title}</h1>
      {open ? null : <ClosedNotice locale={locale} namespace="JobDetail" className="mt-6" />}
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <VacancyFacts vacancy={vacancy} locale={locale} t={jobs} full deadline={deadline} />
        {vacancy.employerType ? (
          <p data-testid="vacancy-employer" className="mt-3 text-sm text-ink-700">
            <span className="font-medium text-ink-500">{t('employerType')}: </span>
            {vacancy.employerType}
          </p>
        ) : null}
      </div>
      <section className="mt-8" aria-labelledby="vacancy-description">
        <h2 id="vacancy-description" className="text-2xl font-semibold text-ink-900">
          {t('description')}
        </h2>
        {html ? <BlogBody html={html} /> : <p className="mt-4 text-ink-700">{t('noDescription')}</p>}
      </section>
      {vacancy.requirements ? (
        <section className="mt-8" aria-labelledby="vacancy-requirements">
          <h2 id="vacancy-requirements" className="text-2xl font-semibold text-ink-900">
            {t('requirements')}
          </h2>
          <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-ink-700">
            {vacancy.requirements}
          </p>
        </section>
      ) : null}
      {open ? (
        <VacancyActions vacancy={vacancy} title={title} locale={locale} />
      ) : (
        <p className="mt-10">
          <Link
            href="/jobs"
            locale={locale}
            className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {jobs('title')}
          </Link>
        </p>
      )}
      <p className="mt-4">
        <WhatsAppLink
          href={shareHref(vacancy, locale, title)}
          data-testid="vacancy-share-whatsapp"
          className="inline-flex items-center gap-2 py-3 font-semibold text-green-800 underline underline-offset-4 hover:text-green-900"
        >
          {t('share')}
        </WhatsAppLink>
      </p>
      <WhatsAppChannel href={(await getSettings()).whatsappChannel} label={jobs('whatsappChannel')} />
      <FeePolicy locale={locale} className="mt-8" />
      <JobAlertForm locale={locale} sectors={vacancy.sector ? [vacancy.sector] : []} />
    </article>
  );
}
