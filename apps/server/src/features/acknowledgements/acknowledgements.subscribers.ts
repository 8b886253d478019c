import { DASHBOARD_PATH } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import {
  acknowledgementVersions,
  donationAcknowledgements,
  items,
  requests,
  users,
} from '#src/platform/database/schema';
import type { EventBus } from '#src/platform/events';
import { createNotification } from '../notifications';
import { askForSignature } from './acknowledgements.reminders';
import './acknowledgements.events';
import '../donations';

const subscribed = new WeakSet<EventBus>();

/**
 * docs/product.md, Acknowledgement letters: the donor waits for a letter confirmed without a
 * signature, and may have downloaded one that a correction replaces. Either way its bell says so,
 * and the entry opens the request, where the current letter downloads.
 */
async function tellDonor(
  ctx: Pick<AppContext, 'config' | 'db' | 'mailer'>,
  requestId: number,
  version: number,
): Promise<void> {
  const [row] = await ctx.db
    .select({
      donorId: donationAcknowledgements.donorId,
      donorEmail: users.email,
      donorName: sql<string>`coalesce(${users.companyName}, ${users.name})`,
      nonprofitName: donationAcknowledgements.nonprofitName,
      itemTitle: items.title,
      signerName: acknowledgementVersions.signerName,
    })
    .from(donationAcknowledgements)
    .innerJoin(requests, eq(requests.id, donationAcknowledgements.requestId))
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(users, eq(users.id, donationAcknowledgements.donorId))
    .innerJoin(
      acknowledgementVersions,
      and(eq(acknowledgementVersions.requestId, requestId), eq(acknowledgementVersions.version, version)),
    )
    .where(eq(donationAcknowledgements.requestId, requestId));
  if (!row) return;
  const corrected = version > 1;
  const summary = corrected
    ? `${row.nonprofitName} corrected its acknowledgement for ${row.itemTitle} (version ${version}, signed by ${row.signerName}). The corrected letter is now the current one.`
    : `${row.nonprofitName} signed its acknowledgement for ${row.itemTitle} (signed by ${row.signerName}). The letter is ready to download.`;
  await createNotification(ctx.db, {
    userId: row.donorId,
    type: 'acknowledgement_signed',
    title: corrected ? 'Acknowledgement corrected' : 'Acknowledgement signed',
    message: summary,
    metadata: { request_id: requestId, item_title: row.itemTitle, version },
  });
  // By email too: the letter is a tax record the donor files, and it may not open the dashboard soon.
  await ctx.mailer.queue({
    template: 'acknowledgement_signed',
    to: row.donorEmail,
    userId: row.donorId,
    requestId,
    vars: {
      donor_name: row.donorName,
      nonprofit_name: row.nonprofitName,
      item_title: row.itemTitle,
      action: corrected ? 'corrected' : 'signed',
      summary,
      link: `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=requests&request=${requestId}`,
    },
  });
}

/**
 * A delivery confirmed without a signature (the emailed link, or an admin) asks the nonprofit to
 * sign, in its bell and by email; one confirmed with a signature has nothing to ask. A signature
 * given later, or a correction, tells the donor.
 */
export function registerAcknowledgementReminders(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  ctx.events.on('delivery.received', async ({ requestId }) => {
    await askForSignature(ctx, requestId);
  });
  ctx.events.on('acknowledgement.signed', async ({ requestId, version }) => {
    await tellDonor(ctx, requestId, version);
  });
}
