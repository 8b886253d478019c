import { z } from 'zod';
import { TOKEN_LEDGER_TYPES, TOKEN_RULES } from '../../marketplace-constants';
import { TOKEN_BUNDLE_KEYS } from '../../payment-constants';
import { rowIdSchema, safeString } from '../common';
import { adminListQuerySchema, adminPageFields, blankToUndefined, optionalChoice } from './lists';
import { formatInteger } from '../../rules/money';

/**
 * The admin's Tokens tab (docs/product.md, Admin console: Tokens): balances, the ledger, bundle
 * sales and adjustments. A balance is "low" under TOKEN_RULES.lowBalanceThreshold (10) tokens.
 */
export const ADMIN_TOKEN_BALANCE_STATUSES = ['low', 'normal'] as const;
export type AdminTokenBalanceStatus = (typeof ADMIN_TOKEN_BALANCE_STATUSES)[number];
export const ADMIN_TOKEN_BALANCE_SORTS = ['name', 'balance'] as const;

/** The seed's page of ledger entries, and the most one call returns. */
export const ADMIN_TOKEN_TRANSACTIONS_LIMIT = 100;
/** How many low balances, and top spenders, the analytics name (the counts cover them all). */
export const ADMIN_TOKEN_ALERTS_SHOWN = 10;
export const ADMIN_TOP_SPENDERS_SHOWN = 10;
/** An adjustment larger than this is a typo, not a grant. */
export const ADMIN_TOKEN_ADJUSTMENT_MAX = 100_000;
/** "Expiring soon" on the overview: lots whose 12 months end within this many days. */
export const ADMIN_TOKENS_EXPIRING_DAYS = 30;

export const ADMIN_TOKEN_MESSAGES = {
  adjusted: 'Token balance adjusted successfully!',
  adjustFailed: 'Error adjusting token balance',
  noteRequired: 'An admin note is required: say why the balance changes.',
  amountRequired: 'Adjustment amount is required.',
  amountWhole: 'The adjustment must be a whole number of tokens.',
  amountZero: 'The adjustment cannot be 0: give a positive number to add tokens or a negative one to remove them.',
  amountTooLarge: `The adjustment must be between -${formatInteger(ADMIN_TOKEN_ADJUSTMENT_MAX)} and ${formatInteger(ADMIN_TOKEN_ADJUSTMENT_MAX)} tokens.`,
  nothingToRemove: 'The balance is already 0: there are no tokens to remove.',
  notNonprofit: "Only a nonprofit's tokens can be adjusted.",
  notFound: 'Nonprofit not found.',
} as const;

export const ADMIN_TOKEN_TYPE_LABELS: Record<(typeof TOKEN_LEDGER_TYPES)[number], string> = {
  purchase: 'Purchase',
  spend: 'Spend',
  refund: 'Refund',
  expire: 'Expired',
  adjust: 'Adjustment',
};

/** The overview and revenue calls read nothing but the seed's `admin_id`. */
export const adminTokensReadQuerySchema = z.object({ admin_id: rowIdSchema.optional() });

/** Figures over the whole ledger; "outstanding" is every nonprofit's balance together. */
export const adminTokenOverviewSchema = z.object({
  /** Purchases and positive adjustments. */
  tokens_issued: z.number().int(),
  tokens_purchased: z.number().int(),
  tokens_granted_by_admins: z.number().int(),
  /** Spends, before refunds. */
  tokens_spent: z.number().int(),
  tokens_refunded: z.number().int(),
  tokens_expired: z.number().int(),
  /** Negative adjustments, as the (positive) number of tokens taken. */
  tokens_removed_by_admins: z.number().int(),
  /** issued - spent + refunded - expired - removed: what nonprofits hold now. */
  tokens_outstanding: z.number().int(),
  /** Held in lots whose 12 months end within 30 days. */
  tokens_expiring_30_days: z.number().int(),
  nonprofits_holding_tokens: z.number().int(),
});
export type AdminTokenOverview = z.infer<typeof adminTokenOverviewSchema>;

