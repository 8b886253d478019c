/** A scheme at the start (`javascript:`, `data:`, `ftp:`): not something to put https:// in front of. */
const SCHEME = /^[a-z][a-z0-9+-]*:/i;

/**
 * If the text has a dot, no space and no http(s), https:// is prepended.
 * Text that already names another scheme is left alone, so the URL rule refuses it rather than
 * turning `ftp://files.example` into a https address it never was. Anything else is returned
 * trimmed as typed.
 */
export function normalizeWebsite(input: string): string {
  const text = input.trim();
  if (text === '') return '';
  if (/^https?:\/\//i.test(text)) return text;
  if (SCHEME.test(text)) return text;
  if (text.includes('.') && !/\s/.test(text)) return `https://${text}`;
  return text;
}

export const HTTP_URL_MESSAGE = 'Enter a web address starting with http:// or https://';

/**
 * Whether the text is an absolute http or https URL with a host: the only kind a link or an image
 * may point to. javascript:, data:, ftp: and the rest are refused, however they are spelled.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
