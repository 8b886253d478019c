import { recordAcknowledgementInTx } from '#src/features/acknowledgements';
import { subject, type Effect } from '../types';

/** The donee's written acknowledgement exists from the moment the delivery is confirmed received. */
export const recordAcknowledgement: Effect = async (ctx) => {
  const request = subject(ctx);
  await recordAcknowledgementInTx(ctx.tx, request.id, request.deliveryConfirmedAt ?? new Date());
};
