/** Service areas and giving preferences: split on commas, trimmed, empties dropped. */
export function splitCommaList(input: string | readonly string[] | null | undefined): string[] {
  if (input == null) return [];
  const parts = typeof input === 'string' ? input.split(',') : input;
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
