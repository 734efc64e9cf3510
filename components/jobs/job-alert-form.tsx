import { getTranslations } from 'next-intl/server';
import { inputClass } from '@/components/contact/contact-field';
import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/locales';
import { EMAIL_MAX } from '@/lib/job-alerts/fields';
import { SECTORS, type Sector } from '@/lib/jobs/filters';

// "Email me new jobs like this": the job alert form of /jobs and of each vacancy page. A plain form
// the browser posts itself (no script needed) to /api/job-alerts (lib/job-alerts/post.ts), which
// answers with the sent page or, refused, the refused page (app/[locale]/jobs/alerts/), where this
// form is drawn again with what was typed and the reason.

type Props = {
  locale: Locale;
  /** The sectors ticked at first (a vacancy's own). */
  sectors?: readonly Sector[];
  email?: string;
  /** The reason of a refusal, shown above the fields. */
  error?: string;
  heading?: 'h1' | 'h2';
};

export async function JobAlertForm({ locale, sectors = [], email = '', error, heading = 'h2' }: Props) {
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  const jobs = await getTranslations({ locale, namespace: 'Jobs' });
  const Heading = heading;
  return (
    <section
      aria-labelledby="job-alert-title"
      data-testid="job-alert-form"
      className="mx-auto mt-12 max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <Heading id="job-alert-title" className="text-xl font-semibold text-ink-900">
        {t('formTitle')}
      </Heading>
      <p className="mt-2 text-ink-700">{t('formIntro')}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : null}
      <form method="post" action="/api/job-alerts" className="mt-4 space-y-4">
        <input type="hidden" name="locale" value={locale} />
        <label className="block font-medium text-ink-900" htmlFor="job-alert-email">
          {t('email')}
          <input
            id="job-alert-email"
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            inputMode="email"
            defaultValue={email}
            className={inputClass}
          />
        </label>
        <fieldset>
          <legend className="font-medium text-ink-900">{t('sectors')}</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {SECTORS.map((sector) => (
              <label key={sector} className="text-ink-800 flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="sectors"
                  value={sector}
                  defaultChecked={sectors.includes(sector)}
                  className="size-5 accent-brand-600"
                />
                {jobs(`sectors.${sector}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="sr-only" aria-hidden="true">
          <label>
            {t('honeypot')}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </p>
        <p className="text-sm text-ink-700">
          <Link href="/privacy" locale={locale} className="underline underline-offset-4">
            {t('privacy')}
          </Link>
        </p>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
