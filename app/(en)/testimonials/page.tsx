import TestimonialsPage, { generateMetadata as pageMetadata } from '../../[locale]/testimonials/page';
import { inEnglish } from '@/lib/i18n/english-route';

export const generateMetadata = inEnglish(pageMetadata);
export default inEnglish(TestimonialsPage);
