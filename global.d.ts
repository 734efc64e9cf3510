import type en from './messages/en.json';
import type { Locale } from './lib/i18n/routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
