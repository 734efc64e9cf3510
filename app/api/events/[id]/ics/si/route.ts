import { eventIcsResponse } from '@/lib/events/ics-response';

// "Add to calendar" on a Sinhala event card: the Sinhala texts where they are filled (see ../route.ts).
export const revalidate = 60;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return eventIcsResponse((await params).id, 'si');
}
