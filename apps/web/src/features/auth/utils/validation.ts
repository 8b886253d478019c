import { emailSchema, passwordPolicyError, passwordSchema } from '@app/shared';

/** 'Please enter your email address' when empty, else the shared schema's message. */
export function emailError(value: string): string | null {
  if (!value.trim()) return 'Please enter your email address';
  const result = emailSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please enter a valid email address.');
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Reset password: 'Password is required', the 8-character minimum, then the rules the browser can
 * check (too weak for the meter); the server adds the common-passwords list.
 */
export function newPasswordError(value: string): string | null {
  const result = passwordSchema.safeParse(value);
  if (!result.success) return result.error.issues[0]?.message ?? 'Password is required';
  return passwordPolicyError(value);
}

export function confirmPasswordError(value: string, password: string): string | null {
  if (!value) return 'Please confirm your password';
  if (value !== password) return 'Passwords do not match';
  return null;
}
