/** @jest-environment node */
import { checkedVacancy } from './vacancy';
import { stubPocketBase } from '@/__tests__/support/pocketbase-fetch';

// The vacancy an inquiry names is checked against PocketBase (a stubbed global fetch here): only a
// published, open vacancy passes, with the record's title.

const ID = 'abcdefghij12345';
let answer: (url: URL) => Response;
const calls = stubPocketBase((url) => answer(url));
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const vacancy = (fields: Record<string, unknown>) => () =>
  Response.json({
    id: ID,
    title: 'Caregiver in Aichi',
    title_si: 'අයිචි හි රැකබලා ගන්නා',
    status: 'published',
    valid_through: '',
    created: '2026-01-01 00:00:00.000Z',
    ...fields,
  });

test("a published, open vacancy: its id and the record's title, in the inquiry's language", async () => {
  answer = vacancy({});
  expect(await checkedVacancy(ID, 'en')).toEqual({ vacancy: ID, vacancyTitle: 'Caregiver in Aichi' });
  expect(await checkedVacancy(ID, 'si')).toEqual({ vacancy: ID, vacancyTitle: 'අයිචි හි රැකබලා ගන්නා' });
  expect(calls[0]?.url.pathname).toBe(`/api/collections/vacancies/records/${ID}`);
  answer = vacancy({ valid_through: '2999-01-01 00:00:00.000Z' });
  expect(await checkedVacancy(ID, 'en')).toEqual({ vacancy: ID, vacancyTitle: 'Caregiver in Aichi' });
});

test('a draft, a closed vacancy, another record, a failed read or no id: no vacancy', async () => {
  answer = vacancy({ status: 'draft' });
  expect(await checkedVacancy(ID, 'en')).toEqual({});
  answer = vacancy({ valid_through: '2020-01-01 00:00:00.000Z' });
  expect(await checkedVacancy(ID, 'en')).toEqual({});
  // A blog post's id is no vacancy's: PocketBase answers 404.
  answer = () => Response.json({ status: 404, message: 'Not found.', data: {} }, { status: 404 });
  expect(await checkedVacancy(ID, 'en')).toEqual({});
  answer = () => new Response('boom', { status: 500 });
  expect(await checkedVacancy(ID, 'en')).toEqual({});
  calls.length = 0;
  expect(await checkedVacancy(undefined, 'en')).toEqual({});
  expect(await checkedVacancy('../../_superusers', 'en')).toEqual({});
  expect(calls).toEqual([]);
});
