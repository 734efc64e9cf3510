import ListPage, { generateMetadata as listMetadata } from '../../[locale]/documents/page';
import { inEnglish } from '@/lib/i18n/english-route';

// ISR, as app/[locale]/documents/page.tsx (Next reads a route's config from its own file).
export const revalidate = 60;

export const generateMetadata = inEnglish(listMetadata);
export default inEnglish(ListPage);
