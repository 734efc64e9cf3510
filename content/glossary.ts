// One Sinhala word for each recurring idea (docs/spec-summary.md, Later additions), so a visitor
// never wonders whether two words mean two things. `retired` lists the variants the site used
// before; glossary.test.ts checks that no message, content file or seed record uses them again.

import type { Prefecture } from '@/lib/jobs/prefectures';

type Term = { en: string; si: string; retired: readonly string[] };

export const GLOSSARY = {
  ssw: { en: 'Specified Skilled Worker (SSW)', si: 'විශේෂිත නිපුණ ශ්‍රමික', retired: ['නිපුණ සේවක', 'නිපුණතා සේවක'] },
  titp: {
    en: 'Technical Intern Training Program (TITP)',
    si: 'තාක්ෂණික අභ්‍යාසලාභී පුහුණු වැඩසටහන',
    retired: ['තාක්ෂණික පුහුණු අභ්‍යාසලාභී'],
  },
  /**
   * Seminars, orientations and information sessions (the /events page, its link in the navigation
   * and the home page's button). සැසි (session) stays for a kind of event ("orientation session",
   * "consultation session"), never for the events themselves.
   */
  events: {
    en: 'Events',
    si: 'සිදුවීම්',
    retired: [
      'වැඩසටහන් නැත',
      'පැවැත්වෙන වැඩසටහන්',
      'වැඩසටහන් සහ උත්සව',
      'ඉදිරි සැසි',
      'පසුගිය සැසි',
      'සැසි නැත',
      'අවසන් වූ සැසිය',
      'පැවැත්වෙන සැසි',
      'සැසි සහ සම්මන්ත්‍රණ',
    ],
  },
  /** Training programmes and the home page's special programs; not events. */
  programs: { en: 'Programs', si: 'වැඩසටහන්', retired: [] },
  /** The home page's section and its link in the navigation: one wording for both. */
  whyChooseUs: {
    en: 'Why choose us',
    si: 'අපව තෝරා ගත යුත්තේ ඇයි',
    retired: ['අප තෝරා ගන්නේ ඇයි', 'අප තෝරා ගත යුත්තේ ඇයි'],
  },
  /**
   * The footer's social links. Not "අප හා සම්බන්ධ වන්න", which says "contact us" (සම්බන්ධ වන්න is
   * the navigation's Contact), so it stays free for that.
   */
  followUs: { en: 'Follow us', si: 'අපව අනුගමනය කරන්න', retired: [] },
  caregiver: { en: 'Caregiver', si: 'සත්කාරක', retired: ['සත්කාරක සේවා'] },
  caregiving: { en: 'Caregiving (nursing care)', si: 'සත්කාර සේවා', retired: ['රැකබලා ගැනීම'] },
  registeredAgency: { en: 'Registered agency', si: 'ලියාපදිංචි ආයතනය', retired: ['ලියාපදිංචි ඒජන්සි'] },
  basedInTokyo: { en: 'Based in Tokyo', si: 'ටෝකියෝ නුවර පිහිටි', retired: ['ටෝකියෝ නුවර සිට', 'ටෝකියෝ නුවරද'] },
  /** Job openings in Japan (the /jobs pages); the seed and messages once also said පුරප්පාඩු. */
  vacancy: { en: 'Vacancy', si: 'රැකියා ඇබෑර්තු', retired: ['පුරප්පාඩු'] },
  salary: { en: 'Salary', si: 'වැටුප', retired: ['වේතනය'] },
  /** The last day to apply for a vacancy. */
  deadline: { en: 'Deadline (apply by)', si: 'අවසන් දිනය', retired: [] },
  /** A Japanese prefecture (todōfuken), not a Sri Lankan province (පළාත). */
  prefecture: { en: 'Prefecture', si: 'ප්‍රාන්තය', retired: [] },
  /** The field of work of a vacancy or a visa (caregiving, agriculture, …). */
  sector: { en: 'Sector', si: 'ක්ෂේත්‍රය', retired: [] },
  visaType: { en: 'Visa type', si: 'වීසා වර්ගය', retired: [] },
  /**
   * Privacy, as in the privacy notice (its page, the footer, both forms' links). Not රහස්‍යතා,
   * which is secrecy; පුද්ගලික alone is "personal" (පුද්ගලික දත්ත, personal data) and stays.
   */
  privacy: {
    en: 'Privacy notice',
    si: 'පෞද්ගලිකත්ව නිවේදනය',
    retired: ['රහස්‍යතා', 'පුද්ගලිකත්ව', 'පෞද්ගලිකත්ව දැන්වීම'],
  },
} as const satisfies Record<string, Term>;

