import { DASHBOARD_PATH } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { EventBus } from '#src/platform/events';
import { createNotification } from '../notifications';
import { donorNameOf, nonprofitNameOf } from './requests.presenter';
import { loadRequestDetail, loadRequestDetailsByIds, type RequestDetail } from './requests.queries';
import './requests.events';

const subscribed = new WeakSet<EventBus>();

const dateOf = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const lineOf = (detail: RequestDetail) => `- ${detail.item.title} x ${detail.request.quantityRequested}`;
const metadataOf = (detail: RequestDetail) => ({
  request_id: detail.request.id,
  item_id: detail.request.itemId,
  item_title: detail.item.title,
  donor_name: donorNameOf(detail.donor),
  nonprofit_name: nonprofitNameOf(detail.nonprofit),
});

/**
 * Notifications and emails of the request flow (docs/product.md, Emails), sent once the change has
 * committed: the donor hears of new requests, the nonprofit of approvals, declines and expiries.
 */
export function registerRequestNotifications(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  // One context may serve several app instances (tests): subscribe once per event bus.
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  const donorLink = `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=requests`;
  const nonprofitLink = `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}`;

  ctx.events.on('requests.submitted', async ({ requestIds }) => {
    const details = await loadRequestDetailsByIds(ctx.db, requestIds);
    for (const detail of details) {
      await createNotification(ctx.db, {
        userId: detail.donor.id,
        type: 'request_received',
        title: 'New item request',
        message: `${nonprofitNameOf(detail.nonprofit)} requested ${detail.request.quantityRequested} x ${detail.item.title}.`,
        metadata: metadataOf(detail),
      });
    }
    // One email per donor, listing every item of a batch.
    const byDonor = new Map<number, RequestDetail[]>();
    for (const detail of details) byDonor.set(detail.donor.id, [...(byDonor.get(detail.donor.id) ?? []), detail]);
    for (const group of byDonor.values()) {
      const first = group[0]!;
      await ctx.mailer.queue({
        template: 'request_received',
        to: first.donor.email,
        userId: first.donor.id,
        // A basket's one email speaks of several requests: it is linked to a request only when alone.
        requestId: group.length === 1 ? first.request.id : null,
        vars: {
          donor_name: donorNameOf(first.donor),
          nonprofit_name: nonprofitNameOf(first.nonprofit),
          item_title: group.length === 1 ? first.item.title : `${first.item.title} and ${group.length - 1} more`,
          items: group.map(lineOf).join('\n'),
          event_name: first.event?.name ?? 'No event',
          message: first.request.message ?? '(no message)',
          respond_by: dateOf(first.request.expiresAt),
          link: donorLink,
        },
      });
    }
  });

  const tellNonprofit = async (
    requestId: number,
    type: 'request_approved' | 'request_declined' | 'request_expired',
    title: string,
    message: (detail: RequestDetail) => string,
  ) => {
    const detail = await loadRequestDetail(ctx.db, requestId);
    if (!detail) return;
    await createNotification(ctx.db, {
      userId: detail.nonprofit.id,
      type,
      title,
      message: message(detail),
      metadata: metadataOf(detail),
    });
    await ctx.mailer.queue({
      template: type,
      to: detail.nonprofit.email,
      userId: detail.nonprofit.id,
      requestId: detail.request.id,
      vars: {
        nonprofit_name: nonprofitNameOf(detail.nonprofit),
        donor_name: donorNameOf(detail.donor),
        item_title: detail.item.title,
        quantity: detail.request.quantityRequested,
        tokens: detail.request.tokensCharged,
        link: nonprofitLink,
      },
    });
  };

  ctx.events.on('request.approved', ({ requestId }) =>
    tellNonprofit(
      requestId,
      'request_approved',
      'Request approved',
      (detail) => `${donorNameOf(detail.donor)} approved your request for ${detail.item.title}.`,
    ),
  );
  ctx.events.on('request.declined', ({ requestId }) =>
    tellNonprofit(
      requestId,
      'request_declined',
      'Request declined',
      (detail) =>
        `${donorNameOf(detail.donor)} declined your request for ${detail.item.title}. ${detail.request.tokensCharged} tokens were refunded.`,
    ),
  );
  ctx.events.on('request.expired', ({ requestId }) =>
    tellNonprofit(
      requestId,
      'request_expired',
      'Request expired',
      (detail) =>
        `Your request for ${detail.item.title} expired without an answer. ${detail.request.tokensCharged} tokens were refunded.`,
    ),
  );
  ctx.events.on('request.cancelled', async ({ requestId }) => {
    const detail = await loadRequestDetail(ctx.db, requestId);
    if (!detail) return;
    await createNotification(ctx.db, {
      userId: detail.donor.id,
      type: 'request_cancelled',
      title: 'Request cancelled',
      message: `${nonprofitNameOf(detail.nonprofit)} cancelled its request for ${detail.item.title}.`,
      metadata: metadataOf(detail),
    });
  });
}
