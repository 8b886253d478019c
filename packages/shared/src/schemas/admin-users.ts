import { z } from 'zod';
import { APPROVAL_STATUSES, ROLES, type ApprovalStatus } from '../constants';
import { parseEin } from '../rules/ein';
import { irsEvidenceFieldSchema } from './admin/irs-evidence';
import { optionalFlag } from './admin/lists';
import { emailSchema, optionalText, rowIdSchema, safeString } from './common';

/** The admin user list shows 20 a page; larger pages are capped. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
/** The older GET /admin/users returns at most this many of the newest accounts. */
export const ADMIN_USERS_LEGACY_LIMIT = 500;

export const REJECTION_REASON_REQUIRED = 'Please give a reason for rejecting this account.';
/** Approving a nonprofit that uploaded no letter takes a second, explicit yes (docs/product.md, Dashboards and admin). */
export const NO_LETTER_APPROVAL_QUESTION = 'No tax-exempt letter uploaded. Approve anyway?';
export const NO_LETTER_APPROVAL_REFUSED =
  'No tax-exempt letter uploaded. Send approve_without_letter: true to approve this nonprofit anyway.';

/** True when this decision would approve a nonprofit with no tax-exempt letter on file. */
export function approvesWithoutLetter(
  account: { role: string; approval_status: ApprovalStatus; tax_exempt_doc_url: string | null },
  status: ApprovalStatus | undefined,
): boolean {
  return (
    status === 'approved' &&
    account.approval_status !== 'approved' &&
    account.role === 'nonprofit' &&
    !account.tax_exempt_doc_url
  );
}

/** Query strings arrive as '' or 'all' when a filter is cleared: both mean "no filter". */
const blankToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page must be 1 or more' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'Limit must be 1 or more' })
    .max(ADMIN_USERS_MAX_PAGE_SIZE, { error: `Limit must be at most ${ADMIN_USERS_MAX_PAGE_SIZE}` })
    .default(ADMIN_USERS_PAGE_SIZE),
  search: safeString().trim().max(200).optional(),
  role: z.preprocess(blankToUndefined, z.enum(ROLES, { error: 'Role must be nonprofit, donor or admin' }).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(APPROVAL_STATUSES, { error: 'Status must be pending, approved or rejected' }).optional(),
  ),
  sort_by_date: z.preprocess(
    blankToUndefined,
    z.enum(['desc', 'asc'], { error: 'sort_by_date must be desc or asc' }).default('desc'),
  ),
  /** Clients send the caller's id; identity comes from the session, so it is accepted and unused. */
  admin_id: rowIdSchema.optional(),
  /** true: only the nonprofits and donors whose address could not be placed (unplaced_accounts). */
  unplaced: optionalFlag('unplaced'),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  role: z.enum(ROLES),
  organization_name: z.string().nullable(),
  ein: z.string().nullable(),
  company_name: z.string().nullable(),
  approval_status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  tax_exempt_doc_url: z.string().nullable(),
  email_verified: z.boolean(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  /** What the IRS files say about a nonprofit now (docs/product.md, "Checking a nonprofit against IRS data"); null for others. */
  irs_evidence: irsEvidenceFieldSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
  /**
   * Nonprofits and donors, across the whole site, that the marketplace cannot place (no coordinates
   * for their address, or no address): local and citywide reach cannot be measured for them. Always
   * sent by the server; optional so a list the browser filters itself need not invent it.
   */
  unplaced_accounts: z.number().int().optional(),
});
export type AdminUsersPageResponse = z.infer<typeof adminUsersPageResponseSchema>;

export const adminUsersListResponseSchema = z.object({ users: z.array(adminUserSchema) });
export type AdminUsersListResponse = z.infer<typeof adminUsersListResponseSchema>;

const editText = (label: string, max: number) =>
  safeString({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .nullable();

/** Fields whose presence turns the call into the edit form rather than a bare approval decision. */
export const ADMIN_USER_EDIT_FIELDS = [
  'name',
  'email',
  'city',
  'state',
  'organization_name',
  'ein',
  'company_name',
] as const;

/**
 * PUT /admin/users/{id}/update takes either an approval decision `{approval_status, reason?}` or
 * the edit form `{name, email, city, state, organization_name, ein, company_name, approval_status}`.
 * Role-specific requirements (organization and EIN for nonprofits, company for donors) depend on
 * the account edited and are checked by the server against it.
 */
export const adminUserUpdateSchema = z
  .object({
    approval_status: z
      .enum(APPROVAL_STATUSES, { error: 'Approval status must be pending, approved or rejected' })
      .optional(),
    reason: optionalText(1000),
    /** The admin's yes to NO_LETTER_APPROVAL_QUESTION; needed only when approvesWithoutLetter. */
    approve_without_letter: z.boolean({ error: 'approve_without_letter must be true or false' }).optional(),
    /** Accepted as another name for `reason`. */
    rejection_reason: optionalText(1000),
    name: editText('Name', 120),
    email: z.preprocess((value) => (value === '' ? undefined : value), emailSchema.optional().nullable()),
    city: editText('City', 120),
    state: editText('State', 2).transform((value) => (value == null ? value : value.toUpperCase())),
    organization_name: editText('Organization name', 200),
    // The same EIN rule as sign-up and the profile (parseEin); the server checks that no other nonprofit has it.
    ein: editText('EIN', 20).superRefine((value, ctx) => {
      const error = value ? parseEin(value).error : undefined;
      if (error !== undefined) ctx.addIssue({ code: 'custom', message: error });
    }),
    company_name: editText('Company name', 200),
  })
  .superRefine((value, ctx) => {
    const isEdit = ADMIN_USER_EDIT_FIELDS.some((field) => value[field] !== undefined);
    if (!isEdit) {
      if (!value.approval_status) {
        ctx.addIssue({ code: 'custom', path: ['approval_status'], message: 'Approval status is required' });
      }
      return;
    }
    const required: [keyof typeof value, string][] = [
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
    ];
    for (const [field, message] of required) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(({ rejection_reason, reason, ...rest }) => ({ ...rest, reason: reason ?? rejection_reason ?? null }));
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

export const adminUserUpdateResponseSchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserUpdateResponse = z.infer<typeof adminUserUpdateResponseSchema>;

/** The success message shown: 'User {status} successfully' or 'User updated successfully'. */
export function adminUserDecisionMessage(status: (typeof APPROVAL_STATUSES)[number]): string {
  return status === 'pending' ? 'User set to pending successfully' : `User ${status} successfully`;
}
export const ADMIN_USER_UPDATED_MESSAGE = 'User updated successfully';

/**
 * GET /admin/users/{id}: one account, found even when it is not on the list's current page (the
 * Users tab's `user_id=` link), with how much it has done so its requests, items and payments can
 * be opened from it.
 */
export const adminUserDetailResponseSchema = z.object({
  user: adminUserSchema,
  activity: z.object({
    /** Requests it made (nonprofit) or received (donor). */
    requests: z.number().int(),
    /** Items it listed (donors). */
    items: z.number().int(),
    /** Invoices issued to it (nonprofits), void ones left out. */
    invoices: z.number().int(),
  }),
  /** The IRS evidence as an admin saw it when approving (its checked_at is then); null if approved before any IRS file. */
  approval_irs_evidence: irsEvidenceFieldSchema,
});
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponseSchema>;
