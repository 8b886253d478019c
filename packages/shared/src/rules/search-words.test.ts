import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words';

describe('searchWords', () => {
  it('keeps runs of letters and digits, lower-cased, in any script', () => {
    expect(searchWords('Office CHAIR, 2-drawer')).toEqual(['office', 'chair', '2', 'drawer']);
    expect(searchWords('Café "niño"')).toEqual(['café', 'niño']);
  });

  it('finds no word in punctuation, spaces or nothing', () => {
    expect(searchWords('  !!! -- "" ')).toEqual([]);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
