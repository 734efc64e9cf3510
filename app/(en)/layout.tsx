import LocaleLayout, { generateMetadata as localeMetadata } from '../[locale]/layout';
import { inEnglish } from '@/lib/i18n/english-route';

// The English pages' root layout: app/[locale]/layout.tsx with locale "en" (lib/i18n/english-route.ts).
export { viewport } from '../[locale]/layout';
export const generateMetadata = inEnglish(localeMetadata);
export default inEnglish(LocaleLayout);
