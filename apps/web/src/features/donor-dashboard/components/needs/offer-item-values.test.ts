import { NEED_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { need } from '#src/components/needs/test/need-fixtures';
import { validateItemForm } from '../item-form/item-form-values';
import { offerItemValues, offerQuantityCap } from './offer-item-values';

/** What the donor still has to fill in for the offer to be valid. */
const completed = (values: ReturnType<typeof offerItemValues>) => ({
  ...values,
  description: 'Refurbished, with chargers.',
  fair_market_value: 250,
  shipping_options: ['nonprofit_pickup' as const],
});

describe('the offer form filled from a need', () => {
  it('takes the need’s title and category and offers all that is still needed', () => {
    const values = offerItemValues(need({ quantity_remaining: 6 }));
    expect(values).toMatchObject({ title: 'Laptops for our coding class', category: 'Electronics', quantity: 6 });
    expect(values.description).toBe('');
    expect(values.fair_market_value).toBe('');
  });

  it('allows resale only when the nonprofit said it would resell, auction or raffle', () => {
    expect(offerItemValues(need({ intended_use: 'programs' })).resale_permitted).toBe(false);
    expect(offerItemValues(need({ intended_use: 'resale' })).resale_permitted).toBe(true);
  });

  it('refuses more units than the need still lacks, in the server’s words', () => {
    const shown = need({ quantity_remaining: 6 });
    const cap = offerQuantityCap(shown);
    const values = completed(offerItemValues(shown));
    expect(validateItemForm(values, cap)).toEqual({});
    expect(validateItemForm({ ...values, quantity: 7 }, cap)).toEqual({ quantity: NEED_MESSAGES.offerTooLarge(6) });
    expect(validateItemForm({ ...values, quantity: 7 })).toEqual({});
  });

  it('keeps the item form’s own refusals first', () => {
    const shown = need({ quantity_remaining: 6 });
    const values = { ...completed(offerItemValues(shown)), quantity: 0 };
    expect(validateItemForm(values, offerQuantityCap(shown)).quantity).toBe('Quantity must be at least 1');
  });
});
