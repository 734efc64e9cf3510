import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { isLocale } from '@/lib/i18n/locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
