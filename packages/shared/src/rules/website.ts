/**
 * Seed 001 section 5: "if the text has a dot, no space and no http(s), https:// is prepended".
 * Anything else is returned trimmed as typed.
 */
export function normalizeWebsite(input: string): string {
  const text = input.trim();
  if (text === '') return '';
  if (/^https?:\/\//i.test(text)) return text;
  if (text.includes('.') && !/\s/.test(text)) return `https://${text}`;
  return text;
}
