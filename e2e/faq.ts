import { FAQ_ITEMS } from '../pocketbase/seed-data.mjs';

// The seeded FAQ (pocketbase/seed-data.mjs FAQ_ITEMS), in order, as the specs read it: each
// question in both languages and how many list items its answer has.
export const faqItems = FAQ_ITEMS.map((item) => ({
  question: { en: item.question_en, si: item.question_si },
  listItems: {
    en: item.answer_en.split('<li>').length - 1,
    si: item.answer_si.split('<li>').length - 1,
  },
  whatsappLink: item.whatsapp_link,
}));
