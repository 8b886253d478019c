import type { HelpCategory } from './help-topics';

/** Categories keeping only the questions whose text matches every word of the query (case-insensitive). */
export function filterHelp(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((entry) => {
        const text = `${category.label} ${entry.question} ${entry.answer}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.questions.length > 0);
}
