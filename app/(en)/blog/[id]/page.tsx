import BlogPostPage, {
  generateMetadata as postMetadata,
  generateStaticParams as postParams,
} from '../../../[locale]/blog/[id]/page';
import { inEnglish } from '@/lib/i18n/english-route';

// ISR, as app/[locale]/blog/[id]/page.tsx (Next reads a route's config from its own file).
export const revalidate = 60;

export const generateStaticParams = () => postParams({ params: { locale: 'en' } });
export const generateMetadata = inEnglish(postMetadata);
export default inEnglish(BlogPostPage);
