import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { findUserByEmail, issueAuthToken, RESET_TOKEN_MS, revokeAuthTokens, VERIFY_TOKEN_MS } from './auth-tokens';

type MailContext = Pick<AppContext, 'config' | 'mailer'>;

/** A fresh emailed token, written in the same transaction as the email that carries it. */
export interface EmailTokenIssued {
  userId: number;
  email: string;
  name: string;
  token: string;
}

/** The two emails asked for by address alone: the request writes the same row whether or not an account exists. */
export const EMAIL_REQUEST_KIND = { verify: 'verify_email', reset: 'reset_password' } as const;

const link = (ctx: MailContext, page: string, token: string) =>
  `${ctx.config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

export async function queueVerificationEmail(ctx: MailContext, q: Queryable, issued: EmailTokenIssued): Promise<void> {
  await ctx.mailer.queueIn(q, {
    template: 'verify_email',
    to: issued.email,
    userId: issued.userId,
    vars: { name: issued.name, link: link(ctx, 'verify-email', issued.token) },
  });
}

/**
 * The link goes to the new address; the current one hears of it at once, so an owner whose
 * session was taken can react before anything changes.
 */
export async function queueEmailChangeEmails(
  ctx: MailContext,
  q: Queryable,
  { userId, email, newEmail, name, token }: EmailTokenIssued & { newEmail: string },
): Promise<void> {
  await ctx.mailer.queueIn(q, {
    template: 'confirm_email_change',
    to: newEmail,
    userId,
    vars: { name, link: link(ctx, 'verify-email', token) },
  });
  await ctx.mailer.queueIn(q, {
    template: 'email_change_notice',
    to: email,
    userId,
    vars: { name, new_email: newEmail, link: `${ctx.config.publicUrl}/login` },
  });
}

/**
 * Resolves the address-only requests in the sender's transaction: a reset link for any account
 * (older unused links stop working), a new verification link for an unverified one; nothing
 * otherwise.
 */
export function registerAuthEmails(ctx: MailContext): void {
  ctx.mailer.resolveRequests(EMAIL_REQUEST_KIND.reset, async (tx, address) => {
    const user = await findUserByEmail(tx, address);
    if (!user) return null;
    await revokeAuthTokens(tx, user.id, 'reset_password');
    const token = await issueAuthToken(tx, user.id, 'reset_password', RESET_TOKEN_MS);
    return {
      template: 'reset_password',
      to: user.email,
      userId: user.id,
      vars: { name: user.name, link: link(ctx, 'reset-password', token) },
    };
  });
  ctx.mailer.resolveRequests(EMAIL_REQUEST_KIND.verify, async (tx, address) => {
    const user = await findUserByEmail(tx, address);
    if (!user || user.emailVerifiedAt) return null;
    const token = await issueAuthToken(tx, user.id, 'verify_email', VERIFY_TOKEN_MS);
    return {
      template: 'verify_email',
      to: user.email,
      userId: user.id,
      vars: { name: user.name, link: link(ctx, 'verify-email', token) },
    };
  });
}
