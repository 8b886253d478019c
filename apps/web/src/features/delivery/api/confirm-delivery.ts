import { DELIVERY_MESSAGES, type confirmDeliveryResponseSchema, type DeliveryConfirmationStatus } from '@app/shared';
import type { z } from 'zod';
import { api, ApiError } from '#src/lib/api-client';

export type ConfirmDeliveryResponse = z.infer<typeof confirmDeliveryResponseSchema>;

/** POST /confirm-delivery/{requestId}?status=&token= (docs/product.md, Delivery). */
export function confirmDelivery(requestId: string, status: DeliveryConfirmationStatus, token: string | null) {
  return api<ConfirmDeliveryResponse>(`/confirm-delivery/${encodeURIComponent(requestId)}`, {
    method: 'POST',
    query: { status, token },
    body: {},
  });
}

// One call per link, however often the page mounts: React's development double effects, and a
// second visit in the same tab, must not record the answer twice or show a failure for the repeat.
const calls = new Map<string, Promise<ConfirmDeliveryResponse>>();

export function confirmDeliveryOnce(requestId: string, status: DeliveryConfirmationStatus, token: string | null) {
  const key = `${requestId}|${status}|${token ?? ''}`;
  let call = calls.get(key);
  if (!call) {
    call = confirmDelivery(requestId, status, token);
    calls.set(key, call);
    // A failed call may be retried by reloading the page.
    call.catch(() => calls.delete(key));
  }
  return call;
}

/** 404 says the link may be invalid or expired; 400 gives the server's detail; else a general sentence. */
export function confirmFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return DELIVERY_MESSAGES.confirmNotFound;
  if (error instanceof ApiError && error.status === 400) {
    return error.detail ? error.message : DELIVERY_MESSAGES.confirmBadRequest;
  }
  return DELIVERY_MESSAGES.confirmOther;
}

export type ConfirmFailureKind = 'expired' | 'sign_in' | 'other';

/**
 * An expired link (410) and a signed-out visit without a token (401) both lead to the same way
 * out: the nonprofit that owns the request confirms while signed in, without the link's token.
 */
export function confirmFailureOf(error: unknown): { kind: ConfirmFailureKind; message: string } {
  if (error instanceof ApiError && error.status === 410) {
    return { kind: 'expired', message: error.detail ? error.message : DELIVERY_MESSAGES.confirmLinkExpired };
  }
  if (error instanceof ApiError && error.status === 401) {
    return { kind: 'sign_in', message: DELIVERY_MESSAGES.confirmSignInNeeded };
  }
  return { kind: 'other', message: confirmFailureMessage(error) };
}

/** The same answer without the token: the server then accepts only the owning nonprofit's session. */
export const signedInConfirmPath = (requestId: string, status: DeliveryConfirmationStatus) =>
  `/confirm-delivery/${encodeURIComponent(requestId)}?status=${status}`;
