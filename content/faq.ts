import type { Localized } from './types';

/**
 * docs/spec-summary.md, Home page (Contact): six FAQ items. Answers 3 to 6 are lists; `[[…]]` marks text
 * drawn highlighted (answer 5's COE, in red). Answer 6 ends with a link line.
 */
export type FaqLinkLine = { text: string; label: string; target: 'whatsapp' };
export type FaqAnswer =
  { kind: 'text'; text: string } | { kind: 'list'; intro?: string; items: string[]; linkLine?: FaqLinkLine };

type FaqItem = { id: string; question: Localized<string>; answer: Localized<FaqAnswer> };

export const faqItems = [
  {
    id: 'ssw',
    question: {
      en: 'What is the Specified Skilled Worker (SSW) visa?',
      si: 'විශේෂිත නිපුණ ශ්‍රමික (SSW) වීසා බලපත්‍රය යනු කුමක්ද?',
    },
    answer: {
      en: {
        kind: 'text',
        text: 'SSW is a Japanese work visa for people who have the skills and the Japanese language level needed in a listed sector, such as caregiving, food service, agriculture or general work. A Japanese employer hires you and pays you on the same terms as a Japanese worker.',
      },
      si: {
        kind: 'text',
        text: 'SSW යනු සත්කාර සේවා, ආහාර සේවා, කෘෂිකර්මය හෝ සාමාන්‍ය රැකියා වැනි නියමිත ක්ෂේත්‍රයක වැඩ කිරීමට අවශ්‍ය කුසලතා සහ ජපන් භාෂා මට්ටම ඇති අයට ලැබෙන ජපන් රැකියා වීසා බලපත්‍රයකි. ඔබව සේවයට බඳවා ගන්නේ ජපන් සේවායෝජකයෙකු වන අතර, ජපන් සේවකයෙකුට හිමි කොන්දේසි යටතේම ඔබට වැටුප් ලැබේ.',
      },
    },
  },
  {
    id: 'titp',
    question: {
      en: 'What is the Technical Intern Training Program (TITP)?',
      si: 'තාක්ෂණික අභ්‍යාසලාභී පුහුණු වැඩසටහන (TITP) යනු කුමක්ද?',
    },
    answer: {
      en: {
        kind: 'text',
        text: 'TITP is a Japanese government programme in which you learn practical skills on the job at a Japanese company and bring that experience back to Sri Lanka. You stay with one employer for the whole programme.',
      },
      si: {
        kind: 'text',
        text: 'TITP යනු ජපන් සමාගමක රැකියාවේ නියැලෙමින්ම ප්‍රායෝගික කුසලතා ඉගෙන ගෙන, එම අත්දැකීම් සමඟ නැවත ශ්‍රී ලංකාවට පැමිණීමට අවස්ථාව සලසන ජපන් රජයේ වැඩසටහනකි. වැඩසටහන පවතින සම්පූර්ණ කාලය පුරාම ඔබ එකම සේවායෝජකයෙකු යටතේ සේවය කරයි.',
      },
    },
  },
  {
    id: 'language',
    question: {
      en: 'What level of Japanese do I need?',
      si: 'මට අවශ්‍ය ජපන් භාෂා මට්ටම කුමක්ද?',
    },
    answer: {
      en: {
        kind: 'list',
        items: [
          'The minimum level is JLPT N4 or JFT Basic A2.',
          'Our classes prepare you for JLPT N5, N4 and N3.',
          'We also run preparation classes for the JFT-Basic exam.',
          'Skill exams (written and computer-based) are held at testing centres in Colombo.',
        ],
      },
      si: {
        kind: 'list',
        items: [
          'අවම මට්ටම JLPT N4 හෝ JFT Basic A2 වේ.',
          'අපගේ පන්ති මගින් JLPT N5, N4 සහ N3 විභාග සඳහා ඔබව සූදානම් කරයි.',
          'JFT-Basic විභාගය සඳහා ද අපි සූදානම් කිරීමේ පන්ති පවත්වන්නෙමු.',
          'කුසලතා විභාග (ලිඛිත සහ පරිගණක පාදක) කොළඹ පිහිටි විභාග මධ්‍යස්ථානවල පැවැත්වේ.',
        ],
      },
    },
  },
  {
    id: 'rules',
    question: {
      en: 'What rules apply to SSW and TITP?',
      si: 'SSW සහ TITP සඳහා අදාළ වන නීති මොනවාද?',
    },
    answer: {
      en: {
        kind: 'list',
        items: [
          'SSW: no office jobs.',
          'SSW: no switching to another sector.',
          'SSW: no work outside your designated role, and no freelancing.',
          'TITP: no changing employers, except in cases such as the company going bankrupt.',
          'TITP: family members cannot come with you.',
          'TITP: it is not a route to permanent residency.',
        ],
      },
      si: {
        kind: 'list',
        items: [
          'SSW: කාර්යාලීය රැකියා කළ නොහැක.',
          'SSW: වෙනත් ක්ෂේත්‍රයකට මාරු විය නොහැක.',
          'SSW: ඔබට නියම කළ රැකියා භූමිකාවෙන් පිටත වැඩ කිරීමට හෝ නිදහස් සේවකයෙකු ලෙස වැඩ කිරීමට නොහැක.',
          'TITP: සමාගම බංකොලොත් වීම වැනි අවස්ථාවල හැර සේවායෝජකයා වෙනස් කළ නොහැක.',
          'TITP: පවුලේ සාමාජිකයින්ට ඔබ සමඟ පැමිණිය නොහැක.',
          'TITP: මෙය ස්ථිර පදිංචිය ලබා ගැනීමේ මාර්ගයක් නොවේ.',
        ],
      },
    },
  },
  {
    id: 'documents',
    question: {
      en: 'Which documents do I need?',
      si: 'මට අවශ්‍ය ලේඛන මොනවාද?',
    },
    answer: {
      en: {
        kind: 'list',
        items: [
          'A job offer with its Certificate of Eligibility ([[COE]])',
          'A valid passport',
          'Police and medical reports',
          'Japanese language and skill certificates',
          'Clearance from the Sri Lanka Bureau of Foreign Employment',
        ],
      },
      si: {
        kind: 'list',
        items: [
          'රැකියා පිරිනැමීම සහ එහි සුදුසුකම් සහතිකය ([[COE]])',
          'වලංගු ගමන් බලපත්‍රය',
          'පොලිස් වාර්තාව සහ වෛද්‍ය වාර්තාව',
          'ජපන් භාෂා සහ කුසලතා සහතික',
          'ශ්‍රී ලංකා විදේශ සේවා නියුක්ති කාර්යාංශයේ නිෂ්කාශන සහතිකය',
        ],
      },
    },
  },
  {
    id: 'process',
    question: {
      en: 'How does visa processing work?',
      si: 'වීසා ක්‍රියාවලිය සිදු වන්නේ කෙසේද?',
    },
    answer: {
      en: {
        kind: 'list',
        items: [
          'Processing usually takes 3 to 6 months.',
          'Visa fees vary with the visa category; we explain every cost before you start.',
          'Training lasts 4 to 6 months and runs online through video meetings.',
          'We help you prepare and check your documents at every step.',
        ],
        linkLine: { text: 'Still have a question?', label: 'Chat with us on WhatsApp', target: 'whatsapp' },
      },
      si: {
        kind: 'list',
        items: [
          'වීසා ක්‍රියාවලියට සාමාන්‍යයෙන් මාස 3 සිට 6 දක්වා කාලයක් ගත වේ.',
          'වීසා ගාස්තු වීසා කාණ්ඩය අනුව වෙනස් වේ; ඔබ ආරම්භ කිරීමට පෙර සියලු වියදම් අපි පැහැදිලි කරන්නෙමු.',
          'පුහුණුව මාස 4 සිට 6 දක්වා කාලයක් වීඩියෝ රැස්වීම් හරහා මාර්ගගතව පැවැත්වේ.',
          'සෑම පියවරකදීම ඔබගේ ලේඛන සකස් කිරීමට සහ පරීක්ෂා කිරීමට අපි සහාය වන්නෙමු.',
        ],
        linkLine: { text: 'තවත් ප්‍රශ්න තිබේද?', label: 'WhatsApp හරහා අප හා කතා කරන්න', target: 'whatsapp' },
      },
    },
  },
] as const satisfies readonly FaqItem[];
