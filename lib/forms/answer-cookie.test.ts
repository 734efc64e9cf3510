/** @jest-environment node */
import { ANSWER_MAX_AGE_SECONDS, answerCookie, type AnswerForm, type FormAnswer } from './answer-cookie';

const contact = answerCookie('contact');
const PATH = '/si/contact/refused';
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

/** answerCookie of a fresh module registry with SITE_URL set to `site` (lib/env.ts caches it). */
function withSite(site: string, form: AnswerForm) {
  const saved = { ...process.env };
  process.env.SITE_URL = site;
  let made!: ReturnType<typeof answerCookie>;
  jest.isolateModules(() => {
    made = jest.requireActual<typeof import('./answer-cookie')>('./answer-cookie').answerCookie(form);
  });
  const set = made.set(answer, PATH);
  process.env = saved;
  return set;
}

describe('answer cookie', () => {
  it('is named from one rule: hl-<form>-answer', () => {
    const forms: AnswerForm[] = ['contact', 'apply', 'status', 'job-alert'];
    expect(forms.map((form) => answerCookie(form).name)).toEqual([
      'hl-contact-answer',
      'hl-apply-answer',
      'hl-status-answer',
      'hl-job-alert-answer',
    ]);
  });

  it('carries the answer back, httpOnly, to the answer page only, for 600 s', () => {
    const set = contact.set(answer, PATH);
    expect(set[0]).toMatch(
      /^hl-contact-answer\.0=[\w-]+\.[\w-]{43}; Path=\/si\/contact\/refused; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect(ANSWER_MAX_AGE_SECONDS).toBe(600);
    expect(contact.read(jar(set))).toEqual(answer);
  });

  it('is Secure when SITE_URL is https, and only then', () => {
    const secure = withSite('https://www.hikari.example', 'apply');
    expect(secure[0]).toMatch(
      /^hl-apply-answer\.0=[^;]+; Path=\/si\/contact\/refused; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    // The parts cleared are Secure too (a browser keeps a Secure cookie from being overwritten otherwise).
    expect(secure.filter((line) => line.endsWith('; Secure'))).toHaveLength(secure.length);
    const plain = withSite('http://127.0.0.1:3000', 'apply');
    expect(plain.filter((line) => line.includes('Secure'))).toEqual([]);
  });

  it('is refused when tampered with, of another form, cut short or expired', () => {
    const set = contact.set(answer, PATH);
    const read = jar(set);
    const value = read('hl-contact-answer.0') ?? '';
    const flipped = `${value.slice(0, 5)}${value[5] === 'A' ? 'B' : 'A'}${value.slice(6)}`;
    const instead = (part: string) => (name: string) => (name === 'hl-contact-answer.0' ? part : read(name));
    expect(contact.read(instead(flipped))).toBeUndefined();
    expect(contact.read(instead(value.slice(0, -1)))).toBeUndefined();
    // Signed for one form's answer: no other form's page takes it, even under its own name.
    const apply = answerCookie('apply');
    expect(apply.read((name) => read(name.replace('hl-apply-answer', 'hl-contact-answer')))).toBeUndefined();
    expect(contact.read(read, Date.now() + (ANSWER_MAX_AGE_SECONDS + 5) * 1000)).toBeUndefined();
    expect(contact.read(read, Date.now() + (ANSWER_MAX_AGE_SECONDS - 5) * 1000)).toEqual(answer);
    // Issued in the future (a forged clock) beyond a minute's drift.
    expect(contact.read(jar(contact.set(answer, PATH, Date.now() + 120_000)))).toBeUndefined();
    expect(contact.read(() => undefined)).toBeUndefined();
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
    const set = contact.set(long, PATH);
    const parts = set.filter((line) => !/Max-Age=0\b/.test(line));
    expect(parts.length).toBeGreaterThan(1);
    for (const line of set) expect(Buffer.byteLength(line.split('; ')[0] ?? '')).toBeLessThan(4000);
    expect(contact.read(jar(set))).toEqual(long);
  });
});
