import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplyForm } from '@/components/applications/apply-form';
import { ApplyClosed, ApplyPage } from '@/components/applications/apply-page';
import { refusedApplication } from '@/lib/applications/answer';
import { isLocale } from '@/lib/i18n/locales';
import { getVacancy } from '@/lib/pocketbase/queries';
import { isOpen } from '@/lib/jobs/vacancy';

type Props = { params: Promise<{ locale: string; id: string }> };

// The refused application sent without scripts, filled in again with the reasons beside the
// fields: /api/apply answers such a form with a 303 here and short-lived signed cookies, sent to this path only
// (lib/forms/answer-cookie.ts). The one application page that reads a cookie, so it is rendered
// per request and never cached (private, no-store); without the cookie it is the empty form.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ApplyForm' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function ApplyAnswerRoute({ params }: Props) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // PocketBase down: the form all the same (an application is then kept in the spool).
  const vacancy = await getVacancy(id, locale).catch(() => 'failed' as const);
  if (vacancy === null) notFound();
  const jobs = await getTranslations({ locale, namespace: 'Jobs' });
  const title = vacancy === 'failed' ? id : (vacancy.title ?? jobs('noTitle'));
  const jar = await cookies();
  const answer = await refusedApplication((name) => jar.get(name)?.value, locale);
  return (
    <ApplyPage locale={locale} vacancy={id} title={title}>
      {vacancy === 'failed' || isOpen(vacancy, new Date()) ? (
        <div className="mt-6">
          <ApplyForm
            locale={locale}
            vacancy={id}
            title={title}
            values={answer?.values}
            errors={answer?.errors}
            notice={answer?.notice}
          />
        </div>
      ) : (
        <ApplyClosed locale={locale} />
      )}
    </ApplyPage>
  );
}
