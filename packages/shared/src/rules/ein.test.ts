import { describe, expect, it } from 'vitest';
import { EIN_MESSAGE, einPrefixMessage, normalizeEin, parseEin } from './ein';

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

describe('parseEin', () => {
  it('keeps an EIN whose prefix the IRS assigns, in its canonical form', () => {
    for (const input of ['01-2345678', '061234567', '10-1234567', '27-1234567', '39-1234567', '48-1234567']) {
      expect(parseEin(input)).toEqual({ ein: normalizeEin(input) });
    }
    for (const input of ['50-1234567', '68-1234567', '71-1234567', '77-1234567', '80-1234567', '88-1234567']) {
      expect(parseEin(input)).toEqual({ ein: input });
    }
    for (const input of ['90-1234567', '95-1234567', '98-1234567', '99-1234567']) {
      expect(parseEin(input)).toEqual({ ein: input });
    }
  });

  it('refuses every prefix the IRS does not assign, naming it', () => {
    const unassigned = [
      '00',
      '07',
      '08',
      '09',
      '17',
      '18',
      '19',
      '28',
      '29',
      '49',
      '69',
      '70',
      '78',
      '79',
      '89',
      '96',
      '97',
    ];
    for (const prefix of unassigned) {
      expect(parseEin(`${prefix}1234567`)).toEqual({ error: `EIN prefix ${prefix} is not one the IRS assigns` });
    }
    expect(einPrefixMessage('07')).toBe('EIN prefix 07 is not one the IRS assigns');
    const assigned = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(
      (prefix) => !unassigned.includes(prefix),
    );
    expect(assigned).toHaveLength(83);
    for (const prefix of assigned) expect(parseEin(`${prefix}-1234567`)).toEqual({ ein: `${prefix}-1234567` });
  });

  it('says the form is wrong before looking at the prefix', () => {
    expect(parseEin('07-123456')).toEqual({ error: EIN_MESSAGE });
    expect(parseEin('')).toEqual({ error: EIN_MESSAGE });
  });
});
