import { jobAlertLinkPage } from '@/components/jobs/job-alert-link-page';

// The confirmation email's link (`?token=…`, valid 48 hours): a button whose POST
// (app/api/job-alerts/confirm) confirms; the page's shape is components/jobs/job-alert-link-page.tsx.

const page = jobAlertLinkPage('confirm');
export const generateMetadata = page.generateMetadata;
export default page.Page;
