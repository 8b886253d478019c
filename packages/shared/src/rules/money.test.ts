import { describe, expect, it } from 'vitest';
import { formatInteger, formatUsdCents, formatWholeDollars } from './money';

describe('formatWholeDollars', () => {
  it('shows cents as whole dollars with thousands separators', () => {
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(1_250_000)).toBe('$12,500');
    expect(formatWholeDollars(99)).toBe('$1');
  });

  it('rounds to the nearest dollar, half up', () => {
    expect(formatWholeDollars(124_950)).toBe('$1,250');
    expect(formatWholeDollars(124_949)).toBe('$1,249');
    expect(formatWholeDollars(150)).toBe('$2');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatWholeDollars(-1_000)).toBe('-$10');
  });
});

/** Intl is the oracle: the hand-written formats must read exactly as en-US writes them. */
describe('the hand-written formats match Intl.NumberFormat en-US', () => {
  const integers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const wholeDollars = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const samples = [
    0,
    1,
    -1,
    5,
    49,
    50,
    99,
    100,
    101,
    149,
    150,
    999,
    1_000,
    1_049,
    1_050,
    99_999,
    100_000,
    123_456,
    999_950,
    1_000_000,
    12_345_678,
    987_654_321,
    -50,
    -149,
    -150,
    -999_999,
    2 ** 31,
  ];
  // Plus a spread of pseudo-random amounts up to a million dollars, the same each run.
  let seed = 7;
  for (let index = 0; index < 500; index++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    samples.push(seed % 100_000_001, -(seed % 10_001));
  }

  it('formatInteger', () => {
    for (const value of samples) expect(formatInteger(value), String(value)).toBe(integers.format(value));
    expect(formatInteger(2.5)).toBe('3');
    expect(formatInteger(-0.4)).toBe('0');
    // Exact where Intl's division by 100 would not be.
    expect(formatUsdCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('formatUsdCents', () => {
    for (const cents of samples) expect(formatUsdCents(cents), String(cents)).toBe(dollarsAndCents.format(cents / 100));
  });

  it('formatWholeDollars', () => {
    for (const cents of samples) {
      // Intl writes "-$0" for a loss of under 50 cents; we write "$0" (below).
      if (cents < 0 && cents > -50) continue;
      expect(formatWholeDollars(cents), String(cents)).toBe(wholeDollars.format(cents / 100));
    }
    expect(formatWholeDollars(-49)).toBe('$0');
    expect(formatWholeDollars(-150)).toBe('-$2');
  });
});
