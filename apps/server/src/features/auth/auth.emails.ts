import type { AppContext } from '../../platform/context';
import type { EventBus } from '../../platform/events';
import './auth.events';

const subscribed = new WeakSet<EventBus>();

/** Sends the verification and reset emails once their tokens are committed. */
export function registerAuthEmails(ctx: Pick<AppContext, 'config' | 'events' | 'mailer'>): void {
  // One context may serve several app instances (tests): subscribe once per event bus.
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  const link = (page: string, token: string) => `${ctx.config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

  ctx.events.on('auth.verification_requested', async ({ userId, email, name, token }) => {
    await ctx.mailer.send({
      template: 'verify_email',
      to: email,
      userId,
      vars: { name, link: link('verify-email', token) },
    });
  });

  // The link goes to the new address; the current one hears of it at once, so an owner whose
  // session was taken can react before anything changes.
  ctx.events.on('auth.email_change_requested', async ({ userId, email, newEmail, name, token }) => {
    await ctx.mailer.send({
      template: 'confirm_email_change',
      to: newEmail,
      userId,
      vars: { name, link: link('verify-email', token) },
    });
    await ctx.mailer.send({
      template: 'email_change_notice',
      to: email,
      userId,
      vars: { name, new_email: newEmail, link: `${ctx.config.publicUrl}/login` },
    });
  });

  ctx.events.on('auth.password_reset_requested', async ({ userId, email, name, token }) => {
    await ctx.mailer.send({
      template: 'reset_password',
      to: email,
      userId,
      vars: { name, link: link('reset-password', token) },
    });
  });
}
