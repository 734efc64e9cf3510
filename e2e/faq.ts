import SEED_LISTS from '../pocketbase/seed-lists.json';

// The seeded FAQ (pocketbase/seed-lists.json), in order, as the specs read it: each
// question in both languages and how many list items its answer has.
export const faqItems = SEED_LISTS.faq_items.map((item) => ({
  question: { en: item.question_en, si: item.question_si },
  listItems: {
    en: item.answer_en.split('<li>').length - 1,
    si: item.answer_si.split('<li>').length - 1,
  },
  whatsappLink: item.whatsapp_link,
}));
