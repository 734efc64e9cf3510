/** @jest-environment node */
import { ANSWER_TTL_S, openAnswer, sealAnswer, sealFitting } from './answer-cookie';

jest.mock('server-only', () => ({}));

const NOW = 1_800_000_000_000;

describe('answer cookie', () => {
  it('opens what it sealed until it expires', () => {
    const sealed = sealAnswer({ values: { a: 'ආයුබෝවන්' } }, 'k', NOW);
    expect(openAnswer(sealed, 'k', NOW + 1000)).toEqual({ values: { a: 'ආයුබෝවන්' } });
    expect(openAnswer(sealed, 'k', NOW + ANSWER_TTL_S * 1000)).toBeNull();
  });

  it('refuses another key or a changed body', () => {
    const sealed = sealAnswer({ x: 1 }, 'k', NOW);
    expect(openAnswer(sealed, 'other', NOW)).toBeNull();
    expect(openAnswer(`A${sealed.slice(1)}`, 'k', NOW)).toBeNull();
    expect(openAnswer('garbage', 'k', NOW)).toBeNull();
  });

  it('shortens long values until the cookie fits', () => {
    const random = Array.from({ length: 6000 }, (_, i) =>
      String.fromCharCode(0x0d85 + ((i * 7919) % 60)),
    ).join('');
    const sealed = sealFitting({ message: random, name: 'Kasun' }, { errors: {} }, 'k', NOW);
    expect(sealed.length).toBeLessThanOrEqual(3800);
    const opened = openAnswer(sealed, 'k', NOW) as { values: Record<string, string> };
    expect(opened.values.name).toBe('Kasun');
    expect(random.startsWith(opened.values.message!)).toBe(true);
  });
});
