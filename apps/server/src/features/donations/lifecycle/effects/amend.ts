import { badRequest } from '#src/platform/errors';
import { invoiceDescription, revalueInvoiceInTx } from '#src/features/invoices';
import { returnItemQuantity, takeItemQuantity } from '#src/features/items';
import { refundRequestTokens, spendTokens } from '#src/features/tokens';
import { REQUEST_REFUSALS } from '#src/features/donations/request-messages';
import { tokenDifference } from '../guards-admin';
import { subject, type Effect } from '../types';

// Effects of an admin's change of value or quantity (docs/product.md, Admin console). They read the
// request as it was; setAmendedValues writes the new values after them.

/** The token charge follows the shared rule: the difference is spent, or given back to the lots it came from. */
export const settleTokenDifference: Effect = async (ctx) => {
  const request = subject(ctx);
  const difference = tokenDifference(ctx);
  if (difference > 0) {
    await spendTokens(
      ctx.tx,
      request.nonprofitId,
      difference,
      request.id,
      `Request #${request.id} changed by an admin`,
    );
  } else if (difference < 0) {
    await refundRequestTokens(ctx.tx, request.id, `Refund: request #${request.id} changed by an admin`, {
      upTo: -difference,
    });
  }
};

/** An approved request holds its units: more are taken from the item now, fewer given back. */
export const moveStockByDifference: Effect = async (ctx) => {
  if (ctx.state === 'pending') return;
  const request = subject(ctx);
  const difference = ctx.input.amend!.quantity - request.quantityRequested;
  if (difference > 0 && !(await takeItemQuantity(ctx.tx, request.itemId, difference))) {
    throw badRequest(REQUEST_REFUSALS.moreThanLeft(ctx.items.get(request.itemId)?.quantity ?? 0));
  }
  if (difference < 0) await returnItemQuantity(ctx.tx, request.itemId, -difference);
};

/** The unpaid invoice takes the new value, priced again by its own rule as of now. */
export const revalueInvoice: Effect = async (ctx) => {
  if (!ctx.invoice || ctx.payment !== 'unpaid') return;
  const request = subject(ctx);
  const { unitFmvCents, quantity } = ctx.input.amend!;
  const title = ctx.items.get(request.itemId)?.title ?? 'Item';
  await revalueInvoiceInTx(ctx.tx, ctx.invoice, {
    itemValueCents: unitFmvCents * quantity,
    description: invoiceDescription(title, quantity, request.id),
    at: new Date(),
    deliveryMethod: request.deliveryMethod,
  });
};
