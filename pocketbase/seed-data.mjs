// Seed content for local development and tests: realistic posts, events, resources and
// vacancies for a Japan placement agency in Colombo (English and Sinhala).
// Images and documents are committed files in seed-files/ (blog-<post>-<n>.png, event-<n>.png).
//
// In `markup`, the token {{img:N}} is replaced after upload with the relative
// URL of the record's own N-th image: /api/files/blogs_v3/<id>/<file>.

export const BLOGS = [
  {
    language: 'en',
    status: 'published',
    title: 'Specified Skilled Worker (SSW) Visa: A Practical Guide for Sri Lankan Applicants',
    description:
      'What the SSW (i) visa is, who can apply from Sri Lanka, and which tests you need to pass before a Japanese employer can sponsor you.',
    markup: `<h2>What is the SSW visa?</h2>
<p>The Specified Skilled Worker (SSW, <em>tokutei ginou</em>) status of residence was introduced by Japan in April 2019 to bring in foreign workers for sectors facing labour shortages. Sri Lanka signed a Memorandum of Cooperation with Japan for the SSW programme the same year.</p>
<p><img src="{{img:0}}" alt="Workers in training" /></p>
<h2>Who can apply?</h2>
<ul>
<li>Applicants aged 18 or over with a valid passport</li>
<li>A pass in the skills test for the chosen sector (for example caregiving, food service or agriculture)</li>
<li>Japanese language ability at JLPT N4 or JFT-Basic A2 level</li>
<li>Caregivers must also pass the Nursing Care Japanese Language Evaluation Test</li>
</ul>
<p><img src="{{img:1}}" alt="Test day" /></p>
<h2>How long can I stay?</h2>
<p>SSW (i) allows a total stay of up to five years, renewed in steps. Family members cannot accompany SSW (i) holders, but SSW (ii) holders in eligible sectors may bring their spouse and children.</p>
<p>Our counsellors in Colombo can check your eligibility and plan your test dates with you.</p>`,
    images: ['blog-1-1.png', 'blog-1-2.png'],
  },
  {
    language: 'en',
    status: 'published',
    title: 'JLPT N4 or JFT-Basic A2? Choosing the Right Japanese Test for Your SSW Application',
    description:
      'Both the Japanese-Language Proficiency Test (JLPT) at N4 level and the Japan Foundation Test for Basic Japanese (JFT-Basic) at A2 level are accepted as proof of Japanese ability for the SSW visa.\n\nThe JLPT is a paper-based test held twice a year, usually in July and December. Results take around two months, so plan well ahead of your intended departure.\n\nThe JFT-Basic is computer-based and is offered several times a year in Colombo. You receive your result shortly after the test, which makes it a popular choice for applicants who want to move quickly.\n\nWhichever test you choose, our monthly JLPT and JFT seminars cover vocabulary, grammar, listening and reading practice with mock exams.',
    markup: '',
    images: ['blog-2-1.png'],
  },
  {
    language: 'en',
    status: 'published',
    title:
      'From Colombo to Japan: What Happens During the Three to Six Months of Visa Processing, Step by Step, From Job Offer to Certificate of Eligibility (COE)',
    description: 'A step-by-step timeline of the visa process, from the employer interview to your flight.',
    markup: `<h2>A typical timeline</h2>
<p>For most of our candidates the whole process takes three to six months after a job offer. Here is what happens along the way:</p>
<ol>
<li><strong>Interview and job offer</strong> – the Japanese employer interviews you online or in Colombo.</li>
<li><strong>Employment contract</strong> – you sign a contract that states your salary, working hours and housing.</li>
<li><strong>Certificate of Eligibility (COE)</strong> – the employer applies to the Immigration Services Agency of Japan. This usually takes one to three months.</li>
<li><strong>Visa application</strong> – once the COE arrives, you apply at the Embassy of Japan in Colombo. Processing normally takes about a week.</li>
<li><strong>Pre-departure orientation</strong> – life in Japan, workplace rules and registration with the Sri Lanka Bureau of Foreign Employment (SLBFE).</li>
</ol>
<h2>Documents to keep ready</h2>
<ul>
<li>Passport valid for the whole contract period</li>
<li>Test certificates (skills test and JLPT N4 / JFT-Basic)</li>
<li>Educational certificates and police clearance</li>
</ul>
<p><img src="{{img:0}}" alt="Visa timeline" /></p>`,
    images: ['blog-3-1.png'],
  },
  {
    language: 'en',
    status: 'published',
    title: 'Caregiver Jobs in Japan: Skills, Language and What a Working Day Looks Like',
    description: 'An overview of caregiving work in Japanese nursing homes.',
    markup: `<h2>Why caregiving?</h2>
<p>Japan has one of the oldest populations in the world, and nursing-care facilities need thousands of new staff every year. Caregiving (<em>kaigo</em>) is one of the largest SSW sectors.</p>
<h2>Requirements</h2>
<ul>
<li>Nursing Care Skills Evaluation Test</li>
<li>Nursing Care Japanese Language Evaluation Test</li>
<li>JLPT N4 or JFT-Basic A2</li>
</ul>
<h2>A working day</h2>
<p>Caregivers help residents with meals, bathing and moving around, and take part in recreation activities. Shift work, including night shifts, is common.</p>`,
    images: [],
  },
  {
    language: 'en',
    status: 'published',
    title: 'TITP or SSW: Which Programme Is Right for You?',
    description:
      'The Technical Intern Training Program (TITP) and the Specified Skilled Worker (SSW) visa both let you work in Japan, but they are built for different goals.\n\nTITP is a training programme of up to five years. You learn skills on the job and are expected to use them after returning to Sri Lanka. A Japanese language test is not always required before departure, but training in Japanese is part of the programme.\n\nSSW is a work visa for people who already have the required skills and Japanese ability. You must pass a skills test and JLPT N4 or JFT-Basic A2, and you can change employers within the same sector.\n\nMany TITP graduates who completed their training in good standing can move to SSW without taking the tests again. Talk to our counsellors about which path fits your background.',
    markup: '',
    images: ['blog-5-1.png'],
  },
  {
    language: 'en',
    status: 'draft',
    title: 'Agriculture Placements for 2027 (draft)',
    description:
      'Draft: details of the 2027 agriculture intake will be announced after employer confirmation.',
    markup: '<p>Draft – not for publication.</p>',
    images: ['blog-6-1.png'],
  },
  {
    language: 'si',
    status: 'published',
    title: 'ජපානයේ විශේෂිත නිපුණ ශ්‍රමික (SSW) වීසා බලපත්‍රය: ඔබ දැනගත යුතු මූලික කරුණු',
    description: 'SSW වීසා බලපත්‍රය යනු කුමක්ද, ශ්‍රී ලංකාවෙන් අයදුම් කළ හැක්කේ කාටද සහ සමත් විය යුතු විභාග මොනවාද යන්න.',
    markup: `<h2>SSW යනු කුමක්ද?</h2>
<p>විශේෂිත නිපුණ ශ්‍රමික (Specified Skilled Worker - SSW) වීසා බලපත්‍රය ජපාන රජය විසින් 2019 අප්‍රේල් මාසයේ හඳුන්වා දෙන ලදී. ශ්‍රම හිඟයක් පවතින ක්ෂේත්‍රවල සේවය කිරීමට විදේශීය සේවකයින්ට මෙමගින් අවස්ථාව ලැබේ.</p>
<p><img src="{{img:0}}" alt="SSW වීසා" /></p>
<h2>අවශ්‍ය සුදුසුකම්</h2>
<ul>
<li>වයස අවුරුදු 18 හෝ ඊට වැඩි වීම</li>
<li>තෝරාගත් ක්ෂේත්‍රයේ නිපුණතා පරීක්ෂණය සමත් වීම</li>
<li>JLPT N4 හෝ JFT-Basic A2 මට්ටමේ ජපන් භාෂා දැනුම</li>
</ul>
<h2>ප්‍රධාන ක්ෂේත්‍ර</h2>
<p>සත්කාර සේවා (Caregiver), ආහාර සේවා, කෘෂිකර්මය සහ ආහාර නිෂ්පාදනය වැනි ක්ෂේත්‍ර සඳහා ශ්‍රී ලාංකිකයින්ට අයදුම් කළ හැකිය. SSW (i) යටතේ උපරිම වසර පහක් ජපානයේ සේවය කළ හැකිය.</p>`,
    images: ['blog-7-1.png'],
  },
  {
    language: 'si',
    status: 'published',
    title: 'JLPT N4 ද JFT-Basic ද? ඔබට ගැළපෙන ජපන් භාෂා විභාගය තෝරා ගැනීම',
    description:
      'SSW වීසා බලපත්‍රය සඳහා අයදුම් කිරීමට පෙර ඔබේ ජපන් භාෂා හැකියාව සනාථ කළ යුතුය. ඒ සඳහා JLPT N4 හෝ JFT-Basic A2 මට්ටමේ විභාගයක් සමත් වීම ප්‍රමාණවත් වේ.\n\nJLPT විභාගය සාමාන්‍යයෙන් වසරකට දෙවරක්, ජූලි සහ දෙසැම්බර් මාසවල පැවැත්වේ. ප්‍රතිඵල ලැබීමට මාස දෙකක් පමණ ගත වන බැවින් කලින්ම සැලසුම් කරන්න.\n\nJFT-Basic විභාගය පරිගණකය මගින් පවත්වන අතර කොළඹදී වසරකට කිහිප වතාවක් ලිවිය හැකිය. ප්‍රතිඵල ඉක්මනින් ලැබෙන නිසා ඉක්මනින් ජපානයට යාමට බලාපොරොත්තු වන අයට මෙය වඩාත් සුදුසුය.\n\nඅපගේ මාසික JLPT සහ JFT සම්මන්ත්‍රණවලදී වචන මාලාව, ව්‍යාකරණ, සවන්දීම සහ කියවීම ආදර්ශ ප්‍රශ්න පත්‍ර සමඟ පුහුණු කෙරේ.',
    markup: '',
    images: ['blog-8-1.png'],
  },
  {
    language: 'si',
    status: 'published',
    title: 'ජපන් සේවා ස්ථානයේ සංස්කෘතිය: නව සේවකයින් සඳහා උපදෙස්',
    description: 'ජපානයේ රැකියාවක් ආරම්භ කිරීමට පෙර දැනගත යුතු සේවා ස්ථාන සිරිත් විරිත්.',
    markup: `<h2>වේලාවට පැමිණීම</h2>
<p>ජපානයේ කාලය පිළිපැදීම ඉතා වැදගත් ය. රැකියාවට හෝ රැස්වීමකට මිනිත්තු කිහිපයකට පෙර පැමිණීම සාමාන්‍ය සිරිතකි.</p>
<h2>හෝරෙන්සෝ (報連相)</h2>
<p>වාර්තා කිරීම, දැනුම් දීම සහ සාකච්ඡා කිරීම ජපන් සේවා ස්ථානවල මූලික සන්නිවේදන ක්‍රමයයි.</p>
<ol>
<li>ගැටලුවක් ඇති වූ විගස ඔබේ ප්‍රධානියාට දන්වන්න.</li>
<li>නොතේරෙන දෙයක් ඇත්නම් ප්‍රශ්න කිරීමට පසුබට නොවන්න.</li>
<li>කසළ වෙන් කිරීමේ නීති නිවැරදිව අනුගමනය කරන්න.</li>
</ol>`,
    images: ['blog-9-1.png'],
  },
  {
    language: 'si',
    status: 'published',
    title: 'වීසා ක්‍රියාවලිය: රැකියා පිරිනැමීමේ සිට ජපානයට පිටත් වීම දක්වා',
    description:
      'රැකියා පිරිනැමීමක් ලැබුණු පසු සම්පූර්ණ වීසා ක්‍රියාවලියට සාමාන්‍යයෙන් මාස තුනක් සිට හයක් දක්වා කාලයක් ගත වේ.\n\nප්‍රථමයෙන් ජපන් සේවා යෝජකයා ජපානයේ ආගමන සේවා ආයතනයෙන් සුදුසුකම් සහතිකය (COE) සඳහා අයදුම් කරයි. මේ සඳහා මාස එකක් සිට තුනක් දක්වා කාලයක් ගත විය හැකිය.\n\nCOE ලැබුණු පසු කොළඹ ජපාන තානාපති කාර්යාලයෙන් වීසා බලපත්‍රය සඳහා අයදුම් කළ යුතුය. පිටත් වීමට පෙර ශ්‍රී ලංකා විදේශ සේවා නියුක්ති කාර්යාංශයේ (SLBFE) ලියාපදිංචි වීමද අනිවාර්ය වේ.',
    markup: '',
    images: ['blog-10-1.png'],
  },
];

