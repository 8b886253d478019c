export const STRENGTH_LABELS = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordStrength {
  /** 0..5: one point each for length >= 8, uppercase, lowercase, digit, symbol. */
  score: number;
  label: StrengthLabel;
}

const STRONG_LENGTH = 8;
const CHARACTER_KINDS = [
  { pattern: /[A-Z]/, name: 'an upper-case letter' },
  { pattern: /[a-z]/, name: 'a lower-case letter' },
  { pattern: /\d/, name: 'a digit' },
  { pattern: /[^A-Za-z0-9]/, name: 'a symbol' },
] as const;

/** The strength meter (docs/product.md, Accounts and sign-in). */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [password.length >= STRONG_LENGTH, ...CHARACTER_KINDS.map(({ pattern }) => pattern.test(password))];
  const score = checks.filter(Boolean).length;
  return { score, label: STRENGTH_LABELS[score] ?? 'Very Weak' };
}

/**
 * The least score a new password must reach: "Fair". With the 8-character minimum that is two kinds
 * of character, so `aaaaaaaa` is refused while a passphrase with spaces or a digit is not
 * (docs/decisions/006-account-safety.md).
 */
export const MIN_PASSWORD_SCORE = 3;

/** Why the meter calls the password too weak, naming what would make it enough, or null. */
export function weakPasswordReason(password: string): string | null {
  if (passwordStrength(password).score >= MIN_PASSWORD_SCORE) return null;
  const missing = CHARACTER_KINDS.filter(({ pattern }) => !pattern.test(password)).map(({ name }) => name);
  const add = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} or ${missing.at(-1)}` : (missing[0] ?? '');
  const longer = password.length < STRONG_LENGTH ? `use at least ${STRONG_LENGTH} characters and ` : '';
  return `Password is too weak: ${longer}add ${add}.`;
}

/** The part of an email address before the @ is checked once it is at least this long. */
export const EMAIL_NAME_MIN_LENGTH = 3;

/** Refusals beyond the length rules; the server sends them as the password issue of a 400. */
export const PASSWORD_MESSAGES = {
  common: 'This password is one of the most commonly used passwords and is easy to guess. Please choose another one.',
  containsEmailName: 'Your password must not contain your email address or the part of it before the @.',
} as const;

/** True when the password contains the email's name part (before the @), ignoring case. */
export function passwordContainsEmailName(password: string, email: string | null | undefined): boolean {
  const at = (email ?? '').lastIndexOf('@');
  if (at < 0) return false;
  const name = email!.slice(0, at).trim().toLowerCase();
  return name.length >= EMAIL_NAME_MIN_LENGTH && password.toLowerCase().includes(name);
}

export interface PasswordPolicyOptions {
  /** The account's email address, when known (sign-up, reset). */
  email?: string | null;
  /**
   * Whether the password is on the common-passwords list. The server passes its list (the
   * authoritative check); the browser leaves it out so the list never ships in the page.
   */
  isCommon?: (password: string) => boolean;
}

/**
 * The first of these rules a password of the right length breaks, as the message to show, or null:
 * common, then the email's name, then too weak for the meter.
 */
export function passwordPolicyError(password: string, options: PasswordPolicyOptions = {}): string | null {
  if (options.isCommon?.(password)) return PASSWORD_MESSAGES.common;
  if (passwordContainsEmailName(password, options.email)) return PASSWORD_MESSAGES.containsEmailName;
  return weakPasswordReason(password);
}
