import type { Localized } from './types';

// Special programs (docs/spec-summary.md, Fixed content): three fixed cards.
export type ProgramIcon = 'language' | 'skills' | 'jobs';

type Program = {
  id: string;
  icon: ProgramIcon;
  title: Localized<string>;
  description: Localized<string>;
};

export const programs = [
  {
    id: 'jft-jlpt-seminars',
    icon: 'language',
    title: { en: 'Monthly JFT & JLPT Seminars', si: 'මාසික JFT සහ JLPT සම්මන්ත්‍රණ' },
    description: {
      en: 'Every month we walk you through the exam format, a study plan and practice questions for the JFT-Basic and the JLPT.',
      si: 'සෑම මසකම JFT-Basic සහ JLPT විභාගවල ආකෘතිය, අධ්‍යයන සැලැස්මක් සහ ආදර්ශ ප්‍රශ්න ගැන අපි ඔබට පැහැදිලි කර දෙන්නෙමු.',
    },
  },
  {
    id: 'ssw-skills-seminars',
    icon: 'skills',
    title: { en: 'Monthly SSW Skills Seminars', si: 'මාසික SSW කුසලතා සම්මන්ත්‍රණ' },
    description: {
      en: 'Learn what the caregiver, food service, agriculture and general worker skill exams ask, and how to pass them.',
      si: 'සත්කාර සේවා, ආහාර සේවා, කෘෂිකර්මය සහ සාමාන්‍ය ශ්‍රමික කුසලතා විභාගවල අඩංගු දේ සහ ඒවා සමත් වන ආකාරය ඉගෙන ගන්න.',
    },
  },
  {
    id: 'job-opportunity-seminars',
    icon: 'jobs',
    title: { en: 'Job Opportunity Seminars', si: 'රැකියා අවස්ථා පිළිබඳ සම්මන්ත්‍රණ' },
    description: {
      en: 'Meet our team, hear about current openings in Japan and ask your questions about SSW and TITP.',
      si: 'අපගේ කණ්ඩායම හමු වී, ජපානයේ දැනට ඇති රැකියා අවස්ථා ගැන දැනගෙන, SSW සහ TITP ගැන ඔබේ ප්‍රශ්න අසන්න.',
    },
  },
] satisfies Program[];
