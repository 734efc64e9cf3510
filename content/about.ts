import type { Localized } from './types';

// About (docs/spec-summary.md, Home page): the two legal documents and the director's message. The
// about cards are records of `about_cards` in PocketBase (lib/pocketbase/site-lists.ts).

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
