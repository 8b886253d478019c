import escapeHtml from 'escape-html';
import { LinkifyIt } from 'linkify-it';

export type EmailVars = Record<string, string | number | null | undefined>;

export interface RenderedEmail {
  subject: string;
  /** The plain-text part; also what the email record keeps. */
  text: string;
  html: string;
  /** The links the platform put in the email (never one from text a user wrote). */
  links: string[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const TEMPLATE_LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Placeholders that carry a link the server built (`link`, `pay_url`, `received_link`...): the
 * only values shown as clickable links. Every other value may hold text a user wrote (a message,
 * a name, an item title) and is shown as text.
 */
export const isLinkVar = (name: string) => name === 'link' || name.endsWith('_link') || name.endsWith('_url');

/** Finds what a mail client would turn into a link: URLs with a scheme, and bare domains such as evil.com. */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false });

/**
 * Writes links in user text so that no mail client turns them into clickable links with a
 * target the user chose, while a reader still sees where they point: `https://evil.com/x` becomes
 * `hxxps://evil[.]com/x`. Email addresses are left alone.
 */
export function defangLinks(text: string): string {
  const matches = linkify.match(text);
  if (!matches) return text;
  let out = '';
  let from = 0;
  for (const match of matches) {
    out += text.slice(from, match.index);
    out += match.raw
      .replace(/^(h)tt(ps?:)/i, '$1xx$2')
      .replace(/^ftp:/i, 'fxp:')
      .replace(/\./g, '[.]');
    from = match.lastIndex;
  }
  return out + text.slice(from);
}

const valueOf = (vars: EmailVars, name: string) => {
  const value = vars[name];
  return value === null || value === undefined ? '' : String(value);
};

const isWebLink = (value: string) => /^https?:\/\/[^\s<>"]+$/.test(value);

/** A template's own text (written by the team, or by admins in the template editor): its URLs are links. */
function templateHtml(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(TEMPLATE_LINK)) {
    out += escapeHtml(text.slice(from, match.index));
    out += anchor(match[0]);
    from = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(from));
}

const anchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

/**
 * Renders a template for sending. Placeholder values are escaped in the HTML part; only the
 * server's link placeholders become <a href>, and links inside any other value are defanged in
 * both parts and never recorded, so a message a donor writes cannot carry a clickable phishing link.
 */
export function renderEmail(source: { subject: string; content: string }, vars: EmailVars): RenderedEmail {
  const links: string[] = [];
  let text = '';
  let html = '';
  let from = 0;
  for (const match of source.content.matchAll(PLACEHOLDER)) {
    const literal = source.content.slice(from, match.index);
    text += literal;
    html += templateHtml(literal);
    links.push(...(literal.match(TEMPLATE_LINK) ?? []));
    const name = match[1]!;
    const value = valueOf(vars, name);
    if (isLinkVar(name) && isWebLink(value)) {
      text += value;
      html += anchor(value);
      links.push(value);
    } else {
      const shown = defangLinks(value);
      text += shown;
      html += escapeHtml(shown);
    }
    from = match.index + match[0].length;
  }
  const rest = source.content.slice(from);
  text += rest;
  html += templateHtml(rest);
  links.push(...(rest.match(TEMPLATE_LINK) ?? []));

  const subject = source.subject
    .replace(PLACEHOLDER, (_, name: string) => defangLinks(valueOf(vars, name)))
    .replace(/[\r\n]+/g, ' ');
  const body = html.replace(/\r?\n/g, '<br>\n');
  return {
    subject,
    text,
    html: `<!doctype html><html><body><div style="font-family: sans-serif; font-size: 15px; line-height: 1.5">${body}</div></body></html>`,
    links,
  };
}
