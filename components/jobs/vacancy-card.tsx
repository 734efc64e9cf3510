import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/locales';
import type { VacancyCard as Card } from '@/lib/jobs/vacancy';
import { type JobsTranslate, VacancyFacts } from './vacancy-facts';

/** One vacancy in the /jobs list: its title (a link to its page) and its facts. */
export function VacancyCard({ vacancy, locale, t }: { vacancy: Card; locale: Locale; t: JobsTranslate }) {
  return (
    <article className="card flex h-full flex-col gap-4 p-5">
      <h3 className="card-title">
        <Link
          href={`/jobs/${vacancy.id}`}
          locale={locale}
          className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {vacancy.title ?? t('noTitle')}
        </Link>
      </h3>
      <VacancyFacts vacancy={vacancy} locale={locale} t={t} />
    </article>
  );
}
