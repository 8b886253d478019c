/** Product name: the seeds withhold the original's (DESIGN.md). */
export const PRODUCT_NAME = 'In-Kind Marketplace';

export const ROLES = ['nonprofit', 'donor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGNUP_ROLES = ['nonprofit', 'donor'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const PREFERRED_CONTACTS = ['email', 'phone', 'both'] as const;
export const DONOR_SCOPES = ['local_community', 'citywide', 'statewide', 'nationwide'] as const;
export type DonorScope = (typeof DONOR_SCOPES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Seed 000 section 9: upload limit in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const TIMINGS = {
  resendCountdownSeconds: 60,
  redirectAfterVerifyMs: 3000,
  redirectAfterResetMs: 3000,
  contactBannerMs: 5000,
} as const;

export const AUTH_LIMITS = {
  sessionAbsoluteDays: 30,
  sessionIdleDays: 7,
  resetTokenMinutes: 60,
  verifyTokenHours: 48,
  loginPerAccount: 10,
  loginPerIp: 50,
  loginWindowMinutes: 15,
  emailActionsPerHour: 3,
} as const;

/** The auth API's exact sentences; the web matches some of them (seed 000 section 8). */
export const AUTH_MESSAGES = {
  emailTaken: 'Email already registered',
  registeredDonor: 'Account created! Please check your email for a link to verify your address before logging in.',
  registeredNonprofit:
    'Account created! Please check your email for a link to verify your address. Once verified you can log in while we review your organization (usually 2-3 business days).',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified:
    'Please verify your email address before logging in. Check your inbox or request a new verification link.',
  verificationSent: 'If an account needs verification, a new link is on its way.',
  tooManyRequests: 'Too many requests. Please try again later.',
  emailVerified: 'Email verified successfully',
  invalidVerificationLink: 'Invalid or expired verification link. Please request a new one.',
  invalidEmail: 'Please enter a valid email address.',
  resetSent: "If an account exists with that email address, you'll receive password reset instructions shortly.",
  invalidResetToken: 'Invalid or expired reset token',
  passwordReset: 'Password reset successful! You can now log in with your new password.',
} as const;

/** 429 answer of POST /auth/login; `minutes` is what is left of the counting window, rounded up. */
export const tooManyLoginAttemptsMessage = (minutes: number) =>
  `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export const INQUIRY_TYPES = ['general', 'technical', 'account', 'partnership', 'billing', 'feedback'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General question',
  technical: 'Technical support',
  account: 'Account help',
  partnership: 'Partnership',
  billing: 'Billing',
  feedback: 'Feedback',
};

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** Where each role lands after login (seed 000 section 2). */
export const DASHBOARD_PATH: Record<Role, string> = {
  nonprofit: '/nonprofit-dashboard',
  donor: '/donor-dashboard',
  admin: '/admin-dashboard',
};
