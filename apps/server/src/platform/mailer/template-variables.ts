import { DEFAULT_TEMPLATES } from './default-templates';
import { isLinkVar } from './render';

/** The renderer's placeholder syntax, {{name}} (render.ts). */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholder names a subject or content uses, each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

export interface TemplateVariables {
  /** What the template's senders fill in: the placeholders of the template as the team wrote it. */
  known: string[];
  /** Link placeholders the content must keep (a verification email without its link is useless). */
  required: string[];
}

/**
 * The variables of a template, read from its default text: each sender fills in exactly the
 * placeholders the team's own version uses, so an admin's edit may use those and no other (an
 * unknown one would be sent as an empty gap).
 */
export function templateVariables(key: string): TemplateVariables {
  const definition = DEFAULT_TEMPLATES.find((candidate) => candidate.key === key);
  if (!definition) return { known: [], required: [] };
  const known = placeholdersIn(`${definition.subject}\n${definition.content}`);
  const required = placeholdersIn(definition.content).filter(isLinkVar);
  return { known, required };
}

/** Why a draft cannot be saved, in words an admin can act on; empty when it can. */
export function draftProblems(key: string, draft: { subject: string; content: string }): string[] {
  // A template the team did not write (none yet) has no known variables to hold an edit to.
  if (!DEFAULT_TEMPLATES.some((candidate) => candidate.key === key)) return [];
  const { known, required } = templateVariables(key);
  const problems: string[] = [];
  const unknown = placeholdersIn(`${draft.subject}\n${draft.content}`).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    const list = unknown.map((name) => `{{${name}}}`).join(', ');
    const allowed = known.map((name) => `{{${name}}}`).join(', ');
    problems.push(`Unknown placeholder${unknown.length > 1 ? 's' : ''} ${list}. This template can use: ${allowed}.`);
  }
  const used = placeholdersIn(draft.content);
  const missing = required.filter((name) => !used.includes(name));
  if (missing.length > 0) {
    const list = missing.map((name) => `{{${name}}}`).join(', ');
    problems.push(`The content must keep ${list}: it carries the link this email exists for.`);
  }
  return problems;
}
