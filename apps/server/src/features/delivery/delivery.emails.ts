import { DASHBOARD_PATH } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import { donorNameOf, nonprofitNameOf } from '../requests';
import { confirmationLink } from './delivery-token';
import type { DeliveryContext } from './delivery.queries';

type MailContext = Pick<AppContext, 'config' | 'mailer'>;

const donorLink = (ctx: MailContext) => `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=requests`;
const nonprofitLink = (ctx: MailContext) => `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}`;

const contactOf = (label: string, person: DeliveryContext['donor' | 'nonprofit']) =>
  `${label} (${person.name}), ${person.email}, ${person.phone ?? 'no phone given'}`;

/** The donor's pickup location from its profile; the chat settles it when the profile has none. */
export function pickupAddressOf(context: DeliveryContext): string {
  const { pickupAddress, pickupCity, pickupState, pickupZip } = context.donor;
  const place = [pickupCity, [pickupState, pickupZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [pickupAddress, place].filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines.join('\n') : 'Not on file yet: please agree on it in the delivery chat.';
}

/** Both sides hear that the chat is open, each with its own next step. */
export async function sendDeliveryStarted(ctx: MailContext, context: DeliveryContext): Promise<void> {
  const shared = { item_title: context.item.title, quantity: context.request.quantityRequested };
  await ctx.mailer.queue({
    template: 'delivery_started',
    to: context.nonprofit.email,
    userId: context.nonprofit.id,
    requestId: context.request.id,
    vars: {
      ...shared,
      recipient_name: nonprofitNameOf(context.nonprofit),
      other_name: donorNameOf(context.donor),
      next_steps: 'Next, pay the invoice and choose how the item reaches you: shipping, pickup or virtual delivery.',
      link: nonprofitLink(ctx),
    },
  });
  await ctx.mailer.queue({
    template: 'delivery_started',
    to: context.donor.email,
    userId: context.donor.id,
    requestId: context.request.id,
    vars: {
      ...shared,
      recipient_name: donorNameOf(context.donor),
      other_name: nonprofitNameOf(context.nonprofit),
      next_steps:
        'The nonprofit will pay the platform fee and choose a delivery method. Once it has paid, arrange the hand-over in the chat and mark the item sent.',
      link: donorLink(ctx),
    },
  });
}

export async function sendPickupDetails(ctx: MailContext, context: DeliveryContext): Promise<void> {
  const vars = {
    item_title: context.item.title,
    quantity: context.request.quantityRequested,
    donor_name: donorNameOf(context.donor),
    nonprofit_name: nonprofitNameOf(context.nonprofit),
    pickup_address: pickupAddressOf(context),
    donor_contact: contactOf(donorNameOf(context.donor), context.donor),
    nonprofit_contact: contactOf(nonprofitNameOf(context.nonprofit), context.nonprofit),
  };
  for (const [person, name, link] of [
    [context.donor, vars.donor_name, donorLink(ctx)],
    [context.nonprofit, vars.nonprofit_name, nonprofitLink(ctx)],
  ] as const) {
    await ctx.mailer.queue({
      template: 'pickup_coordination',
      to: person.email,
      userId: person.id,
      requestId: context.request.id,
      vars: { ...vars, recipient_name: name, link },
    });
  }
}

/** docs/product.md, Delivery: the two one-click answers, each signed for this request and that answer. */
export async function sendConfirmationLinks(ctx: MailContext, context: DeliveryContext): Promise<void> {
  const { publicUrl, sessionSecret } = ctx.config;
  const requestId = context.request.id;
  await ctx.mailer.queue({
    template: 'delivery_confirmation',
    to: context.nonprofit.email,
    userId: context.nonprofit.id,
    requestId: context.request.id,
    vars: {
      nonprofit_name: nonprofitNameOf(context.nonprofit),
      donor_name: donorNameOf(context.donor),
      item_title: context.item.title,
      quantity: context.request.quantityRequested,
      tracking_number: context.request.trackingNumber ?? 'not given',
      received_link: confirmationLink(publicUrl, sessionSecret, requestId, 'received'),
      not_received_link: confirmationLink(publicUrl, sessionSecret, requestId, 'not_received'),
    },
  });
}

/** The donor hears how the delivery ended: completed, or reported missing. */
export async function sendDeliveryOutcome(
  ctx: MailContext,
  context: DeliveryContext,
  template: 'delivery_completed' | 'delivery_issue',
): Promise<void> {
  await ctx.mailer.queue({
    template,
    to: context.donor.email,
    userId: context.donor.id,
    requestId: context.request.id,
    vars: {
      donor_name: donorNameOf(context.donor),
      nonprofit_name: nonprofitNameOf(context.nonprofit),
      item_title: context.item.title,
      quantity: context.request.quantityRequested,
      tracking_number: context.request.trackingNumber ?? 'not given',
      link:
        template === 'delivery_completed'
          ? `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=impact`
          : donorLink(ctx),
    },
  });
}
