import { tokenCost } from '@app/shared';
import { badRequest } from '#src/platform/errors';
import { REQUEST_REFUSALS } from '../request-messages';
import { subject, type Guard, type GuardContext } from './types';

// Guards of the admin's rows (docs/product.md, "A request's life" and Admin console).

/** Back to pending from declined or expired takes the tokens again: the nonprofit must still have them. */
export const tokensToReopen: Guard = async (ctx) => {
  const request = subject(ctx);
  if ((await ctx.reads.tokenBalance(request.nonprofitId)) < request.tokensCharged) {
    return badRequest(REQUEST_REFUSALS.reopenShortOfTokens(request.tokensCharged));
  }
};

/** A $0 request needs no payment and may already be on its way: it can no longer go back or change. */
export const notSent: Guard = (ctx) =>
  subject(ctx).shippedAt !== null ? badRequest(REQUEST_REFUSALS.sentCannotChange) : undefined;

/** What the amendment changes in the token charge (the shared rule): more to spend, or to give back. */
export function tokenDifference(ctx: GuardContext): number {
  const { unitFmvCents, quantity } = ctx.input.amend!;
  return tokenCost(unitFmvCents, quantity) - subject(ctx).tokensCharged;
}

/** The route checks the input; this keeps the table safe from any other caller. */
export const amendmentValid: Guard = (ctx) => {
  const { unitFmvCents, quantity } = ctx.input.amend!;
  if (!Number.isInteger(quantity) || quantity < 1) return badRequest(REQUEST_REFUSALS.quantityAtLeastOne);
  if (!Number.isInteger(unitFmvCents) || unitFmvCents < 0) return badRequest(REQUEST_REFUSALS.valueNotNegative);
};

/**
 * More units need stock. A pending request holds none: it may ask for up to what is left, as when
 * it was made. An approved one holds its units: the extra ones are taken now, so they must be left.
 */
export const stockForAmendment: Guard = (ctx) => {
  const request = subject(ctx);
  const wanted = ctx.input.amend!.quantity;
  const more = wanted - request.quantityRequested;
  if (more <= 0) return;
  const left = ctx.items.get(request.itemId)?.quantity ?? 0;
  if (ctx.state === 'pending' && wanted > left) return badRequest(REQUEST_REFUSALS.onlyAvailable(left));
  if (ctx.state !== 'pending' && more > left) return badRequest(REQUEST_REFUSALS.moreThanLeft(left));
};

/** A higher charge spends the difference now: the nonprofit must have it. */
export const tokensForAmendment: Guard = async (ctx) => {
  const more = tokenDifference(ctx);
  if (more <= 0) return;
  const balance = await ctx.reads.tokenBalance(subject(ctx).nonprofitId);
  if (balance < more) return badRequest(REQUEST_REFUSALS.amendShortOfTokens(more, balance));
};
