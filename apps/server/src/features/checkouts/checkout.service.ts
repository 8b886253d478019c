import { randomUUID } from 'node:crypto';
import { centsToDollars, PAYMENT_MESSAGES, PAYMENT_RULES, type TokenBundleKey } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import { checkoutSessions, type CheckoutSessionRow } from '#src/platform/database/schema';
import { badGateway, badRequest } from '#src/platform/errors';

const TOO_SMALL = `Card payments must be at least $${centsToDollars(PAYMENT_RULES.minimumChargeCents).toFixed(2)}. This amount is too small to pay by card.`;

export interface OpenCheckoutInput {
  purpose: 'token_purchase' | 'invoices';
  nonprofitId: number;
  amountCents: number;
  description: string;
  /** Path on PUBLIC_URL, may contain `{CHECKOUT_SESSION_ID}`, e.g. '/payment/success?session_id={CHECKOUT_SESSION_ID}'. */
  successPath: string;
  cancelPath: string;
  invoiceIds?: number[];
  requestIds?: number[];
  bundleKey?: TokenBundleKey;
  tokens?: number;
  customerEmail?: string;
}

/**
 * Return URLs come from PUBLIC_URL alone: a URL taken from the browser (origin_url) would let
 * anyone craft a checkout that hands the payer back to a site of their choosing.
 */
function returnUrl(publicUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Return path must be site-relative: ${path}`);
  return `${publicUrl}${path}`;
}

/**
 * Creates the session at ctx.payments with an idempotency key and records it in checkout_sessions
 * (status open, unpaid, expires in 30 minutes). Returns the row; its `url` is where the browser goes.
 */
export async function openCheckout(ctx: AppContext, input: OpenCheckoutInput): Promise<CheckoutSessionRow> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError('A checkout charges a positive whole number of cents');
  }
  if (input.amountCents < PAYMENT_RULES.minimumChargeCents) throw badRequest(TOO_SMALL);
  const expiresAt = new Date(Date.now() + PAYMENT_RULES.checkoutLifetimeMinutes * 60_000);
  const successUrl = returnUrl(ctx.config.publicUrl, input.successPath);
  const cancelUrl = returnUrl(ctx.config.publicUrl, input.cancelPath);
  const metadata: Record<string, string> = { purpose: input.purpose, nonprofit_id: String(input.nonprofitId) };
  if (input.bundleKey) metadata.bundle_key = input.bundleKey;
  if (input.invoiceIds?.length) metadata.invoice_ids = input.invoiceIds.join(',');

  // One key per call: the SDK's own retries of it reuse one session at the provider.
  const created = await ctx.payments
    .createCheckout({
      idempotencyKey: `checkout_${randomUUID()}`,
      amountCents: input.amountCents,
      currency: PAYMENT_RULES.currency,
      description: input.description,
      successUrl,
      cancelUrl,
      expiresAt,
      customerEmail: input.customerEmail,
      metadata,
    })
    .catch((error: unknown) => {
      // The provider's own message may name internals; the user gets our own sentence.
      throw Object.assign(badGateway(PAYMENT_MESSAGES.checkoutFailed), { cause: error });
    });

  const [row] = await ctx.db
    .insert(checkoutSessions)
    .values({
      id: created.id,
      provider: ctx.payments.name,
      purpose: input.purpose,
      nonprofitId: input.nonprofitId,
      description: input.description,
      amountCents: input.amountCents,
      currency: PAYMENT_RULES.currency,
      bundleKey: input.bundleKey ?? null,
      tokens: input.tokens ?? null,
      invoiceIds: input.invoiceIds ?? [],
      requestIds: input.requestIds ?? [],
      url: created.url,
      successUrl,
      cancelUrl,
      expiresAt,
    })
    .returning();
  return row!;
}
