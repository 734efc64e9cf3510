import BlogPage, { generateMetadata as listMetadata } from '../../[locale]/blog/page';
import { inEnglish } from '@/lib/i18n/english-route';

// ISR, as app/[locale]/blog/page.tsx (Next reads a route's config from its own file).
export const revalidate = 60;

export const generateMetadata = inEnglish(listMetadata);
export default inEnglish(BlogPage);
