import { EventList } from '@/components/records/event-list';
import { previewableListPage } from '@/components/records/list-page';

// The events list (docs/spec-summary.md, Record pages). ISR (see app/[locale]/blog/page.tsx): served from Next's cache, rendered again
// at most once a minute and at once when /api/revalidate expires the `events` tag.
export const revalidate = 60;

const page = previewableListPage({ namespace: 'Events', path: '/events', List: EventList });
export const generateMetadata = page.generateMetadata;
export default page.Page;
