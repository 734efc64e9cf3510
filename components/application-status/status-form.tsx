import type { getTranslations } from 'next-intl/server';
import { inputClass } from '@/components/contact/contact-field';
import { PHONE_INPUT_MAX } from '@/lib/forms/phone';
import type { Locale } from '@/lib/i18n/locales';

export type StatusTranslate = Awaited<ReturnType<typeof getTranslations<'ApplicationStatus'>>>;

/**
 * The reference and the mobile number, posted by the browser itself to /api/application-status
 * (lib/application-status/post.ts): the same with or without scripts, and nothing in the address.
 */
export function StatusForm({
  locale,
  t,
  values = {},
  errors = {},
}: {
  locale: Locale;
  t: StatusTranslate;
  values?: { reference?: string; phone?: string };
  errors?: Record<string, string>;
}) {
  const field = (name: 'reference' | 'phone') => {
    const error = errors[name] ? t(`errors.${name}`) : null;
    const hint = `status-${name}-hint`;
    return (
      <div>
        <label htmlFor={`status-${name}`} className="block font-semibold text-ink-900">
          {t(name)}
        </label>
        <p id={hint} className="text-sm text-ink-700">
          {t(`${name}Hint`)}
        </p>
        <input
          id={`status-${name}`}
          name={name}
          required
          defaultValue={values[name] ?? ''}
          maxLength={name === 'phone' ? PHONE_INPUT_MAX : 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hint} status-${name}-error` : hint}
          className={inputClass}
          {...(name === 'phone'
            ? { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel' }
            : { type: 'text', autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false })}
        />
        {error ? (
          <p id={`status-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form method="post" action="/api/application-status" className="mt-6 space-y-5" data-testid="status-form">
      <input type="hidden" name="locale" value={locale} />
      {field('reference')}
      {field('phone')}
      <button
        type="submit"
        className="hover:bg-brand-800 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('submit')}
      </button>
    </form>
  );
}
