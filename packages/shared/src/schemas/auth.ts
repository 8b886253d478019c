import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  DONOR_SCOPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PREFERRED_CONTACTS,
  ROLES,
  TAX_LETTER_LINK_MESSAGE,
} from '../constants';
import { parseEin } from '../rules/ein';
import { emailSchema, optionalText, requiredText, safeString } from './common';
import { commaListField, zipField } from './profile-fields';
import { optionalHttpUrl } from './url';

export const passwordSchema = safeString({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  });

const stateCode = safeString()
  .trim()
  .toUpperCase()
  .max(2)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

const website = optionalHttpUrl(300, { website: true });

const commaList = commaListField()
  .optional()
  .transform((value) => value ?? []);

/** Blank or missing is none; anything typed must be a ZIP or ZIP+4. */
const zip = zipField()
  .optional()
  .transform((value) => value ?? null);

/** Required at sign-up: nine digits with a prefix the IRS assigns (parseEin), kept as `12-3456789`. */
const einSchema = safeString({ error: 'EIN is required' })
  .trim()
  .min(1, { error: 'EIN is required' })
  .transform((value, ctx) => {
    const { ein, error } = parseEin(value);
    if (error !== undefined) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return ein;
  });

const commonRegistration = {
  email: emailSchema,
  password: passwordSchema,
  name: requiredText('Full name', 120),
  phone: requiredText('Phone', 40),
  city: optionalText(120),
  state: stateCode,
  zip,
  preferred_contact: z.enum(PREFERRED_CONTACTS).optional().nullable().default('email'),
  website,
};

/**
 * Nonprofit sign-up: donor fields are not part of it and are dropped (docs/product.md, Accounts and
 * sign-in). Coordinates are never taken from the client: the server places the address it is given.
 */
export const nonprofitRegistrationSchema = z.object({
  role: z.literal('nonprofit'),
  ...commonRegistration,
  organization_name: requiredText('Organization name', 200),
  ein: einSchema,
  /** The organization's street address (with city, state and zip). */
  address: optionalText(300),
  shipping_address: optionalText(300),
  shipping_city: optionalText(120),
  shipping_state: stateCode,
  shipping_zip: zip,
  mission_statement: optionalText(2000),
  service_areas: commaList,
  logo_url: optionalHttpUrl(500),
  // The letter is attached by its upload alone (it is then one of our documents, owned by this
  // account): sign-up names none, neither an address elsewhere nor another account's document.
  tax_exempt_doc_url: safeString()
    .trim()
    .max(500)
    .optional()
    .nullable()
    .refine((value) => !value, { error: TAX_LETTER_LINK_MESSAGE })
    .transform(() => null),
});

export const donorRegistrationSchema = z.object({
  role: z.literal('donor'),
  ...commonRegistration,
  company_name: requiredText('Company name', 200),
  donor_scope: z.enum(DONOR_SCOPES).optional().nullable().default('nationwide'),
  pickup_address: optionalText(300),
  pickup_city: optionalText(120),
  pickup_state: stateCode,
  pickup_zip: zip,
  giving_preferences: commaList,
  company_logo_url: optionalHttpUrl(500),
});

export const registerRequestSchema = z.discriminatedUnion(
  'role',
  [nonprofitRegistrationSchema, donorRegistrationSchema],
  { error: 'Role must be nonprofit or donor' },
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterPayload = z.output<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: safeString({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export const tokenOnlySchema = z.object({
  token: safeString({ error: 'Token is required' }).trim().min(1, { error: 'Token is required' }).max(200),
});
export const resetPasswordRequestSchema = tokenOnlySchema.extend({ password: passwordSchema });

/** The signed-in user as the browser sees it: never a hash, never another user's data. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  approval_status: z.enum(APPROVAL_STATUSES),
  email_verified: z.boolean(),
  organization_name: z.string().nullable(),
  company_name: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  tax_exempt_doc_url: z.string().nullable(),
  /** The guided tour was finished or skipped (PUT /users/{id}/tour). */
  tour_completed: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userResponseSchema = z.object({ user: sessionUserSchema });
/** GET /auth/session: the signed-in user, or null for a visitor. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /auth/register: does not sign in; `upload_token` lets a new nonprofit upload its letter. */
export const registerResponseSchema = z.object({
  user: sessionUserSchema,
  message: z.string(),
  upload_token: z.string().nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const verifyEmailResponseSchema = userResponseSchema.extend({ message: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** GET /dev/mailbox (outside production): recorded emails, so verification and reset links can be followed. */
/**
 * Where an email stands: recorded (no mail server configured), queued for the background sender,
 * sending, sent, or failed after its last attempt (docs/product.md, Emails).
 */
export const EMAIL_STATUSES = ['recorded', 'queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const devMailboxQuerySchema = z.object({ to: emailSchema.optional() });
export const devEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  links: z.array(z.string()),
  body: z.string(),
  created_at: z.string(),
});
export type DevEmail = z.infer<typeof devEmailSchema>;
export const devMailboxResponseSchema = z.object({ emails: z.array(devEmailSchema) });

/** GET /dev/test-login: 200 only while demo data is on outside production, else 404. */
export const testLoginStatusSchema = z.object({ enabled: z.literal(true) });
