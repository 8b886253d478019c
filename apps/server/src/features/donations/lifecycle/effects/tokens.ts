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

/**
 * A declined or expired request taken up again takes its tokens again: Edit Decision back to
 * approved (or a late approval of an expired request), or an admin sending it back to pending.
 */
function spendAgain(why: string, insufficientMessage: (tokens: number) => string): Effect {
  return async (ctx) => {
    const request = subject(ctx);
    await spendTokens(ctx.tx, request.nonprofitId, request.tokensCharged, request.id, `Request #${request.id} ${why}`, {
      insufficientMessage: insufficientMessage(request.tokensCharged),
    });
  };
}

export const spendTokensAgain = spendAgain('approved again', () => REQUEST_REFUSALS.nonprofitShortOfTokens);
export const spendTokensToReopen = spendAgain('back to pending', REQUEST_REFUSALS.reopenShortOfTokens);

/** Every token the request took goes back to the lots it came from, at most once. */
export function refundTokens(why: string): Effect {
  return async (ctx) => {
    const { id } = subject(ctx);
    await refundRequestTokens(ctx.tx, id, `Refund: request #${id} ${why}`);
  };
}
