import { describe, expect, it } from 'vitest';
import { filterHelp } from './filter-help';
import { HELP_CATEGORIES } from './help-topics';

describe('filterHelp', () => {
  it('returns every category for an empty query', () => {
    expect(filterHelp(HELP_CATEGORIES, '   ')).toBe(HELP_CATEGORIES);
  });

  it('matches questions and answers across categories, case-insensitively', () => {
    const result = filterHelp(HELP_CATEGORIES, 'REFUND');
    expect(result.length).toBeGreaterThan(1);
    for (const category of result) {
      for (const entry of category.questions) {
        expect(`${category.label} ${entry.question} ${entry.answer}`.toLowerCase()).toContain('refund');
      }
    }
  });

  it('requires every word to match and drops empty categories', () => {
    const result = filterHelp(HELP_CATEGORIES, 'tokens expire');
    expect(result.flatMap((category) => category.questions.map((entry) => entry.question))).toContain(
      'Do tokens expire?',
    );
    expect(filterHelp(HELP_CATEGORIES, 'zebra')).toEqual([]);
  });

  it('has five or six categories, each with questions', () => {
    expect(HELP_CATEGORIES.length).toBeGreaterThanOrEqual(5);
    expect(HELP_CATEGORIES.length).toBeLessThanOrEqual(6);
    for (const category of HELP_CATEGORIES) expect(category.questions.length).toBeGreaterThan(0);
  });
});