/**
 * Japan's 47 prefectures by their keys (lib/jobs/prefectures.ts), as the vacancy pages name them.
 *
 * Source of the Sinhala names: Unicode CLDR, Sinhala subdivision names,
 * https://github.com/unicode-org/cldr/blob/339589e8a995451d1a0c649689562b40b050b7f7/common/subdivisions/si.xml
 * entries jp01 to jp47 (all 47 are there, marked draft="provisional"). Each name here is that
 * entry without its suffix ප්‍රාන්තය or පළාත (the page's label already says ප්‍රාන්තය), and
 * ක්‍යෝටෝ (jp26) is written with the yansaya's zero-width joiner, as every conjunct on this site is.
 * A Sinhala Wikipedia list of the prefectures was looked for and not found (no copy to consult).
 * Unsourced names: none. Looser transliterations to review with a Japanese speaker: මයි (Mie),
 * ශිසොකා (Shizuoka), ෆුකෝකා (Fukuoka), නිගටා (Niigata).
 */
export const PREFECTURE_NAMES = {
  hokkaido: { en: 'Hokkaido', si: 'හොක්කයිඩෝ' },
  aomori: { en: 'Aomori', si: 'අඔමොරි' },
  iwate: { en: 'Iwate', si: 'අයිවටේ' },
  miyagi: { en: 'Miyagi', si: 'මියාගී' },
  akita: { en: 'Akita', si: 'අකිටා' },
  yamagata: { en: 'Yamagata', si: 'යමගාටා' },
  fukushima: { en: 'Fukushima', si: 'ෆුකුෂිමා' },
  ibaraki: { en: 'Ibaraki', si: 'ඉබරකි' },
  tochigi: { en: 'Tochigi', si: 'ටොචිගි' },
  gunma: { en: 'Gunma', si: 'ගුන්මා' },
  saitama: { en: 'Saitama', si: 'සයිටාමා' },
  chiba: { en: 'Chiba', si: 'චිබා' },
  tokyo: { en: 'Tokyo', si: 'ටෝකියෝ' },
  kanagawa: { en: 'Kanagawa', si: 'කනගාවා' },
  niigata: { en: 'Niigata', si: 'නිගටා' },
  toyama: { en: 'Toyama', si: 'ටෝයාමා' },
  ishikawa: { en: 'Ishikawa', si: 'ඉෂිකාවා' },
  fukui: { en: 'Fukui', si: 'ෆුකුයි' },
  yamanashi: { en: 'Yamanashi', si: 'යමනාශි' },
  nagano: { en: 'Nagano', si: 'නගනෝ' },
  gifu: { en: 'Gifu', si: 'ගීෆු' },
  shizuoka: { en: 'Shizuoka', si: 'ශිසොකා' },
  aichi: { en: 'Aichi', si: 'අයිචි' },
  mie: { en: 'Mie', si: 'මයි' },
  shiga: { en: 'Shiga', si: 'ශිගා' },
  kyoto: { en: 'Kyoto', si: 'ක්‍යෝටෝ' },
  osaka: { en: 'Osaka', si: 'ඔසාකා' },
  hyogo: { en: 'Hyogo', si: 'හයෝගෝ' },
  nara: { en: 'Nara', si: 'නාරා' },
  wakayama: { en: 'Wakayama', si: 'වකයාමා' },
  tottori: { en: 'Tottori', si: 'ටෝට්ටෝරි' },
  shimane: { en: 'Shimane', si: 'ශිමානේ' },
  okayama: { en: 'Okayama', si: 'ඔකයාමා' },
  hiroshima: { en: 'Hiroshima', si: 'හිරෝෂිමා' },
  yamaguchi: { en: 'Yamaguchi', si: 'යමගුචි' },
  tokushima: { en: 'Tokushima', si: 'ටෝකුශිමා' },
  kagawa: { en: 'Kagawa', si: 'කගවා' },
  ehime: { en: 'Ehime', si: 'එහිමේ' },
  kochi: { en: 'Kochi', si: 'කොචි' },
  fukuoka: { en: 'Fukuoka', si: 'ෆුකෝකා' },
  saga: { en: 'Saga', si: 'සගා' },
  nagasaki: { en: 'Nagasaki', si: 'නාගසාකි' },
  kumamoto: { en: 'Kumamoto', si: 'කුමමොටෝ' },
  oita: { en: 'Oita', si: 'ඕයිටා' },
  miyazaki: { en: 'Miyazaki', si: 'මියසාකි' },
  kagoshima: { en: 'Kagoshima', si: 'කගොශිමා' },
  okinawa: { en: 'Okinawa', si: 'ඔකිනාවා' },
} as const satisfies Record<Prefecture, { en: string; si: string }>;
