import { describe, expect, it } from 'vitest';
import { normalizeEin } from './ein';

describe('normalizeEin', () => {
  it('formats nine digits as XX-XXXXXXX', () => {
    expect(normalizeEin('123456789')).toBe('12-3456789');
    expect(normalizeEin(' 12-3456789 ')).toBe('12-3456789');
  });

  it('refuses anything else', () => {
    expect(normalizeEin('12345678')).toBeNull();
    expect(normalizeEin('12-34567890')).toBeNull();
    expect(normalizeEin('ab-cdefghi')).toBeNull();
  });
});
