import { getTranslations } from 'next-intl/server';
import { StaticImage } from '@/components/ui/static-image';
import { getSettings } from '@/lib/pocketbase/settings';
import { navItems } from '@/content/navigation';
import { LayoutLink } from './layout-link';
import type { Locale } from '@/lib/i18n/routing';
import { LocaleSwitch } from './locale-switch.client';
import { NavLink } from './nav-link';
import { NavbarClient } from './navbar.client';

export async function Navbar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Navbar' });
  const ts = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  const name = (await getSettings()).name[locale];

  return (
    <NavbarClient
      label={t('label')}
      openLabel={t('openMenu')}
      closeLabel={t('closeMenu')}
      brand={
        <LayoutLink
          href="/"
          aria-label={t('homeLink', { company: name })}
          className="flex items-center gap-2 font-bold"
        >
          <StaticImage src="/logo.svg" alt="" width={36} height={36} loading="eager" />
          <span className="hidden text-lg whitespace-nowrap sm:inline lg:hidden xl:inline">{name}</span>
        </LayoutLink>
      }
      desktopLinks={navItems
        .filter((item) => !('mobileOnly' in item))
        .map((item) => (
          // One line each at every desktop width: smaller type and gaps until xl.
          <NavLink key={item.key} to={item.target} className="nav-link">
            {t(item.key)}
          </NavLink>
        ))}
      mobileLinks={
        <ul className="flex flex-col px-4 py-2">
          {navItems.map((item) => (
            <li key={item.key}>
              <NavLink to={item.target} className="menu-link">
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      }
      localeSwitch={
        <LocaleSwitch
          locale={locale}
          label={ts('label', { language: ts('other') })}
          text={ts('other')}
          // On English pages the one Sinhala word is the switch's label: the phone's own Sinhala
          // face draws it (not the :lang(si) stack), so English visitors download no web font.
          className={`rounded-full border border-current px-3 py-1 text-sm font-semibold ${
            locale === 'en' ? '[font-family:system-ui,sans-serif]' : ''
          }`}
        />
      }
    />
  );
}
