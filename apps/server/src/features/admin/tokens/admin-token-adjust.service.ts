import {
  ADMIN_TOKEN_MESSAGES,
  DASHBOARD_PATH,
  type AdminTokenAdjust,
  type AdminTokenAdjustResponse,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { createNotification } from '#src/features/notifications';
import { deductTokens, grantTokens, liveTokenBalance, lockNonprofit } from '#src/features/tokens';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { users, type UserRow } from '#src/platform/database/schema';
import { badRequest, notFound } from '#src/platform/errors';

/** "1 token" / "1,200 tokens". */
const formatTokenCount = (tokens: number) => `${tokens.toLocaleString('en-US')} ${tokens === 1 ? 'token' : 'tokens'}`;

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

interface Adjusted {
  nonprofit: Pick<UserRow, 'id' | 'email' | 'name' | 'organizationName'>;
  before: number;
  applied: number;
  expiresAt: Date | null;
}

/** The nonprofit's bell and its email, written with the change so that one never goes without the other. */
async function tellNonprofit(ctx: AppContext, tx: Transaction, change: Adjusted, note: string): Promise<void> {
  const { nonprofit, before, applied, expiresAt } = change;
  const after = before + applied;
  const what =
    applied > 0
      ? `added ${formatTokenCount(applied)} to your balance`
      : `removed ${formatTokenCount(-applied)} from your balance`;
  const expiry = expiresAt ? ` The added tokens expire on ${longDate(expiresAt)}.` : '';
  await createNotification(tx, {
    userId: nonprofit.id,
    type: 'tokens_adjusted',
    title: 'Token balance adjusted',
    message: `Our team ${what}, which is now ${formatTokenCount(after)}.${expiry} Note: ${note}`,
    metadata: { tokens: applied, balance: after },
  });
  await ctx.mailer.queueIn(tx, {
    template: 'tokens_adjusted',
    to: nonprofit.email,
    userId: nonprofit.id,
    vars: {
      nonprofit_name: nonprofit.organizationName ?? nonprofit.name,
      change: what,
      balance_before: formatTokenCount(before),
      balance_after: formatTokenCount(after),
      expiry: expiry.trim(),
      note,
      link: `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}`,
    },
  });
}

/**
 * POST /admin/tokens/adjust (docs/product.md, Admin console: Tokens), one transaction: the
 * nonprofit's balance is locked first, then the ledger's own commands run: a positive amount is a
 * new 12-month lot, a negative one takes from the oldest lots and never below 0 (what was really
 * taken is what is recorded, audited and answered). One audit entry, the nonprofit's notification
 * and email. A removal from an empty balance changes nothing and is refused.
 */
export async function adjustTokensAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  input: AdminTokenAdjust,
): Promise<AdminTokenAdjustResponse> {
  const change = await ctx.db.transaction(async (tx): Promise<Adjusted> => {
    const locked = await lockNonprofit(tx, input.nonprofit_id);
    if (!locked) throw notFound(ADMIN_TOKEN_MESSAGES.notFound);
    if (locked.role !== 'nonprofit') throw badRequest(ADMIN_TOKEN_MESSAGES.notNonprofit);
    const [nonprofit] = await tx
      .select({ id: users.id, email: users.email, name: users.name, organizationName: users.organizationName })
      .from(users)
      .where(eq(users.id, input.nonprofit_id));
    const before = await liveTokenBalance(tx, input.nonprofit_id);
    const description = `Adjustment by an admin: ${input.note}`;
    let applied: number;
    let expiresAt: Date | null = null;
    if (input.amount > 0) {
      const lot = await grantTokens(tx, input.nonprofit_id, input.amount, 'adjust', description, {
        createdBy: admin.id,
      });
      applied = input.amount;
      expiresAt = lot.expiresAt;
    } else {
      if (before === 0) throw badRequest(ADMIN_TOKEN_MESSAGES.nothingToRemove);
      applied = -(await deductTokens(tx, input.nonprofit_id, -input.amount, description, { createdBy: admin.id }));
    }
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'adjust_tokens',
      targetType: 'user',
      targetId: input.nonprofit_id,
      targetLabel: nonprofit!.organizationName ?? nonprofit!.name,
      reason: input.note,
      before: { balance: before },
      after: { balance: before + applied, requested: input.amount, applied },
    });
    const adjusted = { nonprofit: nonprofit!, before, applied, expiresAt };
    await tellNonprofit(ctx, tx, adjusted, input.note);
    return adjusted;
  });
  ctx.mailer.wake();
  return {
    message: ADMIN_TOKEN_MESSAGES.adjusted,
    nonprofit_id: input.nonprofit_id,
    requested_amount: input.amount,
    applied_amount: change.applied,
    balance_before: change.before,
    balance_after: change.before + change.applied,
    expires_at: change.expiresAt ? change.expiresAt.toISOString() : null,
  };
}
