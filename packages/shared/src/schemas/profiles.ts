import { z } from 'zod';
import { DONOR_ENTITY_TYPES } from './tax-report';
import { APPROVAL_STATUSES, DONOR_SCOPES, PASSWORD_MAX_LENGTH } from '../constants';
import { EIN_TAKEN_MESSAGE } from '../rules/ein';
import { emailSchema, requiredText, rowIdSchema, safeString, type ValidationIssue } from './common';
import {
  clearableText,
  commaListField,
  einField,
  logoUrlField,
  stateField,
  websiteField,
  zipField,
} from './profile-fields';

/** The profile calls' sentences (docs/product.md, Profiles); the web shows the first two as toasts. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Error updating profile. Please try again.',
  /** The upload is ready; the profile shows it once saved. */
  logoUploaded: 'Logo uploaded. Save your profile to use it; Cancel keeps your current logo.',
  /** PUT /users/{id} naming a site picture that is not this account's upload (or has been cleaned up). */
  logoNotYours: 'That picture is not one of your uploads. Please upload the logo again.',
  passwordNeeded: 'Enter your current password to change your email address.',
  wrongPassword: 'The current password is not correct.',
  emailTaken: 'This email address is already registered to another account.',
  /** The same sentence as at sign-up: it never names the organization that has the EIN. */
  einTaken: EIN_TAKEN_MESSAGE,
  einLocked: 'Your EIN was checked when your organization was approved. Please contact support to change it.',
  /** PUT /users/{id} on an admin account: admins edit accounts from the admin dashboard. */
  adminAccount: 'Admin accounts are edited from the admin dashboard.',
  /** Shown while pending_email waits for its link. */
  emailChangePending: (email: string) =>
    `We sent a confirmation link to ${email}. Until it is opened, keep signing in with your current address.`,
  /** POST /auth/verify-email answers this for an email-change link. */
  emailChanged: 'Your new email address is confirmed. Use it to sign in from now on.',
} as const;

/**
 * POST /users/{id}/logo: the re-encoded upload, not yet the logo. The profile points at it only when
 * saved with it (PUT /users/{id} with logo_url); an unsaved one is removed with the unused pictures.
 */
export const logoUploadSchema = z.object({ logo_url: z.string() });
export type LogoUpload = z.infer<typeof logoUploadSchema>;

/** `{donor_id}` of GET /donor/{donor_id}/profile (the other profile calls take `{id}`: idParamSchema). */
export const donorProfileParamsSchema = z.object({ donor_id: rowIdSchema });

