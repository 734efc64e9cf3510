import type { Localized } from './types';

// Why choose us (docs/spec-summary.md, Home page): five items per language.
export type WhyUsIcon = 'talent' | 'process' | 'visa' | 'quality' | 'ethics';

type WhyUsItem = {
  id: string;
  icon: WhyUsIcon;
  title: Localized<string>;
  description: Localized<string>;
};

export const whyUsItems = [
  {
    id: 'skilled-talent',
    icon: 'talent',
    title: { en: 'Access to skilled talent', si: 'නිපුණ ශ්‍රමිකයන් වෙත ප්‍රවේශය' },
    description: {
      en: 'Employers in Japan meet trained, language-ready candidates from Sri Lanka.',
      si: 'ජපානයේ සේවා යෝජකයන්ට පුහුණුව ලත්, භාෂා හැකියාවෙන් සූදානම් ශ්‍රී ලාංකික අපේක්ෂකයන් හමු වේ.',
    },
  },
  {
    id: 'end-to-end',
    icon: 'process',
    title: { en: 'End-to-end recruitment services', si: 'මුල සිට අග දක්වා බඳවා ගැනීමේ සේවා' },
    description: {
      en: 'From your first counselling session to your arrival in Japan, one team looks after every step.',
      si: 'ඔබේ පළමු උපදේශන සැසියේ සිට ජපානයට ළඟා වන තෙක් සෑම පියවරක්ම එකම කණ්ඩායමක් බලා ගනී.',
    },
  },
  {
    id: 'visa-processing',
    icon: 'visa',
    title: { en: 'Expertise in visa processing', si: 'වීසා සැකසීමේ විශේෂඥතාව' },
    description: {
      en: 'Years of experience with SSW, TITP and student visas, with a 100% visa approval rate.',
      si: 'SSW, TITP සහ ශිෂ්‍ය වීසා පිළිබඳ වසර ගණනාවක අත්දැකීම්, 100% ක වීසා අනුමත අනුපාතයක් සමඟ.',
    },
  },
  {
    id: 'quality',
    icon: 'quality',
    title: { en: 'Commitment to quality', si: 'ගුණාත්මකභාවය සඳහා කැපවීම' },
    description: {
      en: 'Qualified lecturers, structured training and close follow-up at every stage.',
      si: 'සුදුසුකම් ලත් කථිකාචාර්යවරුන්, ක්‍රමවත් පුහුණුව සහ සෑම අදියරකදීම සමීප පසු විපරම.',
    },
  },
  {
    id: 'ethical',
    icon: 'ethics',
    title: { en: 'Transparent and ethical practices', si: 'විනිවිද පෙනෙන සහ සදාචාරාත්මක ක්‍රියා පටිපාටි' },
    description: {
      en: 'A registered agency that gives honest advice and explains every step before you take it.',
      si: 'අවංක උපදෙස් දෙන, ඔබ ගන්නා සෑම පියවරක්ම කලින්ම පැහැදිලි කර දෙන ලියාපදිංචි ආයතනයක්.',
    },
  },
] satisfies WhyUsItem[];
