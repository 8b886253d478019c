/** Said wherever an EIN is refused for its form (sign-up, profile, admin edit). */
export const EIN_MESSAGE = 'EIN must be 9 digits, like 12-3456789';

/** An EIN is nine digits, written XX-XXXXXXX. Returns the canonical form or null. */
export function normalizeEin(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}
