/** Product name. */
export const PRODUCT_NAME = 'In-Kind Marketplace';

export const ROLES = ['nonprofit', 'donor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** What a non-admin gets from any admin call, and what the console shows on a 403. */
export const ADMIN_ACCESS_DENIED = 'Access denied. Admin privileges required.';
export const SIGNUP_ROLES = ['nonprofit', 'donor'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const PREFERRED_CONTACTS = ['email', 'phone', 'both'] as const;
export const DONOR_SCOPES = ['local_community', 'citywide', 'statewide', 'nationwide'] as const;
export type DonorScope = (typeof DONOR_SCOPES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Upload limit in bytes (10 MB). */
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
  /**
   * Failed logins an account (or one known device of it) may make at once; after that each further
   * try must wait 1 s, 2 s, 4 s... since the previous one, never more than the cap. A soft lockout:
   * the owner waits minutes at worst, and from a known device is not held back at all.
   */
  loginFreeFailures: 5,
  loginBackoffBaseSeconds: 1,
  loginBackoffMaxSeconds: 15 * 60,
  /** A streak of failures untouched this long is forgotten. */
  loginFailureMemoryHours: 24,
  /**
   * Failed logins against one account from one client address per window: an attacker guessing
   * one account is stopped here, without touching colleagues behind the same address.
   */
  loginPerAccountAndIp: 50,
  /** Failed logins from one client address across accounts per window: what stops spraying. */
  loginPerIp: 500,
  loginWindowMinutes: 15,
  /** How long a browser that signed in stays a known device of that account. */
  knownDeviceDays: 365,
  /** Sign-ups from one client address per hour: what stops testing addresses in bulk. */
  signupsPerIpPerHour: 20,
  emailActionsPerHour: 3,
} as const;

/**
 * How soon a new nonprofit is reviewed, as every page words it (docs/product.md, Verification); the
 * admins' Overview counts the same business days to flag reviews running late.
 */
export const VERIFICATION_PROMISE_BUSINESS_DAYS = 3;
export const VERIFICATION_PROMISE = `2-${VERIFICATION_PROMISE_BUSINESS_DAYS} business days`;

/** The auth API's exact sentences; the web matches some of them. */
export const AUTH_MESSAGES = {
  emailTaken: 'Email already registered',
  registeredDonor: 'Account created! Please check your email for a link to verify your address before logging in.',
  registeredNonprofit: `Account created! Please check your email for a link to verify your address. Once verified you can log in while we review your organization (usually ${VERIFICATION_PROMISE}).`,
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

/** "45 seconds", "1 minute", "15 minutes": a wait told to the user, rounded up. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** 429 answer of POST /auth/login; `seconds` is how long until the next try is accepted. */
export const tooManyLoginAttemptsMessage = (seconds: number) =>
  `Too many login attempts. Please try again in ${formatWait(seconds)}.`;

/** 429 answer of POST /auth/register once one address has signed up too often. */
export const tooManySignupsMessage = (seconds: number) =>
  `Too many sign-ups from your network. Please try again in ${formatWait(seconds)}.`;

/** Private documents (tax-exempt letters): how often and how much one user may upload. */
export const UPLOAD_LIMITS = {
  perUserPerHour: 10,
  /** Bytes one user's stored documents may add up to (50 MB: five letters at the 10 MB maximum). */
  quotaBytesPerUser: 52_428_800,
  /** A document linked to nothing (not the owner's current letter) is removed after this long. */
  orphanGraceHours: 24,
  /** Letters sent with sign-up upload tokens from one client address in an hour (429 past it). */
  signupUploadsPerAddressPerHour: 5,
  /** A nonprofit sign-up never verified is removed, letter and all, after this long. */
  abandonedSignupDays: 7,
} as const;

/**
 * Sign-up refuses a link for the tax-exempt letter: the letter is always one of our own uploads,
 * attached to the account by the upload itself (docs/product.md, Uploads).
 */
export const TAX_LETTER_LINK_MESSAGE =
  'The tax-exempt letter cannot be a link. Upload it as a PDF, JPEG or PNG file once your account is created.';

export const tooManyUploadsMessage = (seconds: number) =>
  `You have uploaded several files in a short time. Please try again in ${formatWait(seconds)}.`;
export const UPLOAD_QUOTA_MESSAGE = `Upload refused: your documents would take more than ${
  UPLOAD_LIMITS.quotaBytesPerUser / 1_048_576
} MB of storage. Replace your current letter instead of adding more files, or contact support.`;

/** Individual messages (emailed to the recipient): how many one sender may send per hour. */
export const MESSAGE_LIMITS = {
  donorPerHour: 20,
  adminPerHour: 100,
} as const;

export const tooManyMessagesMessage = (seconds: number) =>
  `You have sent many messages in a short time. Please try again in ${formatWait(seconds)}.`;

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

/** Where each role lands after login. */
export const DASHBOARD_PATH: Record<Role, string> = {
  nonprofit: '/nonprofit-dashboard',
  donor: '/donor-dashboard',
  admin: '/admin-dashboard',
};
