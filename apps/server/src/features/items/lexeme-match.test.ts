import { describe, expect, it } from 'vitest';
import { queryTest, vectorLexemes } from './lexeme-match';

const lexemes = (...words: string[]) => new Set(words);

describe('lexeme-match: PostgreSQL text forms of tsvector and tsquery', () => {
  it('reads the lexemes of a printed vector, with positions, weights and doubled quotes', () => {
    expect(vectorLexemes("'chair':1A,4 'offic':2B 'o''neil':3")).toEqual(lexemes('chair', 'offic', "o'neil"));
    expect(vectorLexemes('')).toEqual(lexemes());
    expect(vectorLexemes("'back\\\\slash':1")).toEqual(lexemes('back\\slash'));
    expect(vectorLexemes('chair:1')).toBeNull();
  });

  it('matches words, prefixes, AND and OR as PostgreSQL does', () => {
    const test = queryTest("'offic' & 'chair':*");
    expect(test(lexemes('offic', 'chairs'))).toBe(true);
    expect(test(lexemes('offic', 'stool'))).toBe(false);
    expect(test(lexemes('chair'))).toBe(false);
    const either = queryTest("'lamp' | 'lantern' & 'solar'");
    expect(either(lexemes('lamp'))).toBe(true);
    expect(either(lexemes('lantern'))).toBe(false);
    expect(either(lexemes('lantern', 'solar'))).toBe(true);
    expect(queryTest("( 'lamp' | 'lantern' ) & 'solar'")(lexemes('lamp'))).toBe(false);
  });

  it('errs towards a match: negations, phrases as their words anywhere, weights ignored', () => {
    expect(queryTest("'chair' & !'offic'")(lexemes('chair', 'offic'))).toBe(true);
    expect(queryTest("!'chair'")(lexemes())).toBe(true);
    expect(queryTest("'offic' <-> 'chair'")(lexemes('chair', 'offic'))).toBe(true);
    expect(queryTest("'offic' <2> 'chair'")(lexemes('offic'))).toBe(false);
    expect(queryTest("'chair':AB")(lexemes('chair'))).toBe(true);
  });

  it('matches everything when the query is empty (stop words only) or cannot be read', () => {
    expect(queryTest('')(lexemes())).toBe(true);
    expect(queryTest("'chair' &")(lexemes())).toBe(true);
    expect(queryTest("'chair' ) 'lamp'")(lexemes())).toBe(true);
    expect(queryTest('chair')(lexemes())).toBe(true);
  });
});
