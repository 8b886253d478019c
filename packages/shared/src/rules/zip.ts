/** Said wherever a ZIP code is refused for its form. */
export const ZIP_MESSAGE = 'ZIP code must be 5 digits or ZIP+4, like 60601 or 60601-1234';

/**
 * A US ZIP code: 5 digits, or ZIP+4 (9 digits, with or without the dash or a space). Returns the
 * canonical form (`60601` or `60601-1234`), or null for anything else.
 */
export function normalizeZip(input: string): string | null {
  const match = /^(\d{5})(?:[-\s]?(\d{4}))?$/.exec(input.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}
