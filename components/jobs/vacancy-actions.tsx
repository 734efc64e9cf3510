import { getTranslations } from 'next-intl/server';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { getSettings } from '@/lib/pocketbase/settings';
import { Link } from '@/components/i18n/link';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { Vacancy } from '@/lib/jobs/vacancy';
import { vacancyChatText, whatsappChatUrl } from '@/lib/whatsapp';

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The home page's contact form with this vacancy filled in (components/contact/contact-form.client.tsx
 * reads the query once hydrated).
 */
function askHref(vacancy: Vacancy, locale: Locale, title: string): string {
  return getPathname({
    href: {
      pathname: '/',
      query: { inquiry: 'jobs', vacancy: vacancy.id, vacancyTitle: title },
      hash: 'contact',
    },
    locale,
  });
}

/**
 * What a visitor can do about an open vacancy: apply on the site (/jobs/[id]/apply, the primary
 * action), ask on WhatsApp with a message naming the vacancy, or ask through the contact form.
 */
export async function VacancyActions({
  vacancy,
  title,
  locale,
}: {
  vacancy: Vacancy;
  title: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'JobDetail' });
  const text = vacancyChatText(t('whatsappMessage', { title }), vacancy.id);
  return (
    <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <Link
        href={`/jobs/${vacancy.id}/apply`}
        locale={locale}
        data-testid="vacancy-apply"
        className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
      >
        {t('apply')}
      </Link>
      <WhatsAppLink
        href={whatsappChatUrl((await getSettings()).whatsapp.digits, text)}
        data-testid="vacancy-whatsapp"
        className={`${buttonClass} border border-green-700 text-green-800 hover:bg-green-50`}
      >
        {t('askWhatsApp')}
      </WhatsAppLink>
      {/* A full page load (not the client router), so the form reads the query on its first render. */}
      <a
        href={askHref(vacancy, locale, title)}
        className="hover:text-brand-800 px-2 py-3 font-semibold text-brand-700 underline underline-offset-4"
      >
        {t('ask')}
      </a>
    </div>
  );
}
