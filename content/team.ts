import type { Localized } from './types';

// A team member (docs/spec-summary.md, Fixed content): name, details (the first line is the role),
// image, optional style.
export type TeamMember = {
  id: string;
  name: Localized<string>;
  details: Localized<string[]>;
  image: string;
  /** Extra classes for the photo (SPEC: optional style). */
  style?: string;
};

// Sri Lanka team of 6: lecturer, two customer service, two administration, marketing.
export const sriLankaTeam = [
  {
    id: 'nuwan-dissanayake',
    name: { en: 'Nuwan Dissanayake', si: 'නුවන් දිසානායක' },
    details: { en: ['Japanese Language Lecturer', 'JLPT N1'], si: ['ජපන් භාෂා කථිකාචාර්ය', 'JLPT N1'] },
    image: '/images/team/nuwan-dissanayake.webp',
  },
  {
    id: 'dilani-silva',
    name: { en: 'Dilani Silva', si: 'දිලානි සිල්වා' },
    details: { en: ['Customer Service', 'Inquiries and appointments'], si: ['පාරිභෝගික සේවා', 'විමසීම් සහ හමුවීම්'] },
    image: '/images/team/dilani-silva.webp',
  },
  {
    id: 'kasun-jayawardena',
    name: { en: 'Kasun Jayawardena', si: 'කසුන් ජයවර්ධන' },
    details: { en: ['Customer Service', 'Student follow-up'], si: ['පාරිභෝගික සේවා', 'සිසුන්ගේ පසු විපරම'] },
    image: '/images/team/kasun-jayawardena.webp',
  },
  {
    id: 'ishara-wickramasinghe',
    name: { en: 'Ishara Wickramasinghe', si: 'ඉෂාරා වික්‍රමසිංහ' },
    details: { en: ['Administration', 'Documents and visa files'], si: ['පරිපාලන', 'ලේඛන සහ වීසා ලිපිගොනු'] },
    image: '/images/team/ishara-wickramasinghe.webp',
  },
  {
    id: 'ruwan-bandara',
    name: { en: 'Ruwan Bandara', si: 'රුවන් බණ්ඩාර' },
    details: { en: ['Administration', 'Accounts and scheduling'], si: ['පරිපාලන', 'ගිණුම් සහ කාලසටහන්'] },
    image: '/images/team/ruwan-bandara.webp',
  },
  {
    id: 'sachini-fernando',
    name: { en: 'Sachini Fernando', si: 'සචිනි ප්‍රනාන්දු' },
    details: { en: ['Marketing', 'Seminars and social media'], si: ['අලෙවිකරණ', 'සම්මන්ත්‍රණ සහ සමාජ මාධ්‍ය'] },
    // No photo yet: the avatar falls back to the initials (docs/spec-summary.md, Home page).
    image: '/images/team/sachini-fernando.webp',
  },
] satisfies TeamMember[];

// Japan team of 2: the managing director of Sri Lanka and the Japan recruitment manager.
export const japanTeam = [
  {
    id: 'chaminda-rajapaksha',
    name: { en: 'Chaminda Rajapaksha', si: 'චමින්ද රාජපක්ෂ' },
    details: {
      en: ['Managing Director, Sri Lanka', 'Based in Tokyo'],
      si: ['කළමනාකාර අධ්‍යක්ෂ, ශ්‍රී ලංකාව', 'ටෝකියෝ නුවර පිහිටි කාර්යාලයේ'],
    },
    image: '/images/team/chaminda-rajapaksha.webp',
  },
  {
    id: 'kenji-tanaka',
    name: { en: 'Kenji Tanaka', si: 'කෙන්ජි තනකා' },
    details: {
      en: ['Japan Recruitment Manager', 'Employer partnerships'],
      si: ['ජපාන බඳවා ගැනීමේ කළමනාකරු', 'සේවා යෝජක හවුල්කාරිත්ව'],
    },
    image: '/images/team/kenji-tanaka.webp',
  },
] satisfies TeamMember[];

/** The avatar fallback is the first two letters of the name, in capitals. */
export function initialsOf(name: string): string {
  const letters = [
    ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.replace(/\s+/g, '')),
  ];
  return letters
    .slice(0, 2)
    .map((part) => part.segment)
    .join('')
    .toUpperCase();
}
