/** @jest-environment node */
import { checkCvLink, CV_LINK_DAYS, cvLink } from './cv-link';

jest.mock('server-only', () => ({}));

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ID = 'abcdefghijklmno';

function parts(url: string) {
  const parsed = new URL(url);
  const [, , , id, file] = parsed.pathname.split('/');
  return [
    id!,
    decodeURIComponent(file!),
    parsed.searchParams.get('expires'),
    parsed.searchParams.get('signature'),
  ] as const;
}

describe('cv links', () => {
  it('a link made here is valid until it expires, CV_LINK_DAYS later', () => {
    const link = cvLink(ID, 'cv_x1y2z3.pdf', NOW);
    expect(link.expires).toBe(new Date(NOW + CV_LINK_DAYS * 86_400_000).toISOString());
    expect(checkCvLink(...parts(link.url), NOW)).toBe('ok');
    expect(checkCvLink(...parts(link.url), NOW + CV_LINK_DAYS * 86_400_000)).toBe('expired');
  });

  it('any change to the link breaks its signature', () => {
    const [id, file, expires, signature] = parts(cvLink(ID, 'cv.pdf', NOW).url);
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('0') ? '1' : '0'}`;
    expect(checkCvLink(id, file, expires, flipped, NOW)).toBe('forged');
    expect(checkCvLink(id, 'other.pdf', expires, signature, NOW)).toBe('forged');
    expect(checkCvLink(id, file, String(Number(expires) + 1), signature, NOW)).toBe('forged');
    expect(checkCvLink(id, file, null, signature, NOW)).toBe('forged');
  });
});
