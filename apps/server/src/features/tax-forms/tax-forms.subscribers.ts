import { DASHBOARD_PATH, DISPOSAL_METHOD_LABELS, formatWholeDollars } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { form8282Disposals, form8283Signatures, items, requests, users } from '#src/platform/database/schema';
import type { EventBus } from '#src/platform/events';
import { createNotification } from '../notifications';
import './tax-forms.events';

const subscribed = new WeakSet<EventBus>();

/**
 * docs/product.md, Tax report: when a nonprofit signs Part V of a Section B gift, the donor hears of
 * it in the bell (its Form 8283 was waiting for that signature); when it records the gift's disposal,
 * in the bell and by email, since the nonprofit owes it a copy of Form 8282. Both lead to the report.
 */
export function registerTaxFormSubscribers(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);

  ctx.events.on('form8283.signed', async ({ requestId }) => {
    const [row] = await ctx.db
      .select({
        donorId: requests.donorId,
        donorEmail: users.email,
        donorName: sql<string>`coalesce(${users.companyName}, ${users.name})`,
        itemTitle: items.title,
        organizationName: form8283Signatures.organizationName,
        signerName: form8283Signatures.signerName,
        signerTitle: form8283Signatures.signerTitle,
      })
      .from(form8283Signatures)
      .innerJoin(requests, eq(requests.id, form8283Signatures.requestId))
      .innerJoin(items, eq(items.id, requests.itemId))
      .innerJoin(users, eq(users.id, requests.donorId))
      .where(eq(form8283Signatures.requestId, requestId));
    if (!row) return;
    await createNotification(ctx.db, {
      userId: row.donorId,
      type: 'form_8283_signed',
      title: 'Form 8283: Part V signed',
      message: `${row.organizationName} signed Part V of Form 8283 for ${row.itemTitle} (${row.signerName}, ${row.signerTitle}). Your tax report shows the donee signature.`,
      metadata: { request_id: requestId, item_title: row.itemTitle, nonprofit_name: row.organizationName },
    });
    await ctx.mailer.queue({
      template: 'form_8283_signed',
      to: row.donorEmail,
      userId: row.donorId,
      requestId,
      vars: {
        donor_name: row.donorName,
        nonprofit_name: row.organizationName,
        item_title: row.itemTitle,
        signer: `${row.signerName}, ${row.signerTitle}`,
        link: `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=impact`,
      },
    });
  });

  ctx.events.on('form8282.disposal_recorded', async ({ requestId }) => {
    const nonprofit = users;
    const [row] = await ctx.db
      .select({
        donorId: requests.donorId,
        itemTitle: items.title,
        nonprofitName: nonprofit.organizationName,
        nonprofitContact: nonprofit.name,
        disposedOn: form8282Disposals.disposedOn,
        method: form8282Disposals.method,
        amountReceivedCents: form8282Disposals.amountReceivedCents,
      })
      .from(form8282Disposals)
      .innerJoin(requests, eq(requests.id, form8282Disposals.requestId))
      .innerJoin(items, eq(items.id, requests.itemId))
      .innerJoin(nonprofit, eq(nonprofit.id, requests.nonprofitId))
      .where(eq(form8282Disposals.requestId, requestId));
    if (!row) return;
    const [donor] = await ctx.db
      .select({ id: users.id, email: users.email, name: users.name, companyName: users.companyName })
      .from(users)
      .where(eq(users.id, row.donorId));
    if (!donor) return;
    const nonprofitName = row.nonprofitName ?? row.nonprofitContact;
    const amount = row.amountReceivedCents === null ? '' : ` for ${formatWholeDollars(row.amountReceivedCents)}`;
    const how = `${DISPOSAL_METHOD_LABELS[row.method].toLowerCase()} on ${row.disposedOn}${amount}`;
    await createNotification(ctx.db, {
      userId: donor.id,
      type: 'form_8282_disposal',
      title: 'Form 8282: a gift was disposed of',
      message: `${nonprofitName} reports that ${row.itemTitle} was ${how}. It files Form 8282 with the IRS and owes you a copy; your tax report shows the disposal.`,
      metadata: { request_id: requestId, item_title: row.itemTitle, nonprofit_name: nonprofitName },
    });
    await ctx.mailer.queue({
      template: 'form_8282_disposal',
      to: donor.email,
      userId: donor.id,
      requestId,
      vars: {
        donor_name: donor.companyName ?? donor.name,
        nonprofit_name: nonprofitName,
        item_title: row.itemTitle,
        disposal: how,
        link: `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=impact`,
      },
    });
  });
}
