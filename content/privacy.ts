import type { Localized } from './types';

// The privacy notice (/privacy, /si/privacy) under Sri Lanka's Personal Data Protection Act,
// No. 9 of 2022: who holds the data, what and why, who receives it, how long, and the rights.
// The record side it describes: pocketbase/README.md (Applications) and docs/architecture.md.

/** The day this notice last changed (ISO), shown under the title. */
export const PRIVACY_UPDATED = '2026-12-02';

/**
 * The agency's facts the notice names, from the settings record (lib/pocketbase/settings.ts):
 * `{name}` (the legal name), `{licence}`, `{address}` and `{role}` (who answers privacy requests)
 * in the texts below stand for them (fillPrivacyText); `{days}`, `{backupDays}` and `{alertDays}` for how long
 * PocketBase keeps an inquiry or application and a backup of it, as its nightly run reads them
 * (lib/pocketbase/retention.ts).
 */
export type PrivacyFacts = {
  name: string;
  licence: string;
  address: string;
  role: string;
  days: string;
  backupDays: string;
  alertDays: string;
};

/** `text` with its `{name}`, `{licence}`, `{address}`, `{role}`, `{days}`, `{backupDays}` and `{alertDays}` filled in. */
export function fillPrivacyText(text: string, facts: PrivacyFacts): string {
  return text.replace(
    /\{(name|licence|address|role|days|backupDays|alertDays)\}/g,
    (_, key: keyof PrivacyFacts) => facts[key],
  );
}

export type PrivacySection = {
  /** The heading's anchor (/privacy#rights). */
  id: string;
  heading: Localized<string>;
  paragraphs: Localized<readonly string[]>;
  list?: Localized<readonly string[]>;
  /** Show the data protection contact (email, phone, WhatsApp) after the text. */
  contact?: true;
};

