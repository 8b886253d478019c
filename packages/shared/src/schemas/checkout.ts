import { z } from 'zod';
import { safeString } from './common';

/** A provider's checkout session id (`cs_sandbox_...`, Stripe `cs_test_...`): letters, digits, `_` and `-`. */
const checkoutSessionId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\w-]+$/, { error: 'Not a checkout session id' });

/** GET /api/stripe-payment-status/{sessionId} */
export const stripePaymentStatusParamsSchema = z.object({ sessionId: checkoutSessionId });
/** GET /api/payments/checkout/status/{session} */
export const checkoutStatusParamsSchema = z.object({ session: checkoutSessionId });
/** The sandbox's hosted page and its pay call. */
export const sandboxCheckoutParamsSchema = z.object({ id: checkoutSessionId });

/** POST /api/payments/webhook: acknowledged (also for event types we ignore). */
export const webhookAckSchema = z.object({ received: z.literal(true) });

const digits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * POST /api/sandbox-checkout/{id}/pay: the sandbox provider's own card form.
 * Only the sandbox reads these, standing in for Stripe's page; it keeps the last four digits only.
 */
export const sandboxPaySchema = z.object({
  cardholder_name: safeString().trim().min(1, { error: 'Enter the name on the card.' }).max(200),
  card_number: z
    .string()
    .max(40)
    .transform(digits)
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Your card number is incomplete.' })),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'Enter the expiry date as MM/YY.' }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
});
export type SandboxPayInput = z.infer<typeof sandboxPaySchema>;

export const sandboxPayResponseSchema = z.object({
  status: z.literal('paid'),
  /** Where the browser goes next: the checkout's success URL. */
  redirect_url: z.string(),
});
