// Japan's 47 prefectures (todōfuken) as the vacancies' `prefecture` select stores them, in the
// official order (JIS X 0401 codes 01–47). The PocketBase field has exactly these values
// (pocketbase/pb_migrations/1767710000_vacancy_prefecture_employer_help.js; prefectures.test.ts
// holds the two equal); their names in each language are in content/glossary.ts.

export const PREFECTURES = [
  'hokkaido',
  'aomori',
  'iwate',
  'miyagi',
  'akita',
  'yamagata',
  'fukushima',
  'ibaraki',
  'tochigi',
  'gunma',
  'saitama',
  'chiba',
  'tokyo',
  'kanagawa',
  'niigata',
  'toyama',
  'ishikawa',
  'fukui',
  'yamanashi',
  'nagano',
  'gifu',
  'shizuoka',
  'aichi',
  'mie',
  'shiga',
  'kyoto',
  'osaka',
  'hyogo',
  'nara',
  'wakayama',
  'tottori',
  'shimane',
  'okayama',
  'hiroshima',
  'yamaguchi',
  'tokushima',
  'kagawa',
  'ehime',
  'kochi',
  'fukuoka',
  'saga',
  'nagasaki',
  'kumamoto',
  'oita',
  'miyazaki',
  'kagoshima',
  'okinawa',
] as const;
export type Prefecture = (typeof PREFECTURES)[number];

export const isPrefecture = (value: unknown): value is Prefecture =>
  typeof value === 'string' && (PREFECTURES as readonly string[]).includes(value);
