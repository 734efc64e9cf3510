/** @jest-environment node */
import { GET } from './route';
import { GET as GET_SI } from './si/route';

const ID = 'abcdefghij12345';
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const EVENT = {
  id: ID,
  title: 'JFT-Basic Preparation Seminar',
  title_si: 'JFT-Basic විභාගයට සූදානම් වීමේ සම්මන්ත්‍රණය',
  description: 'A full-day seminar.',
  location: 'Head office, Colombo 03',
  location_si: 'ප්‍රධාන කාර්යාලය, කොළඹ 03',
  // 10:00 on 5 December 2026 in Sri Lanka.
  event_date: '2026-12-05 04:30:00.000Z',
  status: 'published',
  updated: '2026-11-20 08:15:30.000Z',
};

beforeAll(() => {
  process.env.POCKETBASE_URL = 'http://127.0.0.1:8090';
  process.env.SITE_URL = 'https://www.example.lk';
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const call = (id: string, handler = GET) =>
  handler(new Request(`http://127.0.0.1:3000/api/events/${id}/ics`), { params: Promise.resolve({ id }) });

describe('GET /api/events/[id]/ics', () => {
  it('answers the event as a calendar file: headers, UTC start, two hours, CRLF lines', async () => {
    fetchMock.mockResolvedValue(Response.json(EVENT));
    const res = await call(ID);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=60, stale-while-revalidate=60',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="jft-basic-preparation-seminar-2026-12-05.ics"',
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:${ID}@www.example.lk`,
        'DTSTAMP:20261120T081530Z',
        'DTSTART:20261205T043000Z',
        'DTEND:20261205T063000Z',
        'SUMMARY:JFT-Basic Preparation Seminar',
        'LOCATION:Head office\\, Colombo 03',
        'DESCRIPTION:A full-day seminar.',
        `URL:https://www.example.lk/events#record-${ID}`,
      ]),
    );
    const [url] = fetchMock.mock.calls[0]!;
    expect(new URL(url).pathname).toBe(`/api/collections/events_v3/records/${ID}`);
  });

  it('gives the Sinhala texts and page at ./si', async () => {
    fetchMock.mockResolvedValue(Response.json(EVENT));
    const res = await call(ID, GET_SI);
    expect(res.status).toBe(200);
    // ASCII from the Sinhala title only.
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="jft-basic-2026-12-05.ics"');
    const text = (await res.text()).replace(/\r\n /g, '');
    expect(text).toContain(`SUMMARY:${EVENT.title_si}\r\n`);
    expect(text).toContain('LOCATION:ප්‍රධාන කාර්යාලය\\, කොළඹ 03\r\n');
    expect(text).toContain(`URL:https://www.example.lk/si/events#record-${ID}\r\n`);
  });

  it('answers 404 for a malformed id without asking PocketBase', async () => {
    for (const id of ['abc', 'ABCDEFGHIJ12345', '..%2F..%2Fx', `${ID}x`]) {
      const res = await call(id);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 404 for a missing event, a draft and an event without a date', async () => {
    fetchMock.mockResolvedValue(new Response('{"status":404,"message":"x","data":{}}', { status: 404 }));
    expect((await call(ID)).status).toBe(404);
    fetchMock.mockResolvedValue(Response.json({ ...EVENT, status: 'draft' }));
    expect((await call(ID)).status).toBe(404);
    fetchMock.mockResolvedValue(Response.json({ ...EVENT, event_date: '' }));
    expect((await call(ID)).status).toBe(404);
  });

  it('answers 503, not cached, when PocketBase fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('{"status":500,"message":"x","data":{}}', { status: 500 }));
    const res = await call(ID);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
