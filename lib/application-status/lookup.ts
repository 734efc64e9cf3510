import 'server-only';
import { options, withSiteWriter } from '@/lib/outbox/site-writer';
import { isStatus, type ApplicationStatus } from './statuses';

// Where an application stands, asked of PocketBase's own route as the site's account
// (pocketbase/pb_hooks/application-status.pb.js): never from a cache, so an editor's change shows
// on the next look. The account reads no application through the collection for it.

export type StatusLookup =
  | { kind: 'found'; vacancy: string; vacancySi: string; sent: string; status: ApplicationStatus }
  | { kind: 'notFound' }
  | { kind: 'limited' }
  | { kind: 'down' };

type Answer = {
  found?: unknown;
  limited?: unknown;
  vacancy?: unknown;
  vacancy_si?: unknown;
  sent?: unknown;
  status?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `reference` and `phone` as stored (HL-…, +947XXXXXXXX). PocketBase down or odd: `down`. */
export async function lookUpStatus(reference: string, phone: string): Promise<StatusLookup> {
  let answer: Answer;
  try {
    answer = await withSiteWriter((pb) =>
      pb.send<Answer>('/api/site/application-status', {
        method: 'POST',
        body: { reference, phone },
        cache: 'no-store',
        ...options(),
      }),
    );
  } catch (error) {
    console.error(`[status] lookup failed: ${error instanceof Error ? error.name : 'unknown'}`);
    return { kind: 'down' };
  }
  if (answer.found === true && isStatus(answer.status))
    return {
      kind: 'found',
      vacancy: text(answer.vacancy),
      vacancySi: text(answer.vacancy_si),
      sent: text(answer.sent),
      status: answer.status,
    };
  if (answer.found === false) return answer.limited === true ? { kind: 'limited' } : { kind: 'notFound' };
  return { kind: 'down' };
}