export const adminLowBalanceSchema = z.object({
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  nonprofit_email: z.string(),
  balance: z.number().int(),
});
export type AdminLowBalance = z.infer<typeof adminLowBalanceSchema>;

/** GET /admin/tokens/overview. Low balances: approved nonprofits under 10 tokens, lowest first. */
export const adminTokenOverviewResponseSchema = z.object({
  overview: adminTokenOverviewSchema,
  low_balance_alerts: z.object({
    count: z.number().int(),
    threshold: z.number().int(),
    nonprofits: z.array(adminLowBalanceSchema),
  }),
});
export type AdminTokenOverviewResponse = z.infer<typeof adminTokenOverviewResponseSchema>;

/** GET /admin/tokens/balances: every nonprofit; search by organization name, contact name or email. */
export const adminTokenBalancesQuerySchema = adminListQuerySchema.extend({
  status: optionalChoice('status', ADMIN_TOKEN_BALANCE_STATUSES),
  sort_by: optionalChoice('sort_by', ADMIN_TOKEN_BALANCE_SORTS),
});
export type AdminTokenBalancesQuery = z.output<typeof adminTokenBalancesQuerySchema>;

export const adminTokenBalanceSchema = z.object({
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  nonprofit_email: z.string(),
  approval_status: z.string(),
  /** Tokens in unexpired lots: what the nonprofit can spend now. */
  balance: z.number().int(),
  /** Purchases and positive adjustments, ever. */
  total_purchased: z.number().int(),
  /** Spends less refunds, ever. */
  total_spent: z.number().int(),
  status: z.enum(ADMIN_TOKEN_BALANCE_STATUSES),
});
export type AdminTokenBalance = z.infer<typeof adminTokenBalanceSchema>;

export const adminTokenBalancesPageSchema = z.object({
  balances: z.array(adminTokenBalanceSchema),
  ...adminPageFields,
});
export type AdminTokenBalancesPage = z.infer<typeof adminTokenBalancesPageSchema>;

/**
 * GET /admin/tokens/transactions: the ledger, newest first. The seed's `limit` (100) and `offset`;
 * `page` counts pages of `limit` when no offset is given. `user_id` is the nonprofit.
 */
export const adminTokenTransactionsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'Limit must be 1 or more' })
    .max(ADMIN_TOKEN_TRANSACTIONS_LIMIT, { error: `Limit must be at most ${ADMIN_TOKEN_TRANSACTIONS_LIMIT}` })
    .default(ADMIN_TOKEN_TRANSACTIONS_LIMIT),
  offset: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0, { error: 'Offset must be 0 or more' }).max(10_000_000).optional(),
  ),
  page: z.coerce.number().int().min(1, { error: 'Page must be 1 or more' }).max(100_000).default(1),
  user_id: z.preprocess(blankToUndefined, rowIdSchema.optional()),
  type: optionalChoice('type', TOKEN_LEDGER_TYPES),
  admin_id: rowIdSchema.optional(),
});
export type AdminTokenTransactionsQuery = z.output<typeof adminTokenTransactionsQuerySchema>;

