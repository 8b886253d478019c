export const STRENGTH_LABELS = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordStrength {
  /** 0..5: one point each for length >= 8, uppercase, lowercase, digit, symbol. */
  score: number;
  label: StrengthLabel;
}

/** Seed 000 section 5: the reset-password strength meter. */
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
