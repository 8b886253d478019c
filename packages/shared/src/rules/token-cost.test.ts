import { describe, expect, it } from 'vitest';
import { dollarsToCents, tokenCost } from './token-cost';

describe('tokenCost', () => {
  it.each([
    [0, 1, 1],
    [100, 1, 1],
    [500, 1, 1],
    [501, 1, 2],
    [1000, 1, 2],
    [14999, 1, 30],
    [15000, 1, 30],
    [2500, 3, 15],
    [1, 1000, 2],
  ])('%i cents x %i costs %i tokens', (cents, quantity, tokens) => {
    expect(tokenCost(cents, quantity)).toBe(tokens);
  });

  it('refuses fractions of a cent and non-positive quantities', () => {
    expect(() => tokenCost(10.5)).toThrow(RangeError);
    expect(() => tokenCost(100, 0)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  it('is exact for two-decimal amounts', () => {
    expect(dollarsToCents(149.99)).toBe(14999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.005)).toBe(101);
  });
});
