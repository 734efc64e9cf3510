import { getTranslations } from 'next-intl/server';
import type { StatusAnswer } from '@/lib/application-status/post';
import type { Locale } from '@/lib/i18n/locales';
import { getSettings } from '@/lib/pocketbase/settings';
import { StatusAnswerView } from './status-answer';
import { StatusForm } from './status-form';

/**
 * Where does my application stand? The form, and on the answer page the answer above it: the
 * form again, filled in when the lookup was refused, empty after a status was shown.
 */
export async function StatusPage({ locale, answer }: { locale: Locale; answer?: StatusAnswer }) {
  const t = await getTranslations({ locale, namespace: 'ApplicationStatus' });
  const refused = answer && answer.reason !== 'found' ? answer : undefined;
  return (
    <article className="mx-auto max-w-2xl px-4 pt-24 pb-16">
      <h1 className="text-3xl leading-tight font-bold text-ink-900">{t('title')}</h1>
      <p className="mt-3 text-ink-700">{t('intro')}</p>
      {answer ? (
        <StatusAnswerView answer={answer} company={await getSettings()} locale={locale} t={t} />
      ) : null}
      {answer?.reason === 'found' ? (
        <h2 className="mt-10 text-xl font-bold text-ink-900">{t('result.again')}</h2>
      ) : null}
      <StatusForm
        locale={locale}
        t={t}
        values={refused ? { reference: refused.reference, phone: refused.phone } : {}}
        errors={refused?.errors ?? {}}
      />
    </article>
  );
}
