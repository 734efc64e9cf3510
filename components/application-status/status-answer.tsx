import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import type { StatusAnswer } from '@/lib/application-status/post';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Company } from '@/lib/pocketbase/settings';
import { whatsappChatUrl } from '@/lib/whatsapp';
import type { StatusTranslate } from './status-form';

/** The agency's number as one unbroken run: it never wraps between its groups. */
const numberOf = (company: Company) => company.mobile.display.replace(/ /g, '\u00a0');

const WHATSAPP_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800';

/** A WhatsApp chat with the agency, the reference already typed in. */
function AskOnWhatsApp({
  company,
  reference,
  t,
}: {
  company: Company;
  reference: string;
  t: StatusTranslate;
}) {
  return (
    <WhatsAppLink
      href={whatsappChatUrl(company.whatsapp.digits, t('whatsappMessage', { reference }))}
      data-testid="status-whatsapp"
      className={WHATSAPP_CLASS}
    >
      {t('whatsapp')}
    </WhatsAppLink>
  );
}

/** Where the application stands, in plain words with what happens next. */
function Found({
  answer,
  company,
  locale,
  t,
}: {
  answer: Extract<StatusAnswer, { reason: 'found' }>;
  company: Company;
  locale: Locale;
  t: StatusTranslate;
}) {
  const title = (locale === 'si' && answer.vacancySi.trim()) || answer.vacancy.trim() || t('result.noTitle');
  const rows: [string, string, string][] = [
    ['vacancy', t('result.vacancy'), title],
    ['sent', t('result.sent'), formatDate(answer.sent, locale) ?? ''],
    ['status', t('result.status'), t(`statuses.${answer.status}.label`)],
  ];
  return (
    <section
      aria-labelledby="status-result"
      className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-5"
      data-testid="status-result"
      data-status={answer.status}
    >
      <h2 id="status-result" className="text-xl font-bold text-ink-900">
        {t('result.heading')}{' '}
        <span className="font-mono whitespace-nowrap" data-testid="status-reference">
          {answer.reference}
        </span>
      </h2>
      <dl className="mt-3 grid grid-cols-1 text-ink-900 sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-2">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents" data-fact={key}>
            <dt className="text-sm font-semibold text-ink-700">{label}</dt>
            <dd className="mb-2 min-w-0 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-ink-900">{t('result.next')}</h3>
      <p className="mt-1 text-ink-900" data-testid="status-next">
        {t(`statuses.${answer.status}.next`, { number: numberOf(company) })}
      </p>
      <div className="mt-4">
        <AskOnWhatsApp company={company} reference={answer.reference} t={t} />
      </div>
    </section>
  );
}

/** The answer of a lookup: the status, or why there is none (one wording for anything wrong). */
export function StatusAnswerView({
  answer,
  company,
  locale,
  t,
}: {
  answer: StatusAnswer;
  company: Company;
  locale: Locale;
  t: StatusTranslate;
}) {
  if (answer.reason === 'found') return <Found answer={answer} company={company} locale={locale} t={t} />;
  const text = answer.reason === 'down' ? t('down', { number: numberOf(company) }) : t(answer.reason);
  return (
    <div
      role="alert"
      data-testid="status-refusal"
      data-reason={answer.reason}
      className="mt-6 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink-900"
    >
      <p>{text}</p>
      {answer.reason === 'invalid' ? null : (
        <AskOnWhatsApp company={company} reference={answer.reference} t={t} />
      )}
    </div>
  );
}
