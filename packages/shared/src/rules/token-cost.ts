/**
 * docs/product.md, Tokens: tokens = ceil(0.05 x unit fair market value x quantity / 0.25), at least 1,
 * i.e. one token per $5 of value, rounded up. Computed on integer cents so it is exact:
 * 0.05 x cents/100 / 0.25 = cents / 500.
 */
export const VALUE_CENTS_PER_TOKEN = 500;

export function tokenCost(unitValueCents: number, quantity = 1): number {
  if (!Number.isInteger(unitValueCents) || unitValueCents < 0)
    throw new RangeError('unitValueCents must be a whole number of cents');
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('quantity must be a positive whole number');
  return Math.max(1, Math.ceil((unitValueCents * quantity) / VALUE_CENTS_PER_TOKEN));
}

/** Dollars as typed or sent (e.g. 149.99) to integer cents, rounding half away from zero. */
export function dollarsToCents(dollars: number): number {
  // toPrecision drops binary noise first: 1.005 * 100 is 100.49999999999999 in floating point.
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

export const centsToDollars = (cents: number): number => cents / 100;