// Sri Lanka keeps UTC+5:30 all year (no daylight saving time).
const SRI_LANKA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * An event's `event_date` as PocketBase stores it (UTC): `days` after (or, negative, before) the
 * Sri Lanka calendar day of `now`, at `time` ("HH:MM") Sri Lanka time. The seed computes it when
 * it runs, so a fresh database always has upcoming and past events.
 */
export function sriLankaTime(days, time, now = new Date()) {
  const local = new Date(now.getTime() + SRI_LANKA_OFFSET_MS);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + days,
    hours,
    minutes,
  );
  return new Date(wall - SRI_LANKA_OFFSET_MS).toISOString().replace('T', ' ');
}

// `starts`: [days from the seed's day, Sri Lanka time]; seed.mjs turns it into event_date.
export const EVENTS = [
  {
    status: 'published',
    title: 'JFT-Basic Preparation Seminar',
    title_si: 'JFT-Basic විභාගයට සූදානම් වීමේ සම්මන්ත්‍රණය',
    description_si:
      'JFT-Basic විභාගය ගැන දවස පුරා පැවැත්වෙන සම්මන්ත්‍රණයකි: විභාගයේ ආකෘතිය, වචන මාලාව සහ සවන්දීමේ පුහුණුව, ආදර්ශ විභාගයක් සහ පිළිතුරු සාකච්ඡාව ඇතුළුව. ඕනෑම සිසුවෙකුට සහභාගි විය හැකිය.',
    description:
      'A full-day seminar on the JFT-Basic test: test format, vocabulary and listening practice, with a mock test and answer review. Open to all students.',
    starts: [10, '10:00'],
    location: 'Head office, Colombo 03',
    location_si: 'ප්‍රධාන කාර්යාලය, කොළඹ 03',
    screen: 'event-1.png',
  },
  {
    status: 'published',
    title: 'SSW Caregiver Skills Test Orientation',
    title_si: 'SSW සත්කාරක සේවක නිපුණතා පරීක්ෂණය පිළිබඳ හඳුන්වාදීම',
    description_si:
      'සත්කාර සේවා නිපුණතා ඇගයීමේ පරීක්ෂණයට ඇතුළත් දේ සහ ඊට සූදානම් වන ආකාරය දැනගන්න. අපගේ කථිකාචාර්යවරයා පරීක්ෂණයේ කොටස් පැහැදිලි කර අධ්‍යයන ද්‍රව්‍ය ලබා දෙයි.',
    description:
      'Learn what the Nursing Care Skills Evaluation Test covers and how to prepare. Our lecturer explains the test sections and shares study materials.',
    starts: [24, '10:30'],
    location: 'Head office, Colombo 03',
    location_si: 'ප්‍රධාන කාර්යාලය, කොළඹ 03',
    screen: 'event-2.png',
  },
  {
    status: 'published',
    title: 'Job Opportunities in Japan: Food Service and Agriculture',
    title_si: 'ජපානයේ රැකියා අවස්ථා: ආහාර සේවා සහ කෘෂිකර්මය',
    description_si:
      'අපගේ ජපාන බඳවා ගැනීම් කළමනාකරු හමුවී ආහාර සේවා සහ කෘෂිකර්ම ක්ෂේත්‍රවල දැනට පවතින රැකියා ඇබෑර්තු, වැටුප් පරාසය, නවාතැන් සහ සම්මුඛ පරීක්ෂණ ක්‍රියාවලිය ගැන අසා දැනගන්න.',
    description:
      'Meet our Japan recruitment manager and hear about current openings in food service and agriculture, salary ranges, housing and the interview process.',
    starts: [52, '14:00'],
    location: 'Kandy City Centre conference hall',
    location_si: 'මහනුවර සිටි සෙන්ටර් සම්මන්ත්‍රණ ශාලාව',
    screen: 'event-3.png',
  },
  {
    status: 'published',
    title: 'Pre-Departure Orientation for the Autumn Intake',
    title_si: 'පිටත් වීමට පෙර හඳුන්වාදීම – සරත් සමයේ කණ්ඩායම',
    description_si:
      'ජපානයට පිටත් වන අපේක්ෂකයින් සඳහා හඳුන්වාදීමේ සැසියකි: ජපානයේ ජීවිතය, සේවා ස්ථාන ආචාර ධර්ම, බැංකු ගිණුම් සහ සිම් පත්, පදිංචි කාඩ්පත ලියාපදිංචි කිරීම සහ ශ්‍රී ලංකා විදේශ සේවා නියුක්ති කාර්යාංශයේ කටයුතු.',
    description:
      'Orientation for candidates leaving for Japan: life in Japan, workplace etiquette, banking and SIM cards, residence card registration and SLBFE formalities.',
    starts: [-45, '09:30'],
    location: 'Head office, Colombo 03',
    location_si: 'ප්‍රධාන කාර්යාලය, කොළඹ 03',
    screen: 'event-4.png',
  },
  {
    status: 'published',
    title: 'JLPT N4 Mock Exam',
    title_si: 'JLPT N4 ආදර්ශ විභාගය',
    description:
      'A full JLPT N4 mock exam under test conditions: vocabulary, grammar, reading and listening, with marked papers returned the following week.',
    description_si:
      'විභාග කොන්දේසි යටතේ පවත්වන සම්පූර්ණ JLPT N4 ආදර්ශ විභාගයකි: වචන මාලාව, ව්‍යාකරණ, කියවීම සහ සවන්දීම. ලකුණු කළ පිළිතුරු පත්‍ර ඊළඟ සතියේ ලබා දෙනු ලැබේ.',
    starts: [-12, '09:00'],
    location: 'Head office, Colombo 03',
    location_si: 'ප්‍රධාන කාර්යාලය, කොළඹ 03',
    screen: 'event-2.png',
  },
  {
    status: 'draft',
    title: 'Galle Outreach Session (to be confirmed)',
    title_si: 'ගාල්ල දැනුවත් කිරීමේ සැසිය (තහවුරු කළ යුතුය)',
    description: 'Draft – date and venue not yet confirmed.',
    starts: [100, '10:00'],
    location: 'Galle',
    screen: 'event-5.png',
  },
];

