import 'server-only';
import { cvLink } from './cv-link';
import type { DueApplication } from './store';

/**
 * The webhook body of an application (README.md, Webhook payload): the answers, the vacancy (id
 * and title), the reference, `kind: "application"`, `update: true` for a changed resend (revision
 * above 1), and a signed link through the site to each CV file; never the file's bytes.
 */
export function applicationWebhookBody(record: DueApplication, now: number = Date.now()) {
  const { id, reference, revision, vacancy, expand, cv, attempts: _attempts, ...answers } = record;
  return {
    kind: 'application' as const,
    id,
    reference,
    update: revision > 1,
    revision,
    vacancy: { id: vacancy, title: expand?.vacancy?.title ?? '' },
    ...answers,
    cv: cv.map((file) => ({ file, ...cvLink(id, file, now) })),
  };
}

/** The receiver drops repeats by this key: one per revision, so a changed resend is not dropped. */
export const applicationIdempotencyKey = (record: DueApplication) => `${record.id}-r${record.revision}`;
