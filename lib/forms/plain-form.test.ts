/** @jest-environment node */
import { FORM_TYPE, readPlainForm } from './plain-form';

const post = (body: string, headers: Record<string, string> = { 'content-type': FORM_TYPE }) =>
  readPlainForm(new Request('http://localhost:3000/api/form', { method: 'POST', body, headers }), 64);

/** The status, type and text of a refusal (a Response), or the fields read. */
async function outcome(read: Awaited<ReturnType<typeof post>>) {
  if (!(read instanceof Response)) return { locale: read.locale, fields: Object.fromEntries(read.fields) };
  return [
    read.status,
    read.headers.get('content-type'),
    read.headers.get('cache-control'),
    await read.text(),
  ];
}

describe('a form the browser posts itself', () => {
  it("is read with its page's language; English when it names none or another", async () => {
    expect(await outcome(await post('locale=si&email=a%40b.lk'))).toEqual({
      locale: 'si',
      fields: { locale: 'si', email: 'a@b.lk' },
    });
    expect(await outcome(await post('locale=xx'))).toEqual({ locale: 'en', fields: { locale: 'xx' } });
    expect(await outcome(await post(''))).toEqual({ locale: 'en', fields: {} });
  });

  it('anything else gets a plain-text answer, never stored', async () => {
    const text = ['text/plain; charset=utf-8', 'no-store'];
    expect(await outcome(await post('{}', { 'content-type': 'application/json' }))).toEqual([
      415,
      ...text,
      'Send the form as it is on the page.',
    ]);
    expect(
      await outcome(
        await post('locale=si', { 'content-type': FORM_TYPE, origin: 'https://elsewhere.example' }),
      ),
    ).toEqual([403, ...text, 'Cross-site requests are refused.']);
    expect(await outcome(await post(`message=${'x'.repeat(100)}`))).toEqual([
      413,
      ...text,
      'The form could not be read.',
    ]);
  });
});