// Vacancies in Japan (/jobs). `valid_in_days` is the deadline counted from the day the seed runs
// (seed.mjs turns it into valid_through), so the open ones stay open and the expired one closed
// whenever the seed runs; null means no deadline. Salaries are yen a month. No employer names.
export const VACANCIES = [
  {
    status: 'published',
    title: 'Caregiver at a Nursing Home in Aichi',
    title_si: 'අයිචි හි වැඩිහිටි නිවාසයක සත්කාරක තනතුර',
    description: `<p>A care facility for the elderly near Nagoya is looking for caregivers under the Specified Skilled Worker (SSW) programme.</p>
<ul>
<li>Help residents with meals, bathing and daily activities</li>
<li>Day and night shifts on a rota, eight hours a shift</li>
<li>Shared staff housing ten minutes from the facility</li>
</ul>`,
    description_si: `<p>නගෝයා ආසන්නයේ පිහිටි වැඩිහිටි සත්කාර ආයතනයක් විශේෂිත නිපුණ ශ්‍රමික (SSW) වැඩසටහන යටතේ සත්කාරකයින් බඳවා ගනී.</p>
<ul>
<li>පදිංචිකරුවන්ට ආහාර ගැනීම, ස්නානය සහ දෛනික කටයුතු සඳහා සහාය වීම</li>
<li>මුරවාර ක්‍රමයට දිවා සහ රාත්‍රී සේවා මුර, එක් මුරයක් පැය අටකි</li>
<li>ආයතනයේ සිට මිනිත්තු දහයක් දුරින් සේවක නවාතැන්</li>
</ul>`,
    sector: 'caregiving',
    visa_type: 'ssw',
    prefecture: 'aichi',
    employer_type: 'Nursing home (special elderly care facility)',
    employer_type_si: 'වැඩිහිටි සත්කාර නිවාසය (විශේෂ වැඩිහිටි සත්කාර ආයතනය)',
    salary_min: 190000,
    salary_max: 230000,
    employment_type: 'full_time',
    openings: 5,
    requirements:
      'Caregiving Skills Evaluation Test, Nursing Care Japanese Language Evaluation Test and JLPT N4 or JFT-Basic A2.',
    requirements_si:
      'සත්කාර සේවා නිපුණතා ඇගයීමේ පරීක්ෂණය, සත්කාර සේවා ජපන් භාෂා ඇගයීමේ පරීක්ෂණය සහ JLPT N4 හෝ JFT-Basic A2.',
    valid_in_days: 60,
  },
  {
    status: 'published',
    title: 'Kitchen and Floor Staff for a Restaurant Chain in Osaka',
    title_si: 'ඔසාකා හි අවන්හල් දාමයක මුළුතැන්ගෙයි සහ සේවා කාර්ය මණ්ඩලය',
    description: `<p>A restaurant chain with branches across Osaka needs kitchen and floor staff. You prepare food, serve customers and keep the kitchen clean to Japanese hygiene standards.</p>
<p>Training in Japanese customer service is given in the first month.</p>`,
    description_si: `<p>ඔසාකා පුරා ශාඛා ඇති අවන්හල් දාමයකට මුළුතැන්ගෙයි සහ සේවා කාර්ය මණ්ඩලය අවශ්‍යයි. ආහාර පිළියෙළ කිරීම, පාරිභෝගිකයින්ට සේවය කිරීම සහ ජපන් සනීපාරක්ෂක ප්‍රමිතීන්ට අනුව මුළුතැන්ගෙය පිරිසිදුව තබා ගැනීම ඔබේ රාජකාරියයි.</p>
<p>පළමු මාසය තුළ ජපන් පාරිභෝගික සේවය පිළිබඳ පුහුණුවක් ලබා දේ.</p>`,
    sector: 'food_service',
    visa_type: 'ssw',
    prefecture: 'osaka',
    employer_type: 'Restaurant chain',
    employer_type_si: 'අවන්හල් දාමය',
    salary_min: 185000,
    salary_max: 215000,
    employment_type: 'full_time',
    openings: 8,
    requirements: 'Food Service Skills Test and JLPT N4 or JFT-Basic A2.',
    requirements_si: 'ආහාර සේවා නිපුණතා පරීක්ෂණය සහ JLPT N4 හෝ JFT-Basic A2.',
    valid_in_days: 45,
  },
  {
    status: 'published',
    title: 'Vegetable Farm Worker in Ibaraki',
    title_si: 'ඉබරකි හි එළවළු ගොවිපළක සේවක තනතුර',
    description: `<p>A vegetable farm in Ibaraki grows lettuce, cabbage and lotus root for the Tokyo market. Work includes planting, harvesting, sorting and packing.</p>
<p>Outdoor work in all seasons; work clothes and boots are provided.</p>`,
    description_si: `<p>ඉබරකි හි එළවළු ගොවිපළක් ටෝකියෝ වෙළඳපොළ සඳහා සලාද කොළ, ගෝවා සහ නෙළුම් අල වගා කරයි. සිටුවීම, අස්වනු නෙළීම, වර්ග කිරීම සහ ඇසුරුම් කිරීම රාජකාරියට අයත් වේ.</p>
<p>සෑම සෘතුවකම එළිමහනේ වැඩ කිරීමට සිදු වේ; වැඩ ඇඳුම් සහ සපත්තු ලබා දේ.</p>`,
    sector: 'agriculture',
    visa_type: 'ssw',
    prefecture: 'ibaraki',
    employer_type: 'Family-run vegetable farm',
    employer_type_si: 'පවුලේ අය පවත්වාගෙන යන එළවළු ගොවිපළ',
    salary_min: 180000,
    salary_max: 200000,
    employment_type: 'full_time',
    openings: 4,
    requirements: 'Agriculture Skills Test (cultivation) and JLPT N4 or JFT-Basic A2.',
    requirements_si: 'කෘෂිකර්ම නිපුණතා පරීක්ෂණය (වගාව) සහ JLPT N4 හෝ JFT-Basic A2.',
    valid_in_days: 90,
  },
  {
    status: 'published',
    title: 'Greenhouse Tomato Grower in Kumamoto',
    title_si: 'කුමමොටෝ හි හරිතාගාර තක්කාලි වගා සේවක තනතුර',
    description:
      '<p>Tend, harvest and pack tomatoes in modern greenhouses in Kumamoto. Seasonal contract of one year, with the chance to renew.</p>',
    description_si:
      '<p>කුමමොටෝ හි නවීන හරිතාගාරවල තක්කාලි වගාව රැක බලා ගැනීම, අස්වනු නෙළීම සහ ඇසුරුම් කිරීම. අලුත් කළ හැකි වසරක කොන්ත්‍රාත්තුවකි.</p>',
    sector: 'agriculture',
    visa_type: 'ssw',
    prefecture: 'kumamoto',
    employer_type: 'Agricultural cooperative',
    employer_type_si: 'කෘෂිකාර්මික සමුපකාරය',
    salary_min: 180000,
    salary_max: 195000,
    employment_type: 'contract',
    openings: 6,
    requirements: 'Agriculture Skills Test and JLPT N4 or JFT-Basic A2.',
    requirements_si: 'කෘෂිකර්ම නිපුණතා පරීක්ෂණය සහ JLPT N4 හෝ JFT-Basic A2.',
    valid_in_days: 30,
  },
  {
    status: 'published',
    title: 'Construction Site Worker (Scaffolding) in Saitama',
    title_si: 'සයිටාමා හි ඉදිකිරීම් භූමි සේවක තනතුර (පලංචි)',
    description:
      '<p>Put up and take down scaffolding on housing and office building sites around Saitama. Safety training and equipment are provided.</p>',
    description_si:
      '<p>සයිටාමා අවට නිවාස සහ කාර්යාල ගොඩනැගිලි ඉදිකිරීම් භූමිවල පලංචි සවි කිරීම සහ ගැලවීම. ආරක්ෂක පුහුණුව සහ උපකරණ ලබා දේ.</p>',
    sector: 'construction',
    visa_type: 'ssw',
    prefecture: 'saitama',
    employer_type: 'Scaffolding contractor',
    employer_type_si: 'පලංචි ඉදිකිරීම් කොන්ත්‍රාත්කරු',
    salary_min: 210000,
    salary_max: 250000,
    employment_type: 'full_time',
    openings: 3,
    requirements:
      'Construction Skills Test and JLPT N4 or JFT-Basic A2; experience in construction preferred.',
    requirements_si: 'ඉදිකිරීම් නිපුණතා පරීක්ෂණය සහ JLPT N4 හෝ JFT-Basic A2; ඉදිකිරීම් ක්ෂේත්‍රයේ පළපුරුද්ද වාසියකි.',
    valid_in_days: null,
  },
  {
    status: 'published',
    title: 'Building Cleaning Staff in Tokyo',
    title_si: 'ටෝකියෝ හි ගොඩනැගිලි පිරිසිදු කිරීමේ කාර්ය මණ්ඩලය',
    description:
      '<p>Clean offices, hotels and hospitals in central Tokyo with a building maintenance company. Early morning and evening shifts.</p>',
    description_si:
      '<p>ගොඩනැගිලි නඩත්තු සමාගමක් සමඟ මධ්‍යම ටෝකියෝ හි කාර්යාල, හෝටල් සහ රෝහල් පිරිසිදු කිරීම. උදෑසන සහ සවස සේවා මුර.</p>',
    sector: 'building_cleaning',
    visa_type: 'ssw',
    prefecture: 'tokyo',
    employer_type: 'Building maintenance company',
    employer_type_si: 'ගොඩනැගිලි නඩත්තු සමාගම',
    salary_min: 185000,
    salary_max: 210000,
    employment_type: 'full_time',
    openings: 6,
    requirements: 'Building Cleaning Skills Test and JLPT N4 or JFT-Basic A2.',
    requirements_si: 'ගොඩනැගිලි පිරිසිදු කිරීමේ නිපුණතා පරීක්ෂණය සහ JLPT N4 හෝ JFT-Basic A2.',
    valid_in_days: 75,
  },
  {
    status: 'published',
    title: 'Technical Intern: Food Packaging Factory in Shizuoka',
    title_si: 'තාක්ෂණික අභ්‍යාසලාභී: ශිසොකා හි ආහාර ඇසුරුම් කර්මාන්තශාලාව',
    description:
      '<p>Three years of on-the-job training in a food packaging factory under the Technical Intern Training Program (TITP): machine operation, quality checks and packing lines.</p>',
    description_si:
      '<p>තාක්ෂණික අභ්‍යාසලාභී පුහුණු වැඩසටහන (TITP) යටතේ ආහාර ඇසුරුම් කර්මාන්තශාලාවක වසර තුනක සේවා පුහුණුව: යන්ත්‍ර ක්‍රියාකරවීම, ගුණාත්මක පරීක්ෂා සහ ඇසුරුම් පෙළ.</p>',
    sector: 'manufacturing',
    visa_type: 'titp',
    prefecture: 'shizuoka',
    employer_type: 'Food packaging factory',
    employer_type_si: 'ආහාර ඇසුරුම් කර්මාන්තශාලාව',
    salary_min: 170000,
    salary_max: 185000,
    employment_type: 'contract',
    openings: 10,
    requirements: 'Aged 18 to 35; four months of Japanese language training before departure (given by us).',
    requirements_si: 'වයස අවුරුදු 18 සිට 35 දක්වා; පිටත් වීමට පෙර මාස හතරක ජපන් භාෂා පුහුණුව (අප විසින් ලබා දේ).',
    valid_in_days: 50,
  },
  {
    status: 'published',
    title: 'Student Route: Japanese Language School in Fukuoka with Part-Time Work',
    title_si: 'ශිෂ්‍ය මාර්ගය: අර්ධකාලීන රැකියාව සමඟ ෆුකෝකා හි ජපන් භාෂා පාසල',
    description:
      '<p>Study Japanese for up to two years at a language school in Fukuoka. Students may work part time up to 28 hours a week; the school helps find work in shops and restaurants.</p>',
    description_si:
      '<p>ෆුකෝකා හි භාෂා පාසලක වසර දෙකක් දක්වා ජපන් භාෂාව හදාරන්න. සිසුන්ට සතියකට පැය 28 දක්වා අර්ධකාලීනව වැඩ කළ හැකි අතර, සාප්පු සහ අවන්හල්වල රැකියා සොයා ගැනීමට පාසල සහාය වේ.</p>',
    sector: 'other',
    visa_type: 'student',
    prefecture: 'fukuoka',
    employer_type: 'Japanese language school',
    employer_type_si: 'ජපන් භාෂා පාසල',
    salary_min: 80000,
    salary_max: 120000,
    employment_type: 'part_time',
    openings: 12,
    requirements: 'A/L passed; JLPT N5 or 150 hours of Japanese study.',
    requirements_si: 'උසස් පෙළ සමත් වීම; JLPT N5 හෝ පැය 150 ක ජපන් භාෂා අධ්‍යයනය.',
    valid_in_days: 120,
  },
  {
    status: 'published',
    title: 'Hotel Housekeeping Staff in Hokkaido',
    title_si: 'හොක්කයිඩෝ හි හෝටල් නිවාස පාලන කාර්ය මණ්ඩලය',
    description: '<p>Room cleaning and guest service at a ski resort hotel for the winter season.</p>',
    description_si: '<p>ශීත සෘතුව සඳහා හිම ක්‍රීඩා නිකේතන හෝටලයක කාමර පිරිසිදු කිරීම සහ අමුත්තන්ට සේවය.</p>',
    sector: 'hospitality',
    visa_type: 'ssw',
    prefecture: 'hokkaido',
    employer_type: 'Resort hotel',
    employer_type_si: 'නිකේතන හෝටලය',
    salary_min: 190000,
    salary_max: 220000,
    employment_type: 'contract',
    openings: 4,
    requirements: 'Accommodation Skills Test and JLPT N4 or JFT-Basic A2.',
    requirements_si: 'නවාතැන් සේවා නිපුණතා පරීක්ෂණය සහ JLPT N4 හෝ JFT-Basic A2.',
    valid_in_days: -10,
  },
  {
    status: 'draft',
    title: 'Welder in Hiroshima (to be confirmed)',
    title_si: 'හිරෝෂිමා හි වෑල්ඩින් කරු (තහවුරු කළ යුතුය)',
    description: '<p>Draft – waiting for the employer to confirm.</p>',
    sector: 'manufacturing',
    visa_type: 'ssw',
    prefecture: 'hiroshima',
    salary_min: 200000,
    salary_max: 240000,
    employment_type: 'full_time',
    openings: 2,
    valid_in_days: 60,
  },
];

