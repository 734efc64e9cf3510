import type { Localized } from './types';

// About (docs/spec-summary.md, Home page): the cards, the two legal documents and the director's message.
export type AboutIcon = 'registration' | 'headquarters' | 'visa' | 'vision' | 'mission';

type AboutCard = {
  id: string;
  icon: AboutIcon;
  title: Localized<string>;
  /** `{licence}` and `{year}` stand for the settings record's licence number and founding year. */
  body: Localized<string>;
};

export const aboutCards = [
  {
    id: 'registration',
    icon: 'registration',
    title: { en: 'Officially registered', si: 'නිල වශයෙන් ලියාපදිංචි' },
    body: {
      en: 'Licensed by the Sri Lanka Bureau of Foreign Employment under registration number {licence}, and operating since {year}.',
      si: 'ශ්‍රී ලංකා විදේශ සේවා නියුක්ති කාර්යාංශයේ {licence} ලියාපදිංචි අංකය යටතේ බලපත්‍ර ලත් අප, {year} සිට සේවය කරමු.',
    },
  },
  {
    id: 'headquarters',
    icon: 'headquarters',
    title: { en: 'Japan headquarters', si: 'ජපාන මූලස්ථානය' },
    body: {
      en: 'Our head office in Tokyo works directly with employers, schools and supervising organisations across Japan.',
      si: 'ටෝකියෝ නුවර පිහිටි අපගේ ප්‍රධාන කාර්යාලය ජපානය පුරා සේවා යෝජකයන්, පාසල් සහ අධීක්ෂණ ආයතන සමඟ සෘජුවම කටයුතු කරයි.',
    },
  },
  {
    id: 'visa-expertise',
    icon: 'visa',
    title: { en: 'Visa expertise', si: 'වීසා විශේෂඥතාව' },
    body: {
      en: 'We guide SSW, TITP and student visa applications from the first document to approval.',
      si: 'SSW, TITP සහ ශිෂ්‍ය වීසා අයදුම්පත් පළමු ලේඛනයේ සිට අනුමැතිය දක්වා අපි මඟ පෙන්වමු.',
    },
  },
  {
    id: 'vision',
    icon: 'vision',
    title: { en: 'Our vision', si: 'අපගේ දැක්ම' },
    body: {
      en: 'To be Sri Lanka’s most trusted bridge to a safe and rewarding future in Japan.',
      si: 'ජපානයේ ආරක්ෂිත සහ සාර්ථක අනාගතයක් කරා ශ්‍රී ලාංකිකයන් රැගෙන යන වඩාත්ම විශ්වාසනීය පාලම වීම.',
    },
  },
  {
    id: 'mission',
    icon: 'mission',
    title: { en: 'Our mission', si: 'අපගේ මෙහෙවර' },
    body: {
      en: 'To give every candidate the language, the skills and the honest guidance they need to work, study and thrive in Japan.',
      si: 'ජපානයේ වැඩ කිරීමට, ඉගෙනීමට සහ දියුණු වීමට අවශ්‍ය භාෂා දැනුම, කුසලතා සහ අවංක මඟපෙන්වීම සෑම අපේක්ෂකයෙකුටම ලබා දීම.',
    },
  },
] satisfies AboutCard[];

/**
 * The two legal documents of the registration card. The links open their files from the
 * resources in the "Legal" category of /documents (seeded by pocketbase/seed-data.mjs under these
 * titles); these titles are shown, linking to /documents, while PocketBase cannot answer.
 */
export const legalDocuments = [
  { id: 'licence', title: { en: 'Foreign Employment Agency Licence', si: 'විදේශ රැකියා ආයතන බලපත්‍රය' } },
  { id: 'incorporation', title: { en: 'Certificate of Incorporation', si: 'සමාගම් සංස්ථාපන සහතිකය' } },
] satisfies { id: string; title: Localized<string> }[];

export const directorMessage = {
  paragraphs: {
    en: [
      'Since 2017 we have helped hundreds of young Sri Lankans start a new chapter in Japan. Every one of them began with a single question at our Colombo office.',
      'Our promise is simple: honest advice, real training and support that does not stop when you board the plane. Japan rewards hard work and good preparation, and we are here to make sure you have both.',
    ],
    si: [
      '2017 සිට ශ්‍රී ලාංකික තරුණ තරුණියන් සිය ගණනකට ජපානයේ නව ජීවිතයක් ඇරඹීමට අපි උදව් කර ඇත්තෙමු. ඔවුන් සැමගේ ගමන ඇරඹුණේ අපගේ කොළඹ කාර්යාලයට ගෙන ආ එක් ප්‍රශ්නයකිනි.',
      'අපගේ පොරොන්දුව සරලයි: අවංක උපදෙස්, සැබෑ පුහුණුව සහ ඔබ ගුවන් යානයට නැඟුණු පසුවත් නොනවතින සහාය. ජපානය වෙහෙස මහන්සියට සහ හොඳ සූදානමට ඇගයීමක් ලබා දෙයි; ඔබට ඒ දෙකම ඇති බව සහතික කිරීමට අපි මෙහි සිටිමු.',
    ],
  },
  signature: {
    en: 'Chaminda Rajapaksha, Managing Director',
    si: 'චමින්ද රාජපක්ෂ, කළමනාකාර අධ්‍යක්ෂ',
  },
} satisfies { paragraphs: Localized<string[]>; signature: Localized<string> };
