import { DASHBOARD_PATH, formatDayMonthYear, type NotificationType } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { needOffers, needs, users } from '#src/platform/database/schema';
import type { EventBus } from '#src/platform/events';
import { createNotification } from '../notifications';
import { presentOffer } from './needs.presenter';
import { loadOffer, type OfferReadRow } from './needs.queries';
import './needs.events';

const subscribed = new WeakSet<EventBus>();

/** The two parties' addresses, read when the notice goes out. */
async function partiesOf(ctx: Pick<AppContext, 'db'>, offerId: number) {
  const [row] = await ctx.db
    .select({ nonprofitId: needs.nonprofitId, donorId: needOffers.donorId })
    .from(needOffers)
    .innerJoin(needs, eq(needs.id, needOffers.needId))
    .where(eq(needOffers.id, offerId));
  if (!row) return undefined;
  const emailOf = async (id: number) =>
    (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
  return { ...row, nonprofitEmail: await emailOf(row.nonprofitId), donorEmail: await emailOf(row.donorId) };
}

const metadataOf = (row: OfferReadRow) => ({
  need_id: row.offer.needId,
  offer_id: row.offer.id,
  item_id: row.offer.itemId,
  request_id: row.offer.requestId,
  need_title: row.need.title,
  item_title: row.item.title,
});

/**
 * The needs board's notices (docs/product.md, Needs board), once their change has committed: the bell
 * (live) and an email through the outbox. The nonprofit hears when a donor answers its need; the
 * donor when its offer is accepted, declined, or left unanswered until its window ended. No one else.
 */
export function registerNeedNotifications(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  // One context may serve several app instances (tests): subscribe once per event bus.
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  const donorLink = `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=needs`;
  const nonprofitLink = `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}?tab=needs`;

  ctx.events.on('need.offer_made', async ({ offerId }) => {
    const [row, parties] = await Promise.all([loadOffer(ctx.db, offerId), partiesOf(ctx, offerId)]);
    if (!row || !parties) return;
    const offer = presentOffer(row, { kind: 'admin' });
    await createNotification(ctx.db, {
      userId: parties.nonprofitId,
      type: 'need_offer_received',
      title: 'A donor answered your need',
      message: `${row.donorName} offers ${row.offer.quantity} x ${row.item.title} for "${row.need.title}".`,
      metadata: metadataOf(row),
    });
    if (!parties.nonprofitEmail) return;
    await ctx.mailer.queue({
      template: 'need_offer_received',
      to: parties.nonprofitEmail,
      userId: parties.nonprofitId,
      vars: {
        nonprofit_name: row.nonprofitName,
        donor_name: row.donorName,
        need_title: row.need.title,
        item_title: row.item.title,
        quantity: row.offer.quantity,
        message: row.offer.message ?? '(no message)',
        offered_until: formatDayMonthYear(row.offer.offeredUntil, 'utc', 'long'),
        tokens: offer.tokens_required,
        link: nonprofitLink,
      },
    });
  });

  const tellDonor = async (
    offerId: number,
    type: Extract<NotificationType, 'need_offer_accepted' | 'need_offer_declined' | 'need_offer_expired'>,
    title: string,
    message: (row: OfferReadRow) => string,
  ) => {
    const [row, parties] = await Promise.all([loadOffer(ctx.db, offerId), partiesOf(ctx, offerId)]);
    if (!row || !parties) return;
    await createNotification(ctx.db, {
      userId: parties.donorId,
      type,
      title,
      message: message(row),
      metadata: metadataOf(row),
    });
    if (!parties.donorEmail) return;
    await ctx.mailer.queue({
      template: type,
      to: parties.donorEmail,
      userId: parties.donorId,
      requestId: row.offer.requestId,
      vars: {
        donor_name: row.donorName,
        nonprofit_name: row.nonprofitName,
        need_title: row.need.title,
        item_title: row.item.title,
        quantity: row.offer.quantity,
        link: donorLink,
      },
    });
  };

  ctx.events.on('need.offer_accepted', ({ offerId }) =>
    tellDonor(
      offerId,
      'need_offer_accepted',
      'Offer accepted',
      (row) => `${row.nonprofitName} accepted your offer of ${row.item.title}. The request is approved.`,
    ),
  );
  ctx.events.on('need.offer_declined', ({ offerId }) =>
    tellDonor(
      offerId,
      'need_offer_declined',
      'Offer declined',
      (row) => `${row.nonprofitName} did not take your offer of ${row.item.title}. It is now on the marketplace.`,
    ),
  );
  ctx.events.on('need.offer_expired', ({ offerId }) =>
    tellDonor(
      offerId,
      'need_offer_expired',
      'Offer not answered in time',
      (row) => `${row.nonprofitName} did not answer your offer of ${row.item.title}. It is now on the marketplace.`,
    ),
  );
}
