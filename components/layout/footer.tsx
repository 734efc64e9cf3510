import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import { getSettings } from '@/lib/pocketbase/settings';
import { footerLinks } from '@/content/navigation';
import { privacyPage } from '@/content/privacy';
import type { Locale } from '@/lib/i18n/routing';
import { CopyrightLine } from './copyright-line';
import { LayoutLink } from './layout-link';
import { NavLink } from './nav-link';

/**
 * The year of this render, read through a cache entry that lives a minute. The footer is on every
 * page, so this also gives every page a revalidate of at most a minute (Next takes the smallest of
 * a render): no page is frozen at build time, and shared caches get `s-maxage=60` with a matching
 * stale-while-revalidate (next.config.ts `expireTime`), not a year.
 */
const renderYear = unstable_cache(async () => new Date().getFullYear(), ['footer-year'], {
  revalidate: 60,
});

const socials = [
  { key: 'facebook', icon: 'facebook' },
  { key: 'youtube', icon: 'youtube' },
  { key: 'tiktok', icon: 'tiktok' },
] as const;

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const nav = await getTranslations({ locale, namespace: 'Navbar' });
  const company = await getSettings();
  const name = company.name[locale];
  const year = await renderYear();

  return (
    // pb-20: at the end of the page, nothing of the footer lies under the WhatsApp button (its 56 or
    // 48 px and its 16 or 24 px margin: components/contact/whatsapp-button.tsx).
    <footer className="bg-ink-900 pb-20 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <div className="flex items-center gap-2 text-lg font-bold text-white">
            <StaticImage src="/logo.svg" alt="" width={40} height={40} />
            <span>{name}</span>
          </div>
          <p className="text-sm text-slate-300">{t('tagline')}</p>
        </div>
        <address className="space-y-2 text-sm not-italic">
          <p className="flex items-start gap-2">
            <Icon name="envelope" aria-hidden className="mt-1 shrink-0" />
            <span className="sr-only">{t('email')}:</span>
            <a href={`mailto:${company.email}`} className="hover:text-white">
              {company.email}
            </a>
          </p>
          <p className="flex items-start gap-2">
            <Icon name="phone" aria-hidden className="mt-1 shrink-0" />
            <span className="sr-only">{t('phone')}:</span>
            <a href={`tel:${company.landline.tel}`} className="hover:text-white">
              {company.landline.display}
            </a>
          </p>
          <p className="flex items-start gap-2">
            <Icon name="whatsapp" aria-hidden className="mt-1 shrink-0" />
            <span className="sr-only">{t('whatsapp')}:</span>
            <a
              href={company.whatsapp.url}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-white"
              data-testid="footer-whatsapp"
            >
              {company.whatsapp.display}
            </a>
          </p>
          <p className="flex items-start gap-2">
            <Icon name="location-dot" aria-hidden className="mt-1 shrink-0" />
            <span className="sr-only">{t('address')}:</span>
            <span>{company.address[locale]}</span>
          </p>
        </address>
        <div className="space-y-4">
          <nav aria-label={t('quickLinks')}>
            <h2 className="mb-2 font-semibold text-white">{t('quickLinks')}</h2>
            <ul className="grid grid-cols-2 gap-2 text-sm">
              {footerLinks.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.target} className="hover:text-white">
                    {nav(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="mb-2 font-semibold text-white">{t('follow')}</h2>
            {/* Three social icons (docs/spec-summary.md, Home page), each a link once the settings
                record has its address. */}
            <ul className="flex gap-3">
              {socials.map(({ key, icon }) => (
                <li key={key}>
                  {company.social[key] ? (
                    <a
                      href={company.social[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`social.${key}`)}
                      className="flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                    >
                      <Icon name={icon} aria-hidden />
                    </a>
                  ) : (
                    <span
                      role="img"
                      aria-label={t(`social.${key}`)}
                      className="flex size-9 items-center justify-center rounded-full bg-white/10"
                    >
                      <Icon name={icon} aria-hidden />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {/* Below 1024 px the WhatsApp tab's lane is kept clear on both sides, so the centred lines
          stay centred and none runs under the tab (app/globals.css, --whatsapp-lane). */}
      <div className="flex flex-col items-center gap-2 border-t border-white/10 px-(--whatsapp-lane) py-4 text-center text-xs text-slate-400 lg:px-4">
        <CopyrightLine
          text={t('copyright', { year: String(year), company: company.legalName })}
          year={year}
        />
        <p data-testid="footer-licence">{t('licence', { number: company.licence })}</p>
        <p className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          <LayoutLink
            href="/applications/status"
            locale={locale}
            className="underline underline-offset-2 hover:text-white"
          >
            {t('applicationStatus')}
          </LayoutLink>
          <LayoutLink
            href="/privacy"
            locale={locale}
            className="underline underline-offset-2 hover:text-white"
          >
            {privacyPage.title[locale]}
          </LayoutLink>
        </p>
      </div>
    </footer>
  );
}
