import { tokenCost } from '@app/shared';
import { refundRequestTokens, spendTokens } from '#src/features/tokens';
import { REQUEST_REFUSALS } from '#src/features/donations/request-messages';
import { subject, type Effect } from '../types';

/** A submission's tokens, each request charged on its own, oldest lots first (docs/product.md, "Tokens"). */
export const spendSubmittedTokens: Effect = async (ctx) => {
  const { lines } = ctx.input.submission!;
  for (const [index, line] of lines.entries()) {
    const item = ctx.items.get(line.itemId)!;
    const requestId = ctx.out.requestIds![index]!;
    const tokens = tokenCost(item.fmvCents, line.quantity);
    await spendTokens(
      ctx.tx,
      ctx.nonprofit!.id,
      tokens,
      requestId,
      `Request #${requestId}: ${item.title} x ${line.quantity}`,
    );
  }
};

/** Edit Decision back to approved (or a late approval of an expired request) takes the tokens again. */
export const spendTokensAgain: Effect = async (ctx) => {
  const request = subject(ctx);
  await spendTokens(
    ctx.tx,
    request.nonprofitId,
    request.tokensCharged,
    request.id,
    `Request #${request.id} approved again`,
    {
      insufficientMessage: REQUEST_REFUSALS.nonprofitShortOfTokens,
    },
  );
};

/** Every token the request took goes back to the lots it came from, at most once. */
export function refundTokens(why: string): Effect {
  return async (ctx) => {
    const { id } = subject(ctx);
    await refundRequestTokens(ctx.tx, id, `Refund: request #${id} ${why}`);
  };
}
