import { SANDBOX_CARDS, type SandboxPayInput } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#src/platform/context';
import type { SandboxCheckoutSessionRow } from '#src/platform/database/schema';
import { badRequest, notFound } from '#src/platform/errors';
import { signedSandboxEvent } from '#src/platform/payments/sandbox-provider';
import {
  completeSandboxSession,
  effectiveSandboxStatus,
  expireSandboxSession,
  findSandboxSession,
  recordSandboxAttempt,
} from '#src/platform/payments/sandbox-store';
import { handleWebhook } from './webhook.service';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** A test card as printed: groups of four digits. */
export const spacedCard = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  unknownCard: `This is a sandbox checkout: use the test card ${spacedCard(SANDBOX_CARDS.paid)} to pay, or ${spacedCard(SANDBOX_CARDS.declined)} to see a decline.`,
  cardExpired: "Your card's expiration date is in the past.",
  sessionExpired: 'This checkout session has expired.',
} as const;

export type SandboxView =
  | { kind: 'open'; session: SandboxCheckoutSessionRow }
  | { kind: 'complete'; session: SandboxCheckoutSessionRow; successUrl: string }
  | { kind: 'expired'; session: SandboxCheckoutSessionRow };

export type SandboxPayResult =
  | { outcome: 'paid'; redirectUrl: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'expired'; message: string };

const successUrlOf = (session: SandboxCheckoutSessionRow) =>
  session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

/** The sandbox's hosted page only exists while the sandbox is the provider. */
async function loadSession(ctx: AppContext, sessionId: string): Promise<SandboxCheckoutSessionRow> {
  const session = ctx.payments.name === 'sandbox' ? await findSandboxSession(ctx.db, sessionId) : null;
  if (!session) throw notFound('Checkout session not found.');
  return session;
}

/** Hands a signed event to the webhook handler, as the sandbox's "network" would deliver it. */
async function deliver(ctx: AppContext, type: string, session: SandboxCheckoutSessionRow, log: Log) {
  const { rawBody, signature } = signedSandboxEvent(ctx.config.sessionSecret, type, session);
  try {
    await handleWebhook(ctx, rawBody, signature);
  } catch (error) {
    // A failed delivery is what a real provider retries; the status poll settles the session meanwhile.
    log.error({ err: error, sessionId: session.id, type }, 'sandbox webhook delivery failed');
  }
}

/**
 * Stripe expires a session at its expires_at and sends checkout.session.expired; the sandbox does
 * the same, lazily, the first time someone looks at the session afterwards.
 */
async function expireIfDue(ctx: AppContext, session: SandboxCheckoutSessionRow, log: Log) {
  if (session.status !== 'open' || effectiveSandboxStatus(session) !== 'expired') return session;
  const expired = await expireSandboxSession(ctx.db, session.id);
  if (!expired) return (await findSandboxSession(ctx.db, session.id)) ?? session;
  await deliver(ctx, 'checkout.session.expired', expired, log);
  return expired;
}

export async function loadSandboxView(ctx: AppContext, sessionId: string, log: Log): Promise<SandboxView> {
  const session = await expireIfDue(ctx, await loadSession(ctx, sessionId), log);
  if (session.status === 'complete') return { kind: 'complete', session, successUrl: successUrlOf(session) };
  if (session.status === 'expired') return { kind: 'expired', session };
  return { kind: 'open', session };
}

function expiryInPast(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  // A card is good through the last day of its expiry month.
  return (
    2000 + year! < now.getUTCFullYear() || (2000 + year! === now.getUTCFullYear() && month! < now.getUTCMonth() + 1)
  );
}

/**
 * The Pay button. 4242... pays: the session is marked paid with its attempt in one transaction,
 * then reported through the signed webhook path. 4000...0002 is declined and may be retried.
 */
export async function paySandboxCheckout(
  ctx: AppContext,
  sessionId: string,
  card: SandboxPayInput,
  log: Log,
): Promise<SandboxPayResult> {
  const view = await loadSandboxView(ctx, sessionId, log);
  if (view.kind === 'complete') return { outcome: 'paid', redirectUrl: view.successUrl };
  if (view.kind === 'expired') return { outcome: 'expired', message: SANDBOX_MESSAGES.sessionExpired };
  if (card.card_number !== SANDBOX_CARDS.paid && card.card_number !== SANDBOX_CARDS.declined) {
    throw badRequest(SANDBOX_MESSAGES.unknownCard);
  }
  if (expiryInPast(card.expiry)) throw badRequest(SANDBOX_MESSAGES.cardExpired);
  const cardLast4 = card.card_number.slice(-4);

  if (card.card_number === SANDBOX_CARDS.declined) {
    await recordSandboxAttempt(ctx.db, {
      sessionId,
      outcome: 'declined',
      cardLast4,
      message: SANDBOX_MESSAGES.declined,
    });
    return { outcome: 'declined', message: SANDBOX_MESSAGES.declined };
  }

  const completed = await ctx.db.transaction(async (tx) => {
    const row = await completeSandboxSession(tx, sessionId);
    if (row) await recordSandboxAttempt(tx, { sessionId, outcome: 'paid', cardLast4 });
    return row;
  });
  if (!completed) {
    // Another click won the race (then it is complete) or the clock ran out in between.
    const again = await loadSandboxView(ctx, sessionId, log);
    if (again.kind === 'complete') return { outcome: 'paid', redirectUrl: again.successUrl };
    return { outcome: 'expired', message: SANDBOX_MESSAGES.sessionExpired };
  }
  await deliver(ctx, 'checkout.session.completed', completed, log);
  return { outcome: 'paid', redirectUrl: successUrlOf(completed) };
}
