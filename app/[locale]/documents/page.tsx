import { previewableListPage } from '@/components/records/list-page';
import { ResourceList } from '@/components/records/resource-list';

// The documents list (docs/spec-summary.md, Record pages). ISR (see app/[locale]/blog/page.tsx): served from Next's cache, rendered
// again at most once a minute and at once when /api/revalidate expires the `resources` tag.
export const revalidate = 60;

const page = previewableListPage({ namespace: 'Documents', path: '/documents', List: ResourceList });
export const generateMetadata = page.generateMetadata;
export default page.Page;