// `file`: the upload, relative to the repository root. The two Legal documents are samples made by
// docs/tools/make-legal-samples.mjs; the home page's about section links these records' files.
export const RESOURCES = [
  {
    status: 'published',
    title: 'Foreign Employment Agency Licence',
    title_si: 'විදේශ රැකියා ආයතන බලපත්‍රය',
    description:
      'Our licence from the Sri Lanka Bureau of Foreign Employment (SLBFE) to recruit for employment abroad.',
    description_si: 'විදේශ රැකියා සඳහා බඳවා ගැනීමට ශ්‍රී ලංකා විදේශ සේවා නියුක්ති කාර්යාංශය අපට නිකුත් කළ බලපත්‍රය.',
    category: 'Legal',
    file: 'pocketbase/seed-files/foreign-employment-licence.pdf',
  },
  {
    status: 'published',
    title: 'Certificate of Incorporation',
    title_si: 'සමාගම් සංස්ථාපන සහතිකය',
    description: 'The certificate of incorporation of our company, issued by the Registrar of Companies.',
    description_si: 'සමාගම් රෙජිස්ට්‍රාර්වරයා විසින් නිකුත් කළ අපගේ සමාගමේ සංස්ථාපන සහතිකය.',
    category: 'Legal',
    file: 'pocketbase/seed-files/company-registration-certificate.pdf',
  },
  {
    status: 'published',
    title: 'JLPT N4 Vocabulary List',
    title_si: 'JLPT N4 වචන මාලාව',
    description_si: 'N4 මට්ටමේ මූලික වචන මාතෘකා අනුව, උච්චාරණය සහ ඉංග්‍රීසි අර්ථ සමඟ.',
    description: 'Core N4 vocabulary grouped by topic, with readings and English meanings.',
    category: 'Study Materials',
    file: 'pocketbase/seed-files/jlpt-n4-vocabulary.pdf',
  },
  {
    status: 'published',
    title: 'Hiragana and Katakana Chart',
    title_si: 'හිරගනා සහ කතකනා අක්ෂර සටහන',
    description_si: 'ආරම්භකයින් සඳහා ජපන් අක්ෂර මාලා දෙකම ඇතුළත් මුද්‍රණය කළ හැකි සටහනක්.',
    description: 'A printable chart of both Japanese syllabaries for beginners.',
    category: 'Study Materials',
    file: 'pocketbase/seed-files/kana-chart.png',
  },
  {
    status: 'published',
    title: 'SSW Visa Document Checklist',
    title_si: 'SSW වීසා ලේඛන පිරික්සුම් ලැයිස්තුව',
    description_si: 'සුදුසුකම් සහතිකය (COE) සහ වීසා අයදුම්පත සඳහා ඔබට අවශ්‍ය සියලුම ලේඛන.',
    description: 'Every document you need for the Certificate of Eligibility and the visa application.',
    category: 'Visa Information',
    file: 'pocketbase/seed-files/ssw-document-checklist.pdf',
  },
  {
    status: 'published',
    title: 'Visa Processing Timeline',
    title_si: 'වීසා ක්‍රියාවලියේ කාල සටහන',
    description_si: 'රැකියා පිරිනැමීමේ සිට පිටත් වීම දක්වා සාමාන්‍යයෙන් ගත වන මාස තුනේ සිට හය දක්වා කාලය එක බැල්මකින්.',
    description: 'From job offer to departure: the usual three to six month timeline at a glance.',
    category: 'Visa Information',
    file: 'pocketbase/seed-files/visa-timeline.png',
  },
  {
    status: 'published',
    title: 'Japanese Workplace Etiquette Guide',
    title_si: 'ජපන් සේවා ස්ථාන ආචාර ධර්ම මාර්ගෝපදේශය',
    description_si: 'වේලාවට පැමිණීම, ආචාර කිරීම, හෝරෙන්සෝ වාර්තා කිරීම සහ ජපන් සේවා යෝජකයින් අපේක්ෂා කරන අනෙකුත් පුරුදු.',
    description: 'Punctuality, greetings, ho-ren-so reporting and other habits Japanese employers expect.',
    category: 'Work Culture',
    file: 'pocketbase/seed-files/workplace-etiquette.pdf',
  },
  {
    status: 'published',
    title: 'Student Registration Form',
    title_si: 'සිසු ලියාපදිංචි අයදුම්පත',
    description_si: 'භාෂා පන්ති සඳහා ලියාපදිංචි වීමට මෙම අයදුම්පත පුරවා අපගේ කාර්යාලයට රැගෙන එන්න.',
    description: 'Fill in and bring this form to our office to register for language classes.',
    category: 'Forms',
    file: 'pocketbase/seed-files/student-registration-form.pdf',
  },
  {
    status: 'draft',
    title: 'Agriculture Sector Handbook (draft)',
    title_si: 'කෘෂිකර්ම ක්ෂේත්‍ර අත්පොත (කෙටුම්පත)',
    description: 'Draft – not yet reviewed.',
    category: 'Work Culture',
    file: 'pocketbase/seed-files/agriculture-handbook.pdf',
  },
];

