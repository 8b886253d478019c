import { DASHBOARD_PATH, formatCalendarDate } from '@app/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { createNotification } from '#src/features/notifications';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { nonprofitIrsHolds, notifications, users } from '#src/platform/database/schema';

// What a nonprofit is told about its IRS hold (docs/product.md, "Checking a nonprofit against IRS data").

const onDate = (revocationDate: string | null) => (revocationDate ? ` on ${formatCalendarDate(revocationDate)}` : '');

/**
 * Tells each nonprofit newly put on hold, once per hold: a notification in its bell and an email
 * through the outbox. Called after the import's commit with the swap's `heldNonprofitIds`; a hold
 * already announced (or lifted meanwhile) is left alone, so calling it twice tells nobody twice.
 * Returns the holds announced.
 */
export async function announceHolds(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, nonprofitIds: number[]) {
  const ids = [...new Set(nonprofitIds)];
  if (ids.length === 0) return [];
  const announced = await ctx.db.transaction(async (tx) => {
    const holds = await tx
      .select({
        id: nonprofitIrsHolds.id,
        nonprofitId: nonprofitIrsHolds.nonprofitId,
        revocationDate: nonprofitIrsHolds.revocationDate,
        email: users.email,
        name: users.name,
        organizationName: users.organizationName,
      })
      .from(nonprofitIrsHolds)
      .innerJoin(users, eq(users.id, nonprofitIrsHolds.nonprofitId))
      .where(
        and(
          inArray(nonprofitIrsHolds.nonprofitId, ids),
          isNull(nonprofitIrsHolds.liftedAt),
          sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${nonprofitIrsHolds.nonprofitId} and ${notifications.type} = 'irs_hold' and ${notifications.metadata}->>'hold_id' = ${nonprofitIrsHolds.id}::text)`,
        ),
      );
    for (const hold of holds) await tellHeld(ctx, tx, hold);
    return holds.map((hold) => hold.id);
  });
  if (announced.length > 0) ctx.mailer.wake();
  return announced;
}

interface HeldNonprofit {
  id: number;
  nonprofitId: number;
  revocationDate: string | null;
  email: string;
  name: string;
  organizationName: string | null;
}

async function tellHeld(ctx: Pick<AppContext, 'mailer' | 'config'>, tx: Queryable, hold: HeldNonprofit) {
  const organization = hold.organizationName ?? hold.name;
  await createNotification(tx, {
    userId: hold.nonprofitId,
    type: 'irs_hold',
    title: 'Your requests are paused',
    message: `The IRS lists the tax exemption of ${organization} as revoked${onDate(hold.revocationDate)}. Your open requests wait until an admin has reviewed it. If the exemption was reinstated, reply with the IRS reinstatement letter.`,
    metadata: { hold_id: hold.id, revocation_date: hold.revocationDate },
  });
  await ctx.mailer.queueIn(tx, {
    template: 'irs_hold',
    to: hold.email,
    userId: hold.nonprofitId,
    vars: {
      nonprofit_name: organization,
      organization_name: organization,
      revocation_date: onDate(hold.revocationDate),
      support_email: ctx.config.supportEmail,
      link: `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}`,
    },
  });
}

/** The bell of a nonprofit whose hold an admin lifted, in the lift's transaction. */
export async function tellHoldLifted(tx: Queryable, nonprofitId: number, holdId: number) {
  await createNotification(tx, {
    userId: nonprofitId,
    type: 'irs_hold_lifted',
    title: 'Your requests can move forward again',
    message:
      'An admin reviewed the IRS revocation and lifted the hold on your organization. Your pending requests got back the time they were paused.',
    metadata: { hold_id: holdId },
  });
}
