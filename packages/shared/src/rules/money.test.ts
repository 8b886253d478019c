import { describe, expect, it } from 'vitest';
import { formatWholeDollars } from './money';

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
