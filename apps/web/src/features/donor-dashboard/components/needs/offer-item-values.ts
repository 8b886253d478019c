import { NEED_MESSAGES, type Need } from '@app/shared';
import { initialItemValues, type ItemFormValues, type QuantityCap } from '../item-form/item-form-values';

/** What answering a need needs to know of it. */
export type AnsweredNeed = Pick<Need, 'id' | 'title' | 'category' | 'quantity_remaining' | 'intended_use'>;

/**
 * The item form filled from the need (docs/product.md, Needs board): its title and category, as many
 * units as are still needed, and resale allowed when the nonprofit said it would resell, auction or
 * raffle (the accepted request carries that use, which the listing must permit).
 */
export function offerItemValues(need: AnsweredNeed): ItemFormValues {
  return {
    ...initialItemValues(null),
    title: need.title,
    category: need.category,
    quantity: Math.max(1, need.quantity_remaining),
    resale_permitted: need.intended_use === 'resale',
  };
}

/** An offer covers at most what the need still lacks; the server refuses more in the same words. */
export function offerQuantityCap(need: AnsweredNeed): QuantityCap {
  return { max: need.quantity_remaining, message: NEED_MESSAGES.offerTooLarge(need.quantity_remaining) };
}
