/**
 * Numbers and US dollars as en-US writes them, by hand rather than with Intl.NumberFormat: the
 * browser's first NumberFormat loads ICU's number data, about 25 ms of main-thread work on this
 * project's reference machine (100 ms under Lighthouse's phone profile), paid by every page that
 * shows a count or a price (docs/quality.md, Lighthouse). The unit tests hold these to Intl's output.
 *
 * Money in nonprofit and donor views is shown in whole US dollars; admin views and the tax report
 * keep the cents (docs/product.md, Formats and look).
 */

/** An integer with thousands separators: 1234567 -> "1,234,567", -1200 -> "-1,200". Rounds half away from zero. */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded);
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '');
  }
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/** Integer cents as dollars and cents: 124950 -> "$1,249.50", -500 -> "-$5.00". */
export function formatUsdCents(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  return `${sign}$${formatInteger(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents as whole dollars, rounded to the nearest dollar (half up): 125050 -> "$1,251". */
export function formatWholeDollars(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100) + (abs % 100 >= 50 ? 1 : 0);
  return `${whole < 0 && dollars > 0 ? '-' : ''}$${formatInteger(dollars)}`;
}
