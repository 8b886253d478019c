import { z } from 'zod';
import { DELIVERY_STATUSES } from '../delivery-constants';
import { DELIVERY_METHODS, REQUEST_STATUSES } from '../marketplace-constants';
import { PAYMENT_STATUSES } from '../payment-constants';

// ---- The words of a request's life (docs/product.md, "A request's life") ----

/**
 * Where a request stands, from its row and its invoice's payment. `approved` means approved with
 * nothing paid; `paying` a checkout is open; `paid` the fee is settled and the item not on its way;
 * `sent` on its way. The last four are final.
 */
export const REQUEST_STATES = [
  'pending',
  'approved',
  'paying',
  'paid',
  'sent',
  'completed',
  'declined',
  'expired',
  'cancelled',
] as const;
export const requestStateEnum = z.enum(REQUEST_STATES);
export type RequestState = z.infer<typeof requestStateEnum>;
/** The states nothing follows. */
export const FINAL_REQUEST_STATES: readonly RequestState[] = ['completed', 'declined', 'expired', 'cancelled'];

/** The stored status of a request row (coarser than its state). */
export const requestStatusEnum = z.enum(REQUEST_STATUSES);
/** An invoice's status as the API shows it (processing while a checkout is open, overdue after its due day). */
export const invoiceStatusEnum = z.enum(PAYMENT_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusEnum>;
export const deliveryStatusEnum = z.enum(DELIVERY_STATUSES);
export const deliveryMethodEnum = z.enum(DELIVERY_METHODS);

/**
 * What a viewer may ask for on a request; each is one command of the lifecycle table. `reopen`
 * (back to pending) and `amend` (value and quantity) are an admin's only.
 */
export const REQUEST_COMMANDS = [
  'cancel',
  'approve',
  'decline',
  'choose-method',
  'start-checkout',
  'coordinate-pickup',
  'mark-sent',
  'confirm-received',
  'confirm-not-received',
  'reopen',
  'amend',
] as const;
export const requestCommandEnum = z.enum(REQUEST_COMMANDS);
export type RequestCommand = z.infer<typeof requestCommandEnum>;

/** One action the viewer may take now: the command to send, and the words for its button. */
export const requestActionSchema = z.object({ command: requestCommandEnum, label: z.string() });
export type RequestAction = z.infer<typeof requestActionSchema>;

/** What the request waits for, whoever the viewer is. */
export const NEXT_STEP_ACTIONS = [
  'decide',
  'choose-method',
  'pay',
  'coordinate-pickup',
  'mark-sent',
  'confirm-received',
  'follow-up',
  /** Waiting for an admin's review: the nonprofit is on an IRS hold. */
  'paused',
  'none',
] as const;
export const nextStepSchema = z.object({
  actor: z.enum(['nonprofit', 'donor', 'none']),
  action: z.enum(NEXT_STEP_ACTIONS),
  label: z.string(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/** A delivery method the request may take, with the invoice it would make, in integer cents. */
export const methodOptionSchema = z.object({
  method: deliveryMethodEnum,
  /** Percent of the value, e.g. 5. */
  fee_percentage: z.number(),
  platform_fee: z.number().int(),
  /** The logistics line (shipping); 0 for pickup and virtual. */
  logistics_fee: z.number().int(),
  total: z.number().int(),
  /** The method the request has now. */
  current: z.boolean(),
  /** Whether choosing it now would be accepted (the same rules as the choice itself). */
  available: z.boolean(),
});
export type MethodOption = z.infer<typeof methodOptionSchema>;

/** The moments a request reached each step of its timeline (ISO times; null until reached or unknown). */
export const requestTimelineSchema = z.object({
  requested_at: z.string(),
  approved_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  method_chosen_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
});
export type RequestTimeline = z.infer<typeof requestTimelineSchema>;

/** What every request in an answer carries about its life, for the one who asked. */
export const requestLifecycleFields = {
  state: requestStateEnum,
  /** The commands this viewer may take now; anything else would be refused. */
  actions: z.array(requestActionSchema),
  next_step: nextStepSchema,
  timeline: requestTimelineSchema,
  /** Each delivery method the request offers, priced as the invoice would be; empty before approval. */
  method_options: z.array(methodOptionSchema),
};
export type RequestLifecycle = {
  state: RequestState;
  actions: RequestAction[];
  next_step: NextStep;
  timeline: RequestTimeline;
  method_options: MethodOption[];
};
