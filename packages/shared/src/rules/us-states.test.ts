import { describe, expect, it } from 'vitest';
import { US_STATES } from '../constants';
import { matchStates, stateCodeOf, US_STATE_NAMES, US_STATE_OPTIONS } from './us-states';

describe('the state matching', () => {
  it('names every state and DC once, labelled with name and code', () => {
    expect(Object.keys(US_STATE_NAMES).sort()).toEqual([...US_STATES].sort());
    expect(US_STATE_OPTIONS.find((option) => option.value === 'IL')?.label).toBe('Illinois (IL)');
  });

  it('finds a state from the start of its name, whatever the case', () => {
    expect(matchStates('Illi')).toEqual(['IL']);
    expect(matchStates('illinois')).toEqual(['IL']);
    expect(matchStates('  ILLINOIS ')).toEqual(['IL']);
  });

  it('puts the state whose code was typed first', () => {
    expect(matchStates('il')[0]).toBe('IL');
    expect(matchStates('NY')[0]).toBe('NY');
    expect(matchStates('ca')[0]).toBe('CA');
    expect(matchStates('in')[0]).toBe('IN');
  });

  it('finds names by a later word or a part of the name', () => {
    expect(matchStates('new')).toEqual(['NH', 'NJ', 'NM', 'NY']);
    expect(matchStates('carolina')).toEqual(['NC', 'SC']);
    expect(matchStates('york')).toEqual(['NY']);
    expect(matchStates('columbia')).toEqual(['DC']);
  });

  it('finds nothing for text that names no state, and everything for an empty search', () => {
    expect(matchStates('Ontario')).toEqual([]);
    expect(matchStates('zz')).toEqual([]);
    expect(matchStates('')).toHaveLength(US_STATES.length);
  });

  it('reads a typed name or code as the stored two-letter code', () => {
    expect(stateCodeOf('Illinois')).toBe('IL');
    expect(stateCodeOf('il')).toBe('IL');
    expect(stateCodeOf('new york')).toBe('NY');
    expect(stateCodeOf('Illi')).toBeNull();
    expect(stateCodeOf('')).toBeNull();
    expect(stateCodeOf(null)).toBeNull();
  });
});
