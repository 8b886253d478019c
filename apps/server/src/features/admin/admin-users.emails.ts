import { DASHBOARD_PATH } from '@app/shared';
import type { AppContext } from '#src/platform/context';

export interface AccountDecision {
  userId: number;
  email: string;
  name: string;
  /** The organization or company the account stands for, else the person's name. */
  organizationName: string;
}

declare module '#src/platform/events' {
  interface DomainEvents {
    'account.approved': AccountDecision;
    'account.rejected': AccountDecision & { reason: string };
  }
}

/** The approval-decision emails (docs/product.md, Emails), sent once the decision is committed. */
export function registerAccountDecisionEmails(ctx: AppContext): void {
  ctx.events.on('account.approved', async (decision) => {
    await ctx.mailer.queue({
      template: 'account_approved',
      to: decision.email,
      userId: decision.userId,
      vars: {
        name: decision.name,
        organization_name: decision.organizationName,
        link: `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}`,
      },
    });
  });
  ctx.events.on('account.rejected', async (decision) => {
    await ctx.mailer.queue({
      template: 'account_rejected',
      to: decision.email,
      userId: decision.userId,
      vars: {
        name: decision.name,
        organization_name: decision.organizationName,
        reason: decision.reason,
        support_email: ctx.config.supportEmail,
      },
    });
  });
}
