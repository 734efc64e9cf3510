// Where an application can stand: the `status` values editors choose in the admin
// (pocketbase/pb_migrations/1767800000_create_applications.js; pocketbase/tests/application-status.test.mjs
// holds the two lists equal). The status page words each (messages: ApplicationStatus.statuses).
export const STATUSES = ['new', 'contacted', 'shortlisted', 'rejected', 'placed'] as const;
export type ApplicationStatus = (typeof STATUSES)[number];

export const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
