import { describe, expect, it } from 'vitest';
import { transposedWordsQuery } from './search-transpositions';

describe('transposedWordsQuery', () => {
  it('offers each word as typed or with two neighbouring letters swapped, every word required', () => {
    expect(transposedWordsQuery(['chiar'])).toBe('(chiar | hciar | cihar | chair | chira)');
    // Doubled letters swap into the same word, which is offered once.
    expect(transposedWordsQuery(['office', 'chiar'])).toBe(
      '(office | fofice | ofifce | offcie | offiec) & (chiar | hciar | cihar | chair | chira)',
    );
  });

  it('leaves words of three letters or fewer, and words over twelve, as typed', () => {
    expect(transposedWordsQuery(['toy', 'desk'])).toBe('(toy) & (desk | edsk | dsek | deks)');
    expect(transposedWordsQuery(['toy', 'refrigerators'])).toBeNull();
  });
});
