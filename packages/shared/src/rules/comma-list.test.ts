import { describe, expect, it } from 'vitest';
import { splitCommaList } from './comma-list';

describe('splitCommaList', () => {
  it('splits, trims and drops empties', () => {
    expect(splitCommaList(' Chicago , Evanston,, ,Skokie ')).toEqual(['Chicago', 'Evanston', 'Skokie']);
  });

  it('accepts an array and cleans it the same way', () => {
    expect(splitCommaList([' a ', '', 'b'])).toEqual(['a', 'b']);
  });

  it('gives an empty list for nothing', () => {
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(null)).toEqual([]);
    expect(splitCommaList(undefined)).toEqual([]);
  });
});