/**
 * The posts that are one article in two languages, as [English index, Sinhala index] into BLOGS.
 * The seed links each pair through blogs_v3.translation (the hook makes the link symmetric).
 */
export const TRANSLATION_PAIRS = [
  [0, 6],
  [1, 7],
  [2, 9],
];

const pub = (list) => list.filter((r) => r.status === 'published');

/** Counts the tests assert against (no hard-coded numbers there). */
export const SEED = Object.freeze({
  blogs: BLOGS,
  events: EVENTS,
  resources: RESOURCES,
  vacancies: VACANCIES,
  counts: {
    blogs_v3: {
      total: BLOGS.length,
      published: pub(BLOGS).length,
      publishedByLanguage: {
        en: pub(BLOGS).filter((b) => b.language === 'en').length,
        si: pub(BLOGS).filter((b) => b.language === 'si').length,
      },
      draft: BLOGS.length - pub(BLOGS).length,
    },
    events_v3: {
      total: EVENTS.length,
      published: pub(EVENTS).length,
      draft: EVENTS.length - pub(EVENTS).length,
    },
    resources: {
      total: RESOURCES.length,
      published: pub(RESOURCES).length,
      draft: RESOURCES.length - pub(RESOURCES).length,
    },
    vacancies: {
      total: VACANCIES.length,
      published: pub(VACANCIES).length,
      /** Published and past their deadline on the day of seeding. */
      expired: pub(VACANCIES).filter((v) => v.valid_in_days !== null && v.valid_in_days < 0).length,
      draft: VACANCIES.length - pub(VACANCIES).length,
    },
  },
});
