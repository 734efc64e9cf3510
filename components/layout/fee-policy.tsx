import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getSettings } from '@/lib/pocketbase/settings';

/**
 * The agency's fee policy in its own words, and its SLBFE licence number, from the settings record
 * (lib/pocketbase/settings.ts): on every vacancy page and on both forms' result pages, where a
 * cautious seeker asks whether anyone will ask them for money.
 */
export async function FeePolicy({ locale, className = '' }: { locale: Locale; className?: string }) {
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'FeePolicy' }),
    getSettings(),
  ]);
  return (
    <aside
      aria-labelledby="fee-policy"
      data-testid="fee-policy"
      className={`rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink-900 ${className}`}
    >
      <h2 id="fee-policy" className="font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1">{company.feePolicy[locale]}</p>
      <p className="mt-2 text-sm text-ink-700" data-testid="fee-policy-licence">
        {t('licence', { number: company.licence })}
      </p>
    </aside>
  );
}
