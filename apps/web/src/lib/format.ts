import { dollarsToCents, formatWholeDollars as formatWholeDollarsOfCents } from '@app/shared';

const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Dollars with two decimals, e.g. $1,249.50 (fair market values). */
export function formatMoney(dollars: number): string {
  return currencyFormat.format(dollars);
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
  return currencyFormat.format(cents / 100);
}

/** Payment amounts arrive in cents and show as dollars with the currency uppercased, e.g. "$12.50 USD". */
export function formatPaymentAmount(cents: number, currency: string): string {
  return `${formatCents(cents)} ${currency.toUpperCase()}`;
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 token" / "12 tokens". */
export function formatTokens(tokens: number): string {
  return `${numberFormat.format(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** en-US short date in the viewer's own time zone; '' for missing or bad input. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  // A bare calendar date (an event day) is that day wherever the viewer is, not UTC midnight.
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 4, 2026, 3:05 PM" in the viewer's own time zone; '' for missing or bad input. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