const accountFields = {
  id: z.number().int(),
  /** The account holder's full name. */
  name: z.string(),
  /** The same as name: the account holder is the organization's contact. */
  contact_name: z.string(),
  /** The address the account signs in with and receives mail at. */
  email: z.string(),
  /** A new address waiting for its confirmation link; null when none. */
  pending_email: z.string().nullable(),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** An uploaded logo (`/api/images/{id}.webp`, public) or an http(s) address. */
  logo_url: z.string().nullable(),
  approval_status: z.enum(APPROVAL_STATUSES),
  /** ISO 8601 timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
};

/** GET /nonprofit/{id}/profile. Coordinates come from the address (shipping address first). */
export const nonprofitProfileSchema = z.object({
  role: z.literal('nonprofit'),
  ...accountFields,
  organization_name: z.string().nullable(),
  ein: z.string().nullable(),
  mission_statement: z.string().nullable(),
  service_areas: z.array(z.string()),
  /** The organization's street address, with city, state and zip. */
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Private: `/api/documents/{id}`, readable by the nonprofit and admins; set by POST /documents/upload. */
  tax_exempt_doc_url: z.string().nullable(),
  shipping_address: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_state: z.string().nullable(),
  shipping_zip: z.string().nullable(),
});
export type NonprofitProfile = z.infer<typeof nonprofitProfileSchema>;

/** GET /donor/{donor_id}/profile. Its items sit at the pickup location with the donor's reach. */
export const donorProfileSchema = z.object({
  role: z.literal('donor'),
  ...accountFields,
  company_name: z.string().nullable(),
  /** The same as company_name: a donor's organization is its company. */
  organization_name: z.string().nullable(),
  donor_scope: z.enum(DONOR_SCOPES),
  /** Decides the tax report's Form 8283 notes; C corporation unless the donor says otherwise. */
  entity_type: z.enum(DONOR_ENTITY_TYPES),
  giving_preferences: z.array(z.string()),
  pickup_address: z.string().nullable(),
  pickup_city: z.string().nullable(),
  pickup_state: z.string().nullable(),
  pickup_zip: z.string().nullable(),
  pickup_latitude: z.number().nullable(),
  pickup_longitude: z.number().nullable(),
});
export type DonorProfile = z.infer<typeof donorProfileSchema>;

/** What PUT /users/{id} and POST /users/{id}/logo answer: the fresh profile of the account's role. */
export const profileSchema = z.discriminatedUnion('role', [nonprofitProfileSchema, donorProfileSchema]);
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /users/{id}: every field is optional, and a missing one stays as it is; blank (or null) clears
 * an optional one. Fields of the other role, read-only fields (contact_name, coordinates,
 * approval_status, tax_exempt_doc_url) and unknown ones are ignored. A donor's organization_name is
 * its company_name: send company_name. Role requirements: profileUpdateIssues.
 */
export const profileUpdateSchema = z.object({
  name: requiredText('Full name', 120).optional(),
  email: emailSchema.optional(),
  /** Needed when email changes. */
  current_password: safeString().max(PASSWORD_MAX_LENGTH).optional(),
  phone: requiredText('Phone', 40).optional(),
  website: websiteField().optional(),
  city: clearableText('City', 120).optional(),
  state: stateField().optional(),
  zip: zipField().optional(),
  logo_url: logoUrlField().optional(),
  // nonprofit
  organization_name: clearableText('Organization name', 200).optional(),
  ein: einField().optional(),
  mission_statement: clearableText('Mission statement', 2000).optional(),
  service_areas: commaListField().optional(),
  address: clearableText('Address', 300).optional(),
  shipping_address: clearableText('Shipping address', 300).optional(),
  shipping_city: clearableText('Shipping city', 120).optional(),
  shipping_state: stateField().optional(),
  shipping_zip: zipField().optional(),
  // donor
  company_name: clearableText('Company name', 200).optional(),
  donor_scope: z
    .enum(DONOR_SCOPES, { error: 'Donor scope must be local_community, citywide, statewide or nationwide' })
    .optional(),
  entity_type: z
    .enum(DONOR_ENTITY_TYPES, {
      error: 'Entity type must be c_corporation, s_corporation_or_partnership or other',
    })
    .optional(),
  giving_preferences: commaListField().optional(),
  pickup_address: clearableText('Pickup address', 300).optional(),
  pickup_city: clearableText('Pickup city', 120).optional(),
  pickup_state: stateField().optional(),
  pickup_zip: zipField().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const COMMON_FIELDS = ['name', 'email', 'phone', 'website', 'city', 'state', 'zip', 'logo_url'] as const;

/** The fields each role may edit through PUT /users/{id}. */
export const PROFILE_EDIT_FIELDS = {
  nonprofit: [
    ...COMMON_FIELDS,
    'organization_name',
    'ein',
    'mission_statement',
    'service_areas',
    'address',
    'shipping_address',
    'shipping_city',
    'shipping_state',
    'shipping_zip',
  ],
  donor: [
    ...COMMON_FIELDS,
    'company_name',
    'donor_scope',
    'entity_type',
    'giving_preferences',
    'pickup_address',
    'pickup_city',
    'pickup_state',
    'pickup_zip',
  ],
} as const satisfies Record<'nonprofit' | 'donor', readonly (keyof ProfileUpdate)[]>;

/** What a role may not leave empty: checked by the server, and by the form before it sends. */
export function profileUpdateIssues(role: 'nonprofit' | 'donor', update: ProfileUpdate): ValidationIssue[] {
  const required: [keyof ProfileUpdate, string][] =
    role === 'nonprofit'
      ? [
          ['organization_name', 'Organization name is required'],
          ['ein', 'EIN is required'],
        ]
      : [['company_name', 'Company name is required']];
  return required.filter(([field]) => update[field] === null).map(([field, msg]) => ({ loc: ['body', field], msg }));
}

/** PUT /users/{id}/tour: the guided tour was finished or skipped (true), or is to be shown again (false). */
export const tourUpdateSchema = z.object({ completed: z.boolean({ error: 'completed must be true or false' }) });
export const tourStateSchema = z.object({ tour_completed: z.boolean() });
export type TourState = z.infer<typeof tourStateSchema>;
