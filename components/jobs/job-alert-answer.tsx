import type { ReactNode } from 'react';
import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/locales';

// The pages a job alert's form and emails lead to (app/[locale]/jobs/alerts/): a heading, what
// happened or what to do, at most one button, and the way back to the vacancies.

type Props = {
  locale: Locale;
  title: string;
  children: ReactNode;
  /** A button's form (the confirm and unsubscribe pages): its POST changes something, a GET never. */
  action?: { to: string; token: string; label: string };
  back: string;
};

export function JobAlertAnswer({ locale, title, children, action, back }: Props) {
  return (
    <section className="mx-auto max-w-2xl space-y-4 px-4 pt-28 pb-16" data-testid="job-alert-answer">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      <div className="space-y-3 text-ink-700">{children}</div>
      {action ? (
        <form method="post" action={action.to}>
          <input type="hidden" name="token" value={action.token} />
          <input type="hidden" name="locale" value={locale} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {action.label}
          </button>
        </form>
      ) : null}
      <p>
        <Link
          href="/jobs"
          locale={locale}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {back}
        </Link>
      </p>
    </section>
  );
}
