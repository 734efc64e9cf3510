import { eventIcsResponse } from '@/lib/events/ics-response';

// "Add to calendar" on an English event card: the event as an iCalendar file (lib/events/ics.ts). ISR
// like the pages: rendered on first request, then served from Next's cache until a minute passes
// or /api/revalidate expires the `events` tag. The Sinhala file is ./si.
export const revalidate = 60;

// No file is rendered at build; each on its first request.
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return eventIcsResponse((await params).id, 'en');
}
