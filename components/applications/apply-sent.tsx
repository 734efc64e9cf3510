import { getTranslations } from 'next-intl/server';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { getSettings } from '@/lib/pocketbase/settings';
import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/locales';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/paths';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { FeePolicy } from '@/components/layout/fee-policy';

/**
 * The end of an application: its reference, who calls and from which number, that applying is
 * free, and WhatsApp with the reference already in the message.
 */
export async function ApplySent({
  locale,
  reference,
  repeat,
}: {
  locale: Locale;
  reference: string;
  repeat: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'ApplyForm.sent' });
  // The status page's address goes into the WhatsApp message too, so the chat keeps it.
  const statusLink = new URL(getPathname({ href: '/applications/status', locale }), env().SITE_URL).href;
  return (
    <article className="mx-auto max-w-2xl px-4 pt-24 pb-16" data-testid="apply-sent">
      <h1 className="text-3xl leading-tight font-bold text-ink-900">{t('title')}</h1>
      {repeat ? (
        <p className="mt-3 text-ink-700" data-testid="apply-repeat">
          {t('repeat')}
        </p>
      ) : null}
      <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="text-sm font-semibold text-ink-700">{t('reference')}</p>
        <p
          className="mt-1 font-mono text-2xl font-bold tracking-wider whitespace-nowrap text-ink-900 sm:text-3xl"
          data-testid="apply-reference"
        >
          {reference}
        </p>
        <p className="mt-2 text-sm text-ink-700">{t('referenceHint')}</p>
        <p className="mt-3">
          <Link
            href="/applications/status"
            locale={locale}
            className="font-semibold text-brand-700 underline"
            data-testid="apply-status-link"
          >
            {t('checkStatus')}
          </Link>
        </p>
      </div>
      <p className="mt-6 text-ink-900">{t('whoCalls', { number: (await getSettings()).mobile.display })}</p>
      <p
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink-900"
        data-testid="apply-free"
      >
        {t('free')}
      </p>
      <FeePolicy locale={locale} className="mt-4" />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <WhatsAppLink
          href={whatsappChatUrl(
            (await getSettings()).whatsapp.digits,
            t('whatsappMessage', { reference, link: statusLink }),
          )}
          data-testid="apply-whatsapp"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800"
        >
          {t('whatsapp')}
        </WhatsAppLink>
        <Link href="/jobs" locale={locale} className="px-2 py-3 font-semibold text-brand-700 underline">
          {t('moreJobs')}
        </Link>
      </div>
    </article>
  );
}