export const privacyPage = {
  title: { en: 'Privacy notice', si: 'පෞද්ගලිකත්ව නිවේදනය' },
  description: {
    en: 'How {name} collects, uses, shares and deletes your personal data, and how to use your rights under the Personal Data Protection Act, No. 9 of 2022.',
    si: '{name} ඔබේ පුද්ගලික දත්ත එකතු කරන, භාවිත කරන, බෙදා ගන්නා සහ මකා දමන ආකාරය සහ 2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනත යටතේ ඔබේ අයිතිවාසිකම් භාවිත කරන ආකාරය.',
  },
  updated: { en: 'Last updated', si: 'අවසන් වරට යාවත්කාලීන කළේ' },
  contactLabels: {
    email: { en: 'Email', si: 'ඊ-තැපෑල' },
    phone: { en: 'Phone', si: 'දුරකථනය' },
    whatsapp: { en: 'WhatsApp', si: 'WhatsApp' },
  },
} as const;

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'who-we-are',
    heading: { en: 'Who is responsible for your data', si: 'ඔබේ දත්ත සඳහා වගකිව යුත්තේ කවුද' },
    paragraphs: {
      en: [
        '{name} (registration {licence}), {address}, decides how the personal data you give us on this website is used: we are its controller under the Personal Data Protection Act, No. 9 of 2022.',
        'Our {role} answers every question and request about your data. Reach them here:',
      ],
      si: [
        '{address} හි පිහිටි {name} (ලියාපදිංචි අංකය {licence}) මෙම වෙබ් අඩවියේදී ඔබ අපට දෙන පුද්ගලික දත්ත භාවිත කරන ආකාරය තීරණය කරයි: 2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනත යටතේ එම දත්තවල පාලකයා අපි වෙමු.',
        'ඔබේ දත්ත පිළිබඳ සෑම ප්‍රශ්නයකටම සහ ඉල්ලීමකටම අපගේ {role} පිළිතුරු දෙයි. සම්බන්ධ කර ගැනීමට:',
      ],
    },
    contact: true,
  },
  {
    id: 'what-we-collect',
    heading: { en: 'What we collect', si: 'අප එකතු කරන දත්ත' },
    paragraphs: {
      en: ['Only what you type or upload in our forms, and what comes with them:'],
      si: ['ඔබ අපගේ පෝරමවල ටයිප් කරන හෝ උඩුගත කරන දේ සහ ඒ සමඟ එන දේ පමණි:'],
    },
    list: {
      en: [
        'Contact form: your name, email address, phone number, the kind of question, the vacancy it is about, if any, and your message.',
        'Job application: your full name as in your passport and the name you are called by, date of birth, mobile and WhatsApp numbers, email address, home district, Japanese level, skills test, years of experience, passport status, your message, and the CV and certificates you upload.',
        'Job alerts by email: your email address, the sectors you chose, your language, whether you confirmed, and which vacancies we have emailed you.',
        'With each form: the language you used, the time you sent it, and the reference number we give you.',
        'With an application: two one-way codes that cannot be turned back into what they were made from: one from a random code your browser keeps with the form, and, when the form is sent without the page’s scripts, one from your internet address (deleted after a day; the address itself is never kept). They are used only to recognise the same form sent twice as one application.',
      ],
      si: [
        'සම්බන්ධ වීමේ පෝරමය: ඔබේ නම, විද්‍යුත් තැපැල් ලිපිනය, දුරකථන අංකය, ප්‍රශ්නයේ වර්ගය, එය කිසියම් රැකියා ඇබෑර්තුවක් ගැන නම් එය, සහ ඔබේ පණිවිඩය.',
        'රැකියා අයදුම්පත: ගමන් බලපත්‍රයේ ඇති පරිදි ඔබේ සම්පූර්ණ නම සහ ඔබට කියන නම, උපන් දිනය, ජංගම සහ WhatsApp අංක, විද්‍යුත් තැපැල් ලිපිනය, පදිංචි දිස්ත්‍රික්කය, ජපන් භාෂා මට්ටම, නිපුණතා පරීක්ෂණය, පළපුරුදු වසර ගණන, ගමන් බලපත්‍රයේ තත්ත්වය, ඔබේ පණිවිඩය, සහ ඔබ උඩුගත කරන CV සහ සහතික.',
        'ඊමේල් මඟින් රැකියා දැනුම්දීම්: ඔබේ විද්‍යුත් තැපැල් ලිපිනය, ඔබ තෝරාගත් ක්ෂේත්‍ර, ඔබේ භාෂාව, ඔබ තහවුරු කළාද යන්න, සහ අප ඔබට ඊමේල් කළ රැකියා ඇබෑර්තු.',
        'සෑම පෝරමයක් සමඟම: ඔබ භාවිත කළ භාෂාව, ඔබ එය එවූ වේලාව, සහ අප ඔබට දෙන යොමු අංකය.',
        'අයදුම්පතක් සමඟ: ආපසු හැරවිය නොහැකි කේත දෙකක්: ඔබේ බ්‍රවුසරය පෝරමය සමඟ තබා ගන්නා අහඹු කේතයකින් සාදන එකක්, සහ පිටුවේ ස්ක්‍රිප්ට් නොමැතිව පෝරමය එවන විට ඔබේ අන්තර්ජාල ලිපිනයෙන් සාදන එකක් (දිනකට පසු මකා දමනු ලැබේ; ලිපිනය කිසි විටෙක තබා නොගනී). ඒවා භාවිත වන්නේ දෙවරක් එවූ එකම පෝරමය එක් අයදුම්පතක් ලෙස හඳුනා ගැනීමට පමණි.',
      ],
    },
  },
  {
    id: 'why',
    heading: { en: 'Why we use it', si: 'අප එය භාවිත කරන්නේ ඇයි' },
    paragraphs: {
      en: [
        'We use an inquiry to answer you. We use an application to see whether you fit the vacancy, to call or message you about it, and to put you forward to the employer in Japan.',
        'We use a job alert address only to email you new vacancies in the sectors you chose, after you confirm it with the link we send. Every email has a link that stops them at once and deletes your address.',
        'We do this because you ask us to and agree to it when you send the form. We never sell your data and never use it for advertising.',
      ],
      si: [
        'විමසීමක් අප භාවිත කරන්නේ ඔබට පිළිතුරු දීමටයි. අයදුම්පතක් අප භාවිත කරන්නේ ඔබ එම රැකියා ඇබෑර්තුවට ගැළපේදැයි බැලීමට, ඒ ගැන ඔබට කතා කිරීමට හෝ පණිවිඩ යැවීමට, සහ ජපානයේ සේවා යෝජකයාට ඔබව නිර්දේශ කිරීමටයි.',
        'රැකියා දැනුම්දීම් සඳහා දුන් ලිපිනය අප භාවිත කරන්නේ, අප එවන සබැඳියෙන් ඔබ එය තහවුරු කළ පසු, ඔබ තෝරාගත් ක්ෂේත්‍රවල නව රැකියා ඇබෑර්තු ඔබට ඊමේල් කිරීමට පමණි. සෑම ඊමේල් පණිවිඩයකම ඒවා වහාම නවත්වා ඔබේ ලිපිනය මකා දමන සබැඳියක් ඇත.',
        'ඔබ ඉල්ලා සිටින නිසාත්, පෝරමය එවන විට ඔබ එයට කැමැත්ත දෙන නිසාත් අපි මෙය කරමු. අපි කිසි විටෙක ඔබේ දත්ත විකුණන්නේ හෝ වෙළඳ දැන්වීම් සඳහා භාවිත කරන්නේ නැත.',
      ],
    },
  },
  {
    id: 'who-receives-it',
    heading: { en: 'Who receives it', si: 'එය ලැබෙන්නේ කාටද' },
    paragraphs: {
      en: [
        'Our staff in Colombo who handle your inquiry or application, and our office in Tokyo.',
        'For an application: the employer in Japan offering the vacancy, and the partners who arrange the placement there (supervising and support organisations). Your data therefore leaves Sri Lanka and is handled in Japan, for the purposes above only.',
        'The companies that host our website and records keep the data for us and may not use it themselves.',
      ],
      si: [
        'ඔබේ විමසීම හෝ අයදුම්පත හසුරුවන කොළඹ අපගේ කාර්ය මණ්ඩලය, සහ ටෝකියෝ නුවර අපගේ කාර්යාලය.',
        'අයදුම්පතක් නම්: රැකියා ඇබෑර්තුව පිරිනමන ජපානයේ සේවා යෝජකයා, සහ එහි සේවා ස්ථානගත කිරීම සංවිධානය කරන හවුල්කරුවන් (අධීක්ෂණ සහ සහාය ආයතන). එබැවින් ඔබේ දත්ත ශ්‍රී ලංකාවෙන් පිටතට, ජපානයට යවනු ලබන අතර එහිදී ඉහත අරමුණු සඳහා පමණක් භාවිත වේ.',
        'අපගේ වෙබ් අඩවිය සහ වාර්තා තබා ගන්නා සේවා සපයන සමාගම් ඒවා අප වෙනුවෙන් පමණක් තබා ගන්නා අතර ඔවුන්ට ඒවා තමන්ගේ කටයුතු සඳහා භාවිත කළ නොහැක.',
      ],
    },
  },
  {
    id: 'how-long',
    heading: { en: 'How long we keep it', si: 'අප එය තබා ගන්නේ කොපමණ කලක්ද' },
    paragraphs: {
      en: [
        'An inquiry or application, with its files, is deleted automatically {days} days after its last change, or sooner when you ask us to delete it.',
        'Our backup copies still hold deleted data for at most {backupDays} more days; then it is gone from them too.',
        'What an employer in Japan has already received, it keeps under its own rules; when you ask us to delete your data, we ask them to delete it too.',
        'A job alert request you never confirm is deleted after {alertDays} days. A confirmed one is kept until you stop the emails with their link, or ask us to delete it.',
      ],
      si: [
        'විමසීමක් හෝ අයදුම්පතක් එහි ගොනු සමඟ, එය අවසන් වරට වෙනස් කළ දින සිට දින {days}කට පසු, හෝ ඔබ මකා දමන ලෙස ඉල්ලූ විට ඊට කලින්, ස්වයංක්‍රීයව මකා දැමේ.',
        'මකා දැමූ දත්ත අපගේ උපස්ථ පිටපත්වල තවත් උපරිම දින {backupDays}ක් පවතින අතර, ඉන් පසු ඒවායින්ද ඉවත් වේ.',
        'ජපානයේ සේවා යෝජකයෙකුට දැනටමත් ලැබී ඇති දත්ත ඔවුන් තමන්ගේම නීති රීති යටතේ තබා ගනී; ඔබ ඔබේ දත්ත මකා දමන ලෙස ඉල්ලූ විට, ඒවා මකා දමන ලෙස අපි ඔවුන්ගෙන්ද ඉල්ලා සිටිමු.',
        'ඔබ කිසි විටෙක තහවුරු නොකළ රැකියා දැනුම්දීම් ඉල්ලීමක් දින {alertDays}කට පසු මකා දැමේ. තහවුරු කළ එකක්, ඊමේල්වල ඇති සබැඳියෙන් ඔබ ඒවා නවත්වන තුරු, හෝ එය මකා දමන ලෙස ඔබ අපෙන් ඉල්ලන තුරු තබා ගනු ලැබේ.',
      ],
    },
  },
  {
    id: 'your-rights',
    heading: { en: 'Your rights', si: 'ඔබේ අයිතිවාසිකම්' },
    paragraphs: {
      en: [
        'Under the Personal Data Protection Act, No. 9 of 2022, you may ask us at any time, free of charge:',
      ],
      si: ['2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනත යටතේ, ඔබට ඕනෑම වේලාවක, නොමිලේ අපෙන් ඉල්ලා සිටිය හැකිය:'],
    },
    list: {
      en: [
        'for a copy of the data we hold about you (access);',
        'to correct what is wrong or out of date (correction);',
        'to delete your data (erasure);',
        'to stop using your data, by withdrawing your consent; this does not undo what was done before.',
      ],
      si: [
        'අප ඔබ ගැන තබා ඇති දත්තවල පිටපතක් (ප්‍රවේශය);',
        'වැරදි හෝ යල් පැන ගිය දේ නිවැරදි කිරීමට (නිවැරදි කිරීම);',
        'ඔබේ දත්ත මකා දැමීමට (මකා දැමීම);',
        'ඔබේ කැමැත්ත ඉල්ලා අස් කර ගැනීමෙන්, ඔබේ දත්ත භාවිතය නතර කිරීමට; මෙයින් ඊට පෙර කළ දේ වෙනස් නොවේ.',
      ],
    },
  },
  {
    id: 'how-to-ask',
    heading: { en: 'How to ask', si: 'ඉල්ලා සිටින ආකාරය' },
    paragraphs: {
      en: [
        'Message us on WhatsApp, call, or email our {role}. Tell us your name, the mobile number or email address you used in the form, and your reference number (HL-…) if you have it. We may call that number back to make sure the request is yours, and we tell you when it is done.',
        'If you are not satisfied with our answer, you may complain to the Data Protection Authority of Sri Lanka.',
      ],
      si: [
        'WhatsApp හරහා පණිවිඩයක් එවන්න, අමතන්න, නැතහොත් අපගේ {role}ට ඊ-තැපෑලක් එවන්න. ඔබේ නම, පෝරමයේ ඔබ භාවිත කළ ජංගම දුරකථන අංකය හෝ විද්‍යුත් තැපැල් ලිපිනය, සහ ඔබ සතුව ඇත්නම් ඔබේ යොමු අංකය (HL-…) අපට කියන්න. ඉල්ලීම ඔබගේම බව තහවුරු කර ගැනීමට අපි එම අංකයට නැවත ඇමතිය හැකි අතර, එය අවසන් වූ විට අපි ඔබට දන්වමු.',
        'අපගේ පිළිතුර ගැන ඔබ සෑහීමකට පත් නොවන්නේ නම්, ඔබට ශ්‍රී ලංකා දත්ත ආරක්ෂණ අධිකාරියට පැමිණිලි කළ හැකිය.',
      ],
    },
    contact: true,
  },
  {
    id: 'security',
    heading: { en: 'How we protect it', si: 'අප එය ආරක්ෂා කරන ආකාරය' },
    paragraphs: {
      en: [
        'Only our staff can open your records and files, after signing in. The website itself cannot read an inquiry or application back once it has been passed to our team.',
      ],
      si: [
        'ඔබේ වාර්තා සහ ගොනු විවෘත කළ හැක්කේ පුරනය වූ අපගේ කාර්ය මණ්ඩලයට පමණි. අපගේ කණ්ඩායමට යොමු කළ පසු, වෙබ් අඩවියටම පවා විමසීමක් හෝ අයදුම්පතක් නැවත කියවිය නොහැක.',
      ],
    },
  },
];
