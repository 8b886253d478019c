import {
  dollarsToCents,
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatInteger,
  formatUsdCents,
  formatWholeDollars as formatWholeDollarsOfCents,
} from '@app/shared';

/**
 * Counts, money and dates are written by the shared hand-written formatters: a page's first Intl
 * formatter costs its start-up 25-40 ms (docs/quality.md, Lighthouse). Only a fraction still uses
 * Intl, made on first use.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const fractionFormat = lazily(() => new Intl.NumberFormat('en-US'));

/** Dollars with two decimals, e.g. $1,249.50 (fair market values). */
export function formatMoney(dollars: number): string {
  return formatUsdCents(dollarsToCents(dollars));
}

/**
 * A dollar amount in whole US dollars, e.g. $12,500: how nonprofit and donor views show money
 * (the shared rule takes cents; fair market values and totals arrive in dollars).
 */
export function formatWholeDollars(dollars: number): string {
  return formatWholeDollarsOfCents(dollarsToCents(dollars));
}

/** Integer cents (payments) shown as dollars. */
export function formatCents(cents: number): string {
  return formatUsdCents(cents);
}

/** Payment amounts arrive in cents and show as dollars with the currency uppercased, e.g. "$12.50 USD". */
export function formatPaymentAmount(cents: number, currency: string): string {
  return `${formatCents(cents)} ${currency.toUpperCase()}`;
}

/** A count with thousands separators; a fraction keeps up to three decimals. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? formatInteger(value) : fractionFormat().format(value);
}

/** "1 token" / "12 tokens". */
export function formatTokens(tokens: number): string {
  return `${formatNumber(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** en-US short date in the viewer's own time zone; '' for missing or bad input. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  // A bare calendar date (an event day) is that day wherever the viewer is, not UTC midnight.
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDayMonthYear(date);
}

/** "Mar 4, 2026, 3:05 PM" in the viewer's own time zone; '' for missing or bad input. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDayMonthYearTime(date);
}
