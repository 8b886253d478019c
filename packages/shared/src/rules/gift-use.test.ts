import { describe, expect, it } from 'vitest';
import { GIFT_USE_NOT_STATED, giftUseLabel, hasCareStatement, isUseAllowed, usesAllowed } from './gift-use';

describe('usesAllowed', () => {
  it('offers resale, auction or raffle only where the listing permits it', () => {
    expect(usesAllowed({ resale_permitted: false })).toEqual(['programs', 'care_of_needy']);
    expect(usesAllowed({ resale_permitted: true })).toEqual(['programs', 'care_of_needy', 'resale']);
    expect(isUseAllowed('resale', { resale_permitted: false })).toBe(false);
    expect(isUseAllowed('care_of_needy', { resale_permitted: false })).toBe(true);
  });

  it('names a missing use "Not stated"', () => {
    expect(giftUseLabel(null)).toBe(GIFT_USE_NOT_STATED);
    expect(giftUseLabel('care_of_needy')).toMatch(/ill, the needy or infants/);
  });
});

describe('hasCareStatement', () => {
  const signed = { signed_at: '2026-01-05T10:00:00.000Z' };
  it('is true only for a signed acknowledgement whose use is the care of the ill, the needy or infants', () => {
    expect(hasCareStatement({ intended_use: 'care_of_needy', signature: signed })).toBe(true);
    expect(hasCareStatement({ intended_use: 'care_of_needy', signature: null })).toBe(false);
    expect(hasCareStatement({ intended_use: 'programs', signature: signed })).toBe(false);
    expect(hasCareStatement({ intended_use: 'resale', signature: signed })).toBe(false);
    expect(hasCareStatement({ intended_use: null, signature: signed })).toBe(false);
    expect(hasCareStatement(null)).toBe(false);
  });
});