export const adminTokenTransactionSchema = z.object({
  id: z.number().int(),
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  transaction_type: z.enum(TOKEN_LEDGER_TYPES),
  /** Positive in, negative out. */
  tokens: z.number().int(),
  description: z.string(),
  request_id: z.number().int().nullable(),
  /** The requested item's title, when the entry belongs to a request. */
  request_item_title: z.string().nullable(),
  /** The admin behind an adjustment. */
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminTokenTransaction = z.infer<typeof adminTokenTransactionSchema>;

export const adminTokenTransactionsPageSchema = z.object({
  transactions: z.array(adminTokenTransactionSchema),
  ...adminPageFields,
  offset: z.number().int(),
  limit: z.number().int(),
});
export type AdminTokenTransactionsPage = z.infer<typeof adminTokenTransactionsPageSchema>;

/** GET /admin/tokens/revenue: paid token purchases per bundle, and who spends the most. */
export const adminTokenRevenueSchema = z.object({
  bundle_performance: z.array(
    z.object({
      bundle_key: z.enum(TOKEN_BUNDLE_KEYS),
      label: z.string(),
      sales_count: z.number().int(),
      tokens_sold: z.number().int(),
      revenue_cents: z.number().int(),
    }),
  ),
  top_spending_nonprofits: z.array(
    z.object({
      nonprofit_id: z.number().int(),
      nonprofit_name: z.string(),
      /** Spends less refunds. */
      tokens_spent: z.number().int(),
      balance: z.number().int(),
    }),
  ),
});
export type AdminTokenRevenue = z.infer<typeof adminTokenRevenueSchema>;

const adjustmentAmount = z
  .number({ error: ADMIN_TOKEN_MESSAGES.amountWhole })
  .int({ error: ADMIN_TOKEN_MESSAGES.amountWhole })
  .min(-ADMIN_TOKEN_ADJUSTMENT_MAX, { error: ADMIN_TOKEN_MESSAGES.amountTooLarge })
  .max(ADMIN_TOKEN_ADJUSTMENT_MAX, { error: ADMIN_TOKEN_MESSAGES.amountTooLarge })
  .refine((value) => value !== 0, { error: ADMIN_TOKEN_MESSAGES.amountZero });
const adjustmentNote = safeString({ error: ADMIN_TOKEN_MESSAGES.noteRequired }).trim().max(1000, {
  error: 'The admin note must be at most 1000 characters.',
});

/**
 * POST /admin/tokens/adjust: the seed's `adjustment_amount` and `admin_note`, also accepted as
 * `amount` and `note`. A positive amount adds a 12-month lot; a negative one takes from the oldest
 * lots, never below 0.
 */
export const adminTokenAdjustSchema = z
  .object({
    nonprofit_id: rowIdSchema,
    adjustment_amount: adjustmentAmount.optional(),
    amount: adjustmentAmount.optional(),
    admin_note: adjustmentNote.optional(),
    note: adjustmentNote.optional(),
    admin_id: rowIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.adjustment_amount === undefined && value.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['adjustment_amount'], message: ADMIN_TOKEN_MESSAGES.amountRequired });
    }
    if (!(value.admin_note ?? value.note)) {
      ctx.addIssue({ code: 'custom', path: ['admin_note'], message: ADMIN_TOKEN_MESSAGES.noteRequired });
    }
  })
  .transform(({ nonprofit_id, adjustment_amount, amount, admin_note, note }) => ({
    nonprofit_id,
    amount: (adjustment_amount ?? amount)!,
    note: (admin_note ?? note)!,
  }));
export type AdminTokenAdjustRequest = z.input<typeof adminTokenAdjustSchema>;
export type AdminTokenAdjust = z.output<typeof adminTokenAdjustSchema>;

export const adminTokenAdjustResponseSchema = z.object({
  message: z.string(),
  nonprofit_id: z.number().int(),
  /** What was asked for. */
  requested_amount: z.number().int(),
  /** What the ledger recorded: less than asked when a removal met a balance of 0. */
  applied_amount: z.number().int(),
  balance_before: z.number().int(),
  balance_after: z.number().int(),
  /** A positive adjustment's lot expires then (ISO); null for a removal. */
  expires_at: z.string().nullable(),
});
export type AdminTokenAdjustResponse = z.infer<typeof adminTokenAdjustResponseSchema>;

/** What a removal will leave, as the dialog says before it is sent: never below 0. */
export function adjustedBalance(balance: number, amount: number): { after: number; applied: number } {
  const after = Math.max(0, balance + amount);
  return { after, applied: after - balance };
}

export const lowTokenBalance = (balance: number) => balance < TOKEN_RULES.lowBalanceThreshold;
