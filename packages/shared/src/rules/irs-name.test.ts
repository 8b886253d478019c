import { describe, expect, it } from 'vitest';
import { normalizeOrganizationName as normalise } from './irs-name';

describe('IRS names: normalised before comparing', () => {
  it('ignores case, punctuation and legal suffixes', () => {
    expect(normalise('Lakeside Youth Alliance, Inc.')).toBe('lakeside youth alliance');
    expect(normalise('LAKESIDE YOUTH ALLIANCE')).toBe('lakeside youth alliance');
    expect(normalise('Harbor Pantry Incorporated')).toBe('harbor pantry');
    expect(normalise('Acme Corp.')).toBe('acme');
    expect(normalise('River Co LLC')).toBe('river');
    expect(normalise('Northwind Ltd')).toBe('northwind');
  });

  it('drops "the" and reads "&" as "and"', () => {
    expect(normalise('The Boys & Girls Club of Evanston')).toBe('boys and girls club of evanston');
    expect(normalise('BOYS AND GIRLS CLUB OF EVANSTON THE')).toBe('boys and girls club of evanston');
  });

  it('keeps possessives as one word and collapses spaces', () => {
    expect(normalise("Children's   Museum")).toBe(normalise('CHILDRENS MUSEUM'));
    expect(normalise('  food -- bank  ')).toBe('food bank');
  });

  it('spells out the abbreviations the IRS uses', () => {
    expect(normalise('NATL ASSN OF FOOD BANKS')).toBe('national association of food banks');
    expect(normalise('Lakeside Comm Ctr')).toBe('lakeside community center');
    expect(normalise('Smith Family Fdn')).toBe(normalise('Smith Family Foundation'));
    expect(normalise('INTL RESCUE SVCS')).toBe('international rescue services');
    expect(normalise('Hist Soc of Ohio')).toBe('hist society of ohio');
    expect(normalise('STATE UNIV FNDTN')).toBe('state university foundation');
  });

  it('reads "St" as Saint only as the first word', () => {
    expect(normalise("St. Mary's Food Bank")).toBe('saint marys food bank');
    expect(normalise('The St Vincent Society')).toBe('saint vincent society');
    expect(normalise('Main St Shelter')).toBe('main st shelter');
  });

  it('keeps words that only contain a dropped word', () => {
    expect(normalise('Theatre Company Collective')).toBe('theatre company collective');
    expect(normalise('Incline Village Cooperative')).toBe('incline village cooperative');
  });

  it('removes accents', () => {
    expect(normalise('Café Résumé Fund')).toBe('cafe resume fund');
  });
});
