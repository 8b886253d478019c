import {
  normalizeEin,
  normalizeWebsite,
  normalizeZip,
  PROFILE_MESSAGES,
  profileUpdateIssues,
  profileUpdateSchema,
  type ErrorResponse,
  type ProfileUpdateInput,
} from '@app/shared';
import { ApiError } from '#src/lib/api-client';
import type { ProfileRole } from './profile-api';

/** The text form of a profile: every field a string (lists comma-separated), states a Select value. */
export type ProfileFormValues = Record<string, string | null>;

/**
 * What a field shows once it loses focus: the value the server would store (https:// added, the EIN
 * and ZIP in their usual form), so nothing changes behind the user's back. Null: shown as typed.
 */
export function normalizerFor(field: string): ((value: string) => string) | null {
  if (field === 'website') return normalizeWebsite;
  if (field === 'ein') return (value) => normalizeEin(value) ?? value;
  if (field.endsWith('zip')) return (value) => normalizeZip(value) ?? value;
  return null;
}

/**
 * The PUT body: only the fields that changed (a missing field stays as it is), the current password
 * only with a new email address. Blank clears an optional field.
 */
export function changedFields(initial: ProfileFormValues, values: ProfileFormValues): ProfileUpdateInput {
  const body: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'current_password') continue;
    if ((value ?? '') !== (initial[field] ?? '')) body[field] = value ?? '';
  }
  if ('email' in body) body.current_password = values.current_password ?? '';
  return body as ProfileUpdateInput;
}

/** Field errors under the shared rules (the server applies the same ones), keyed by form field. */
export function validateProfile(
  role: ProfileRole,
  initial: ProfileFormValues,
  values: ProfileFormValues,
): Record<string, string> {
  const body = changedFields(initial, values);
  const errors: Record<string, string> = {};
  if ('email' in body && !values.current_password) errors.current_password = PROFILE_MESSAGES.passwordNeeded;
  const result = profileUpdateSchema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return errors;
  }
  for (const issue of profileUpdateIssues(role, result.data)) errors[String(issue.loc[1])] ??= issue.msg;
  return errors;
}

/** A refusal's per-field messages (`loc: ['body', field]`), for the form to show beside each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.detail as Exclude<ErrorResponse['detail'], string>) {
    const field = issue.loc.find((part) => part !== 'body');
    if (typeof field === 'string') errors[field] ??= issue.msg;
  }
  return errors;
}

export const listText = (list: readonly string[]) => list.join(', ');
