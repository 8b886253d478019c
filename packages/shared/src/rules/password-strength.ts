export const STRENGTH_LABELS = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordStrength {
  /** 0..5: one point each for length >= 8, uppercase, lowercase, digit, symbol. */
  score: number;
  label: StrengthLabel;
}

/** The reset-password strength meter (docs/product.md, Accounts and sign-in). */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, label: STRENGTH_LABELS[score] ?? 'Very Weak' };
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

/** The first of these rules the password breaks, as the message to show, or null. */
export function passwordPolicyError(password: string, options: PasswordPolicyOptions = {}): string | null {
  if (options.isCommon?.(password)) return PASSWORD_MESSAGES.common;
  if (passwordContainsEmailName(password, options.email)) return PASSWORD_MESSAGES.containsEmailName;
  return null;
}
