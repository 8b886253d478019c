/**
 * Money in nonprofit and donor views is shown in whole US dollars; admin views and the tax report
 * keep the cents (docs/product.md, Formats and look).
 */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Integer cents as whole dollars, rounded to the nearest dollar (half up): 125050 -> "$1,251". */
export function formatWholeDollars(cents: number): string {
  return wholeDollars.format(Math.round(cents) / 100);
}
