import { badRequest } from '#src/platform/errors';
import { refreshItemStatus, returnItemQuantity, takeItemQuantity } from '#src/features/items';
import { REQUEST_REFUSALS } from '#src/features/donations/request-messages';
import { subject, type Effect } from '../types';

/** Approval takes the requested quantity from the item (the stockLeft guard checked it under lock). */
export const takeStock: Effect = async (ctx) => {
  const request = subject(ctx);
  if (!(await takeItemQuantity(ctx.tx, request.itemId, request.quantityRequested))) {
    throw badRequest(REQUEST_REFUSALS.notEnoughQuantity);
  }
};

/** An approval undone gives its quantity back. */
export const returnStock: Effect = async (ctx) => {
  const request = subject(ctx);
  await returnItemQuantity(ctx.tx, request.itemId, request.quantityRequested);
};

/** The items' listed status follows their requests (requested, approved, completed, available). */
export const refreshItems: Effect = async (ctx) => {
  for (const itemId of ctx.items.keys()) await refreshItemStatus(ctx.tx, itemId);
};
