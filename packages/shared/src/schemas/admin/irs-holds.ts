import { z } from 'zod';
import { rowIdSchema, safeString } from '../common';

/**
 * IRS holds (docs/product.md, "Checking a nonprofit against IRS data"): an approved nonprofit that a
 * newer revocation list shows as revoked is held; its open requests pause until an admin lifts the
 * hold (with a reason) or rejects the organization.
 */
export const IRS_HOLD_MESSAGES = {
  lifted: "Hold lifted. The nonprofit's requests can move forward again.",
  reasonRequired: 'A reason is required: say why the hold can be lifted (e.g. the reinstatement letter received).',
  alreadyLifted: 'This hold was already lifted.',
  notFound: 'Hold not found.',
  nonprofitNotFound: 'Nonprofit not found.',
} as const;

/** How many held nonprofits the Overview names (the count covers them all). */
export const OVERVIEW_NAMED_HOLDS = 10;
/** A nonprofit's holds listed in its account, newest first: far more than any real one has. */
export const IRS_HOLDS_PER_NONPROFIT = 20;
export const IRS_HOLD_REASON_MAX = 1000;

export const irsHoldSchema = z.object({
  id: z.number().int(),
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  ein: z.string().nullable(),
  /** YYYY-MM-DD as the IRS list gives it; null when it gave none. */
  revocation_date: z.string().nullable(),
  /** ISO 8601: when the import put the nonprofit on hold. */
  held_since: z.string(),
  /** ISO 8601; null while the hold is open. */
  lifted_at: z.string().nullable(),
  lifted_by_name: z.string().nullable(),
  lift_reason: z.string().nullable(),
  /** The nonprofit's open requests (pending, or approved and not yet received): paused while the hold is open. */
  paused_requests: z.number().int(),
  /** The Users tab filtered to the nonprofit, its account open (`?tab=users&...`). */
  link: z.string(),
});
export type IrsHold = z.infer<typeof irsHoldSchema>;

export const adminIrsHoldsQuerySchema = z.object({
  nonprofit_id: rowIdSchema,
  admin_id: rowIdSchema.optional(),
});
export const adminIrsHoldsResponseSchema = z.object({ holds: z.array(irsHoldSchema) });
export type AdminIrsHoldsResponse = z.infer<typeof adminIrsHoldsResponseSchema>;

export const adminIrsHoldLiftSchema = z.object({
  reason: safeString({ error: IRS_HOLD_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: IRS_HOLD_MESSAGES.reasonRequired })
    .max(IRS_HOLD_REASON_MAX, { error: `The reason must be at most ${IRS_HOLD_REASON_MAX} characters.` }),
  admin_id: rowIdSchema.optional(),
});
export type AdminIrsHoldLift = z.output<typeof adminIrsHoldLiftSchema>;
export const adminIrsHoldLiftResponseSchema = z.object({ message: z.string(), hold: irsHoldSchema });
export type AdminIrsHoldLiftResponse = z.infer<typeof adminIrsHoldLiftResponseSchema>;

/** The signed-in nonprofit's own open hold, for its dashboard's banner. */
export const myIrsHoldResponseSchema = z.object({
  hold: z
    .object({
      revocation_date: z.string().nullable(),
      held_since: z.string(),
    })
    .nullable(),
});
export type MyIrsHoldResponse = z.infer<typeof myIrsHoldResponseSchema>;
