// One Sinhala word for each recurring idea (docs/spec-summary.md, Later additions), so a visitor
// never wonders whether two words mean two things. `retired` lists the variants the site used
// before; glossary.test.ts checks that no message, content file or seed record uses them again.

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
} as const satisfies Record<string, Term>;
