import { badRequest } from '#src/platform/errors';
import { IRS_HOLD_TEXTS } from './irs-hold';
import { SKIP, type Guard, type GuardContext } from './types';

// Guards of an IRS hold (docs/product.md, "Checking a nonprofit against IRS data"): while a
// nonprofit is held, nothing moves its donations forward; what unwinds or closes them stays open.

const nonprofitOf = (ctx: GuardContext): number => ctx.request?.nonprofitId ?? ctx.nonprofit?.id ?? 0;

/**
 * A new request, an approval, a payment, a shipment, pickup details or a reopening waits for an
 * admin's review of the revocation. The hold is read through `reads`: under the nonprofit's lock in
 * a real run (lifting takes the same lock), once per page when asking what is offered.
 */
export const nonprofitNotOnHold: Guard = async (ctx) => {
  const hold = await ctx.reads.irsHold(nonprofitOf(ctx));
  if (!hold) return;
  const { kind } = ctx.actor;
  const viewer = kind === 'nonprofit' || kind === 'donor' || kind === 'admin' ? kind : 'other';
  return badRequest(IRS_HOLD_TEXTS.refusal(hold, viewer));
};

/** The expiry job leaves a held nonprofit's requests alone: nobody could approve them meanwhile. */
export const notPausedByHold: Guard = async (ctx) => ((await ctx.reads.irsHold(nonprofitOf(ctx))) ? SKIP : undefined);
