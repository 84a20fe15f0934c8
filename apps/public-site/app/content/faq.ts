/** The FAQ of each category (content-pages spec §9: 5 questions each), by question id. */
export const FAQ_QUESTIONS = {
  clients: ['contract', 'card', 'acceptance', 'control', 'documents'],
  partners: ['connect', 'software', 'voice', 'loyalty', 'documents'],
} as const satisfies Record<string, readonly string[]>;

export type FaqCategory = keyof typeof FAQ_QUESTIONS;

/** The question ids of a category, or undefined for an unknown one (which shows 'invalid_category'). */
export function faqQuestions(category: string): readonly string[] | undefined {
  return Object.hasOwn(FAQ_QUESTIONS, category)
    ? FAQ_QUESTIONS[category as FaqCategory]
    : undefined;
}
