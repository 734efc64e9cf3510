import { jobAlertLinkPage } from '@/components/jobs/job-alert-link-page';

// An alert's visible "stop these emails" link (`?token=…`): a button whose POST
// (app/api/job-alerts/unsubscribe) deletes the subscription; the page's shape is
// components/jobs/job-alert-link-page.tsx.

const page = jobAlertLinkPage('unsubscribe');
export const generateMetadata = page.generateMetadata;
export default page.Page;
