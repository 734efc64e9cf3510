import HomePage, { generateMetadata as homeMetadata } from '../[locale]/page';
import { inEnglish } from '@/lib/i18n/english-route';

export const generateMetadata = inEnglish(homeMetadata);
export default inEnglish(HomePage);
