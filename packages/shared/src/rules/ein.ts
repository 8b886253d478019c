/**
 * A nonprofit's EIN (docs/product.md, Accounts and sign-in): nine digits, written
 * XX-XXXXXXX, whose first two are a prefix the IRS assigns, and one nonprofit's alone. The same
 * rule and sentences serve sign-up, profile edit and the admin's edit, in the server and browser.
 */

/** Said wherever an EIN is refused for its form (sign-up, profile, admin edit). */
export const EIN_MESSAGE = 'EIN must be 9 digits, like 12-3456789';

/** Said when another nonprofit already has the EIN; it never names that organization. */
export const EIN_TAKEN_MESSAGE =
  'An organization with this EIN is already registered. If it is yours, contact support.';

/** Said when the first two digits are not an IRS campus or office prefix: names the prefix. */
export const einPrefixMessage = (prefix: string) => `EIN prefix ${prefix} is not one the IRS assigns`;

/** The prefixes the IRS assigns, as inclusive ranges: 01-06, 10-16, 20-27, ... 90-95, 98, 99. */
const ASSIGNED_PREFIXES: readonly (readonly [number, number])[] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 39],
  [40, 48],
  [50, 59],
  [60, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

/** Whether two digits (`07`, `36`) are a prefix the IRS assigns. */
function isAssignedEinPrefix(prefix: string): boolean {
  if (!/^\d{2}$/.test(prefix)) return false;
  const value = Number(prefix);
  return ASSIGNED_PREFIXES.some(([first, last]) => value >= first && value <= last);
}

/** An EIN is nine digits, written XX-XXXXXXX. Returns the canonical form or null (the prefix is not checked). */
export function normalizeEin(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** The EIN in its canonical form, or the sentence saying what is wrong with it (its form, then its prefix). */
export function parseEin(input: string): { ein: string; error?: undefined } | { ein?: undefined; error: string } {
  const ein = normalizeEin(input);
  if (!ein) return { error: EIN_MESSAGE };
  const prefix = ein.slice(0, 2);
  if (!isAssignedEinPrefix(prefix)) return { error: einPrefixMessage(prefix) };
  return { ein };
}
