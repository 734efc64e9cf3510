import type { Locale } from '@/lib/i18n/routing';
import type { Localized } from './types';

// docs/spec-summary.md, Fixed content and Constants: the seven services and the facts their modal lists.
export type ServiceId =
  | 'career-counseling'
  | 'document-translation'
  | 'visa-guidance'
  | 'pre-departure-orientation'
  | 'language-school'
  | 'skill-development'
  | 'learning-materials';

export type ServiceIcon =
  'counseling' | 'translation' | 'visa' | 'orientation' | 'language' | 'skills' | 'materials';

export type ServiceDetailGroup = { heading: string; items: string[] };

type Service = {
  id: ServiceId;
  icon: ServiceIcon;
  title: Localized<string>;
  /** May be blank (learning-materials): then no description paragraph is drawn. */
  description: Localized<string>;
  details: Localized<ServiceDetailGroup[]>;
};

/** One service in one language: what the modal leaf receives. */
export type LocalizedService = {
  id: ServiceId;
  title: string;
  description: string;
  details: ServiceDetailGroup[];
};

export const services = [
  {
    id: 'career-counseling',
    icon: 'counseling',
    title: { en: 'Career Counseling', si: 'වෘත්තීය උපදේශනය' },
    description: {
      en: 'One-to-one guidance to choose the right route to Japan (SSW, TITP or study) for your skills, goals and budget.',
      si: 'ඔබේ කුසලතා, අරමුණු සහ අයවැයට ගැළපෙන ලෙස ජපානයට යාමට සුදුසුම මාර්ගය (SSW, TITP හෝ අධ්‍යාපනය) තෝරා ගැනීමට පුද්ගලික මඟපෙන්වීම.',
    },
    details: {
      en: [
        {
          heading: 'How counselling works',
          items: [
            'Book a free consultation',
            'Meet a counselor online or in person',
            'Receive guidance and an action plan',
            'Begin your journey to Japan',
          ],
        },
        {
          heading: 'Routes we cover',
          items: [
            'Specified Skilled Worker (SSW): caregiver, food service, agriculture, general worker',
            'Technical Intern Training Program (TITP)',
            'Study in Japan: admissions, visas and scholarships',
          ],
        },
      ],
      si: [
        {
          heading: 'උපදේශනය සිදු වන ආකාරය',
          items: [
            'නොමිලේ උපදේශන සැසියක් වෙන් කර ගන්න',
            'මාර්ගගතව හෝ අපගේ කාර්යාලයේදී උපදේශකවරයෙකු හමු වන්න',
            'මඟපෙන්වීම සහ ක්‍රියාකාරී සැලැස්මක් ලබා ගන්න',
            'ජපානය කරා ඔබේ ගමන අරඹන්න',
          ],
        },
        {
          heading: 'අප ආවරණය කරන මාර්ග',
          items: [
            'විශේෂිත නිපුණ ශ්‍රමික (SSW): සත්කාර සේවා, ආහාර සේවා, කෘෂිකර්මය, සාමාන්‍ය ශ්‍රමික',
            'තාක්ෂණික අභ්‍යාසලාභී පුහුණු වැඩසටහන (TITP)',
            'ජපානයේ අධ්‍යාපනය: ඇතුළත් වීම, වීසා සහ ශිෂ්‍යත්ව',
          ],
        },
      ],
    },
  },
  {
    id: 'document-translation',
    icon: 'translation',
    title: { en: 'Document Translation', si: 'ලේඛන පරිවර්තනය' },
    description: {
      en: 'Accurate translations of the certificates and letters your Japanese application needs.',
      si: 'ඔබේ ජපන් අයදුම්පතට අවශ්‍ය සහතිකපත් සහ ලිපිවල නිවැරදි පරිවර්තන.',
    },
    details: {
      en: [
        {
          heading: 'Language pairs',
          items: ['Sinhala – Japanese', 'Sinhala – English', 'English – Japanese', 'Japanese – Sinhala'],
        },
        {
          heading: 'Turnaround',
          items: [
            'Usually 1 to 3 working days',
            'Birth certificates, police reports, school certificates and letters',
          ],
        },
      ],
      si: [
        {
          heading: 'භාෂා යුගල',
          items: ['සිංහල – ජපන්', 'සිංහල – ඉංග්‍රීසි', 'ඉංග්‍රීසි – ජපන්', 'ජපන් – සිංහල'],
        },
        {
          heading: 'නිම කිරීමට ගත වන කාලය',
          items: ['සාමාන්‍යයෙන් වැඩ කරන දින 1 සිට 3 දක්වා', 'උප්පැන්න සහතික, පොලිස් වාර්තා, පාසල් සහතික සහ ලිපි'],
        },
      ],
    },
  },
  {
    id: 'visa-guidance',
    icon: 'visa',
    title: { en: 'Visa Guidance & Documentation', si: 'වීසා මඟපෙන්වීම සහ ලියකියවිලි' },
    description: {
      en: 'Step-by-step help to prepare, check and submit your visa application, with a 100% visa approval rate.',
      si: 'ඔබේ වීසා අයදුම්පත සකස් කිරීමට, පරීක්ෂා කිරීමට සහ ඉදිරිපත් කිරීමට පියවරෙන් පියවර සහාය, 100% ක වීසා අනුමත අනුපාතයක් සමඟ.',
    },
    details: {
      en: [
        {
          heading: 'Processing time and fees',
          items: [
            'Visa processing takes 3 to 6 months',
            'Visa fees vary by visa type',
            'Visa approval rate: 100%',
          ],
        },
        {
          heading: 'Documents needed',
          items: [
            'Job offer (COE)',
            'Passport',
            'Police and medical reports',
            'Language and skill certificates',
            'Clearance from the Foreign Employment Bureau',
          ],
        },
      ],
      si: [
        {
          heading: 'සැකසීමේ කාලය සහ ගාස්තු',
          items: [
            'වීසා සැකසීමට මාස 3 සිට 6 දක්වා කාලයක් ගත වේ',
            'වීසා ගාස්තු වීසා වර්ගය අනුව වෙනස් වේ',
            'වීසා අනුමත අනුපාතය: 100%',
          ],
        },
        {
          heading: 'අවශ්‍ය ලේඛන',
          items: [
            'රැකියා පිරිනැමීම (COE)',
            'විදේශ ගමන් බලපත්‍රය',
            'පොලිස් සහ වෛද්‍ය වාර්තා',
            'භාෂා සහ කුසලතා සහතික',
            'විදේශ සේවා නියුක්ති කාර්යාංශයේ නිෂ්කාශනය',
          ],
        },
      ],
    },
  },
  {
    id: 'pre-departure-orientation',
    icon: 'orientation',
    title: { en: 'Pre-Departure Orientation', si: 'පිටත්වීමට පෙර දැනුවත් කිරීම' },
    description: {
      en: 'Get ready for life and work in Japan: culture, workplace manners and the rules of your visa.',
      si: 'ජපානයේ ජීවිතයට සහ රැකියාවට සූදානම් වන්න: සංස්කෘතිය, සේවා ස්ථාන ආචාර ධර්ම සහ ඔබේ වීසා නීති.',
    },
    details: {
      en: [
        {
          heading: 'Life in Japan',
          items: [
            'Japanese culture, etiquette and workplace manners',
            'Housing, banking, transport and daily life',
            'Your rights and where to get help',
          ],
        },
        {
          heading: 'SSW rules',
          items: [
            'No office jobs',
            'No switching sector',
            'No work outside your designated role',
            'No freelancing',
          ],
        },
        {
          heading: 'TITP rules',
          items: [
            'No changing employers, except in cases such as company bankruptcy',
            'No family accompanying you',
            'Not a route to permanent residency',
          ],
        },
      ],
      si: [
        {
          heading: 'ජපානයේ ජීවිතය',
          items: [
            'ජපන් සංස්කෘතිය, ආචාර විධි සහ සේවා ස්ථානයේ හැසිරීම',
            'නවාතැන්, බැංකු, ප්‍රවාහනය සහ එදිනෙදා ජීවිතය',
            'ඔබේ අයිතිවාසිකම් සහ උදව් ලබා ගත හැකි තැන්',
          ],
        },
        {
          heading: 'SSW නීති',
          items: [
            'කාර්යාලීය රැකියා කළ නොහැක',
            'රැකියා ක්ෂේත්‍රය මාරු කළ නොහැක',
            'නියමිත රැකියා භූමිකාවෙන් පිටත වැඩ කළ නොහැක',
            'නිදහස් සේවක (freelance) වැඩ කළ නොහැක',
          ],
        },
        {
          heading: 'TITP නීති',
          items: [
            'සමාගම බංකොලොත් වීම වැනි අවස්ථා හැර සේවා යෝජකයා මාරු කළ නොහැක',
            'පවුලේ සාමාජිකයන්ට ඔබ සමඟ පැමිණිය නොහැක',
            'ස්ථිර පදිංචිය සඳහා මාර්ගයක් නොවේ',
          ],
        },
      ],
    },
  },
  {
    id: 'language-school',
    icon: 'language',
    title: { en: 'Japanese Language School', si: 'ජපන් භාෂා පාසල' },
    description: {
      en: 'Classes with experienced lecturers, from your first kana to the level your visa needs.',
      si: 'පළපුරුදු කථිකාචාර්යවරුන් සමඟ පන්ති: පළමු අකුරේ සිට ඔබේ වීසාවට අවශ්‍ය මට්ටම දක්වා.',
    },
    details: {
      en: [
        {
          heading: 'Courses',
          items: [
            'JLPT preparation from N5 to N3',
            'JFT-Basic exam preparation',
            'Speaking practice for interviews and the workplace',
          ],
        },
        { heading: 'Minimum level', items: ['Minimum language level: JLPT N4 or JFT Basic A2'] },
      ],
      si: [
        {
          heading: 'පාඨමාලා',
          items: [
            'N5 සිට N3 දක්වා JLPT විභාග සූදානම',
            'JFT-Basic විභාග සූදානම',
            'සම්මුඛ පරීක්ෂණ සහ සේවා ස්ථානය සඳහා කථන පුහුණුව',
          ],
        },
        { heading: 'අවම මට්ටම', items: ['අවශ්‍ය අවම භාෂා මට්ටම: JLPT N4 හෝ JFT Basic A2'] },
      ],
    },
  },
  {
    id: 'skill-development',
    icon: 'skills',
    title: { en: 'Skill Development', si: 'කුසලතා සංවර්ධනය' },
    description: {
      en: 'Training for the SSW skill exams in the sectors that hire Sri Lankans most.',
      si: 'ශ්‍රී ලාංකිකයන් වැඩිපුරම බඳවා ගන්නා ක්ෂේත්‍රවල SSW කුසලතා විභාග සඳහා පුහුණුව.',
    },
    details: {
      en: [
        {
          heading: 'Training',
          items: ['Training lasts 4 to 6 months', 'Online classes through a video-meeting tool'],
        },
        {
          heading: 'Skill exams',
          items: ['Written and computer-based exams', 'Held at testing centres in Colombo'],
        },
        { heading: 'SSW sectors', items: ['Caregiver', 'Food service', 'Agriculture', 'General worker'] },
      ],
      si: [
        {
          heading: 'පුහුණුව',
          items: ['පුහුණුව මාස 4 සිට 6 දක්වා පවතී', 'වීඩියෝ රැස්වීම් මෙවලමක් හරහා මාර්ගගත පන්ති'],
        },
        {
          heading: 'කුසලතා විභාග',
          items: ['ලිඛිත සහ පරිගණක පාදක විභාග', 'කොළඹ පිහිටි විභාග මධ්‍යස්ථානවලදී පැවැත්වේ'],
        },
        { heading: 'SSW ක්ෂේත්‍ර', items: ['සත්කාර සේවා', 'ආහාර සේවා', 'කෘෂිකර්මය', 'සාමාන්‍ය ශ්‍රමික'] },
      ],
    },
  },
  {
    id: 'learning-materials',
    icon: 'materials',
    title: { en: 'Learning Materials', si: 'ඉගෙනුම් ද්‍රව්‍ය' },
    // Blank on purpose (docs/spec-summary.md, Fixed content).
    description: { en: '', si: '' },
    details: {
      en: [
        {
          heading: 'What you get',
          items: [
            'Textbooks and workbooks for the JLPT and JFT-Basic',
            'Practice tests and vocabulary lists',
            'Study guides for the SSW skill exams',
            'Files to download from our Resources page',
          ],
        },
      ],
      si: [
        {
          heading: 'ඔබට ලැබෙන දේ',
          items: [
            'JLPT සහ JFT-Basic සඳහා පෙළපොත් සහ අභ්‍යාස පොත්',
            'ආදර්ශ ප්‍රශ්න පත්‍ර සහ වචන මාලා',
            'SSW කුසලතා විභාග සඳහා අධ්‍යයන මාර්ගෝපදේශ',
            'අපගේ සම්පත් පිටුවෙන් බාගත කළ හැකි ලේඛන',
          ],
        },
      ],
    },
  },
] satisfies Service[];

export function localizeService(service: Service, locale: Locale): LocalizedService {
  return {
    id: service.id,
    title: service.title[locale],
    description: service.description[locale],
    details: service.details[locale],
  };
}
