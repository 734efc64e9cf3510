import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { company } from '@/content/company';
import type { Locale } from '@/lib/i18n/routing';
import { whatsappChatUrl } from '@/lib/whatsapp';

/**
 * A chat with the agency on WhatsApp, one tap away on every page (the layout draws it after the
 * footer): a round button in the bottom corner of a phone, a labelled one on wider screens. It
 * opens with a greeting in the page's language. A plain link: no script. It stays clear of the
 * toasts (sonner's, at the top: components/toast/toaster.client.tsx) and, at the end of the page,
 * of the footer, whose bottom padding is at least the 72 px this button and its margin take
 * (components/layout/footer.tsx). Below the navigation bar's menu and the dialogs (z-40, z-50).
 */
export async function WhatsAppButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WhatsAppButton' });
  return (
    // A landmark of its own: everything on a page sits in one (axe's region rule).
    <aside aria-label={t('text')}>
      <a
        href={whatsappChatUrl(company.whatsappNumber, t('greeting'))}
        target="_blank"
        rel="noopener"
        aria-label={t('label')}
        data-testid="whatsapp-button"
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center gap-2 rounded-full bg-green-700 text-white shadow-lg shadow-ink-900/25 hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 lg:right-6 lg:bottom-6 lg:h-12 lg:w-auto lg:px-5 print:hidden"
      >
        <Icon name="whatsapp" aria-hidden className="size-7 lg:size-6" />
        <span className="hidden font-semibold lg:inline">{t('text')}</span>
      </a>
    </aside>
  );
}
