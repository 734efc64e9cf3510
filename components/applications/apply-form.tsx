import { getTranslations } from 'next-intl/server';
import { getSettings } from '@/lib/pocketbase/settings';
import { districtNames } from '@/content/districts';
import { DISTRICTS, type ErrorField, MIN_AGE, OLDEST_BIRTH_YEAR_OFFSET } from '@/lib/applications/fields';
import { applyFormStrings } from '@/lib/applications/strings';
import { getPathname } from '@/lib/i18n/paths';
import { queueStrings } from '@/lib/offline/queue-strings';
import type { Locale } from '@/lib/i18n/locales';
import { whatsappChatUrl } from '@/lib/whatsapp';
import type { Notice } from './apply-form.client';
import { ApplyFormIsland } from './apply-form-island.client';

/** The birth years the form offers at `now`: MIN_AGE years ago back to OLDEST_BIRTH_YEAR_OFFSET. */
function birthYears(now: Date): number[] {
  const newest = now.getUTCFullYear() - MIN_AGE;
  return Array.from({ length: OLDEST_BIRTH_YEAR_OFFSET - MIN_AGE + 1 }, (_, i) => newest - i);
}

/**
 * The application form of one vacancy, every string translated here. `values`, `errors` and
 * `notice` come from a refused form sent without scripts (the answer page); empty on /apply.
 */
export async function ApplyForm({
  locale,
  vacancy,
  title,
  values = {},
  errors = {},
  notice,
}: {
  locale: Locale;
  vacancy: string;
  title: string;
  values?: Record<string, string>;
  errors?: Partial<Record<ErrorField, string>>;
  notice?: Notice;
}) {
  const detail = await getTranslations({ locale, namespace: 'JobDetail' });
  const districts = DISTRICTS.map((key): [string, string] => [key, districtNames[key][locale]]);
  return (
    <ApplyFormIsland
      locale={locale}
      vacancy={vacancy}
      whatsappHref={whatsappChatUrl(
        (await getSettings()).whatsapp.digits,
        detail('whatsappMessage', { title }),
      )}
      formError={notice}
      strings={await applyFormStrings(locale)}
      queue={await queueStrings(locale)}
      errors={errors}
      values={values}
      districts={districts}
      years={birthYears(new Date())}
      privacyHref={getPathname({ href: '/privacy', locale })}
    />
  );
}
