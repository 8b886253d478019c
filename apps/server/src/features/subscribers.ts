import type { AppContext } from '../platform/context';
import { registerAccountDecisionEmails } from './admin/admin-users.emails';
import { registerAcknowledgementReminders } from './acknowledgements/acknowledgements.subscribers';
import { registerAuthEmails } from './auth/auth.emails';
import { registerDeliverySubscribers } from './delivery/delivery.subscribers';
import { registerInvoiceSubscribers } from './invoices/invoices.subscribers';
import { registerNeedNotifications } from './needs';
import { registerPaymentNotifications } from './payments/payments.emails';
import { registerRequestNotifications } from './requests/requests.emails';
import { registerTaxFormSubscribers } from './tax-forms/tax-forms.subscribers';

/**
 * Every side effect that follows a committed change (emails, notifications, pickup details),
 * registered once here rather than from the route files, so one list shows what reacts to what.
 */
export function registerSubscribers(ctx: AppContext): void {
  registerAuthEmails(ctx);
  registerAccountDecisionEmails(ctx);
  registerRequestNotifications(ctx);
  registerInvoiceSubscribers(ctx);
  registerPaymentNotifications(ctx);
  registerDeliverySubscribers(ctx);
  registerTaxFormSubscribers(ctx);
  registerAcknowledgementReminders(ctx);
  registerNeedNotifications(ctx);
}
