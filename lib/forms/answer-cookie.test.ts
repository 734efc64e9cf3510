/** @jest-environment node */
import { ANSWER_MAX_AGE_SECONDS, answerCookies, readAnswer, type FormAnswer } from './answer-cookie';

const NAME = 'hl-contact';
const options = { name: NAME, path: '/si/contact/refused', secure: false };
const answer: FormAnswer = {
  values: { name: 'නිමල් පෙරේරා', phone: '12', message: 'ජපාන වීසා ගැන' },
  errors: { phone: 'invalidPhone' },
  reason: 'invalidFields',
};

/** The browser's side: the cookies `setCookies` leaves, read back by name. */
function jar(setCookies: string[]) {
  const cookies = new Map<string, string>();
  for (const line of setCookies) {
    const [pair = ''] = line.split('; ');
    const eq = pair.indexOf('=');
    const value = pair.slice(eq + 1);
    if (/Max-Age=0\b/.test(line)) cookies.delete(pair.slice(0, eq));
    else cookies.set(pair.slice(0, eq), value);
  }
  return (name: string) => cookies.get(name);
}

describe('answer cookie', () => {
  it('carries the answer back, httpOnly, to the answer page only, for minutes', () => {
    const set = answerCookies(answer, options);
    expect(set[0]).toMatch(
      new RegExp(
        `^${NAME}\\.0=[\\w-]+\\.[\\w-]{43}; Path=/si/contact/refused; Max-Age=${ANSWER_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(ANSWER_MAX_AGE_SECONDS).toBe(600);
    expect(answerCookies(answer, { ...options, secure: true })[0]).toMatch(/; Secure$/);
    expect(readAnswer(jar(set), NAME)).toEqual(answer);
  });

  it('is refused when tampered with, renamed, cut short or expired', () => {
    const set = answerCookies(answer, options);
    const read = jar(set);
    const value = read(`${NAME}.0`) ?? '';
    const flipped = `${value.slice(0, 5)}${value[5] === 'A' ? 'B' : 'A'}${value.slice(6)}`;
    expect(readAnswer((name) => (name === `${NAME}.0` ? flipped : read(name)), NAME)).toBeUndefined();
    expect(
      readAnswer((name) => (name === `${NAME}.0` ? value.slice(0, -1) : read(name)), NAME),
    ).toBeUndefined();
    // Signed for one form's answer: no other form's page takes it.
    expect(readAnswer((name) => read(name.replace('hl-apply', NAME)), 'hl-apply')).toBeUndefined();
    const later = Date.now() + (ANSWER_MAX_AGE_SECONDS + 5) * 1000;
    expect(readAnswer(read, NAME, later)).toBeUndefined();
    expect(readAnswer(read, NAME, Date.now() + (ANSWER_MAX_AGE_SECONDS - 5) * 1000)).toEqual(answer);
    expect(readAnswer(() => undefined, NAME)).toBeUndefined();
  });

  it('splits a long Sinhala message over several cookies, each under 4 KB', () => {
    const letters = 'අආඇඈඉඊඋඌඍඎඏඐඑඒඓඔඕඖකඛගඝඞඟචඡජඣඤඥඦටඨඩඪණඬතථදධනඳපඵබභමඹයරලවශෂසහළෆ';
    let message = '';
    let seed = 7;
    while (message.length < 5000) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      message += letters[seed % letters.length];
    }
    const long = { ...answer, values: { ...answer.values, message } };
    const set = answerCookies(long, options);
    const parts = set.filter((line) => !/Max-Age=0\b/.test(line));
    expect(parts.length).toBeGreaterThan(1);
    for (const line of set) expect(Buffer.byteLength(line.split('; ')[0] ?? '')).toBeLessThan(4000);
    expect(readAnswer(jar(set), NAME)).toEqual(long);
  });
});
