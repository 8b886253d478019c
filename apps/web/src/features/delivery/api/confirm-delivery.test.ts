import { DELIVERY_MESSAGES, isDeliveryConfirmationStatus } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client';
import { confirmFailureMessage, confirmFailureOf, signedInConfirmPath } from './confirm-delivery';

describe('confirmFailureMessage', () => {
  it('maps 404, 400 and everything else to the fixed sentences', () => {
    expect(confirmFailureMessage(new ApiError(404, 'Request not found.', 'Request not found.'))).toBe(
      DELIVERY_MESSAGES.confirmNotFound,
    );
    expect(confirmFailureMessage(new ApiError(400, 'Already confirmed.', 'Already confirmed.'))).toBe(
      'Already confirmed.',
    );
    expect(confirmFailureMessage(new ApiError(400, 'Server error: 400'))).toBe(DELIVERY_MESSAGES.confirmBadRequest);
    expect(confirmFailureMessage(new ApiError(500, 'Server error: 500'))).toBe(DELIVERY_MESSAGES.confirmOther);
    expect(confirmFailureMessage(new Error('offline'))).toBe(DELIVERY_MESSAGES.confirmOther);
  });
});

describe('confirmFailureOf', () => {
  it('link expiry finding: 410 is an expired link with the server sentence, 401 asks to sign in', () => {
    const detail = DELIVERY_MESSAGES.confirmLinkExpired;
    expect(confirmFailureOf(new ApiError(410, detail, detail))).toEqual({ kind: 'expired', message: detail });
    expect(confirmFailureOf(new ApiError(410, 'Server error: 410'))).toEqual({ kind: 'expired', message: detail });
    expect(confirmFailureOf(new ApiError(401, 'Please log in to continue.', 'x'))).toEqual({
      kind: 'sign_in',
      message: DELIVERY_MESSAGES.confirmSignInNeeded,
    });
    expect(confirmFailureOf(new ApiError(404, 'x', 'x'))).toEqual({
      kind: 'other',
      message: DELIVERY_MESSAGES.confirmNotFound,
    });
    expect(signedInConfirmPath('12', 'received')).toBe('/confirm-delivery/12?status=received');
  });
});

describe('isDeliveryConfirmationStatus', () => {
  it('accepts only received and not_received', () => {
    expect(isDeliveryConfirmationStatus('received')).toBe(true);
    expect(isDeliveryConfirmationStatus('not_received')).toBe(true);
    expect(isDeliveryConfirmationStatus('delivered')).toBe(false);
    expect(isDeliveryConfirmationStatus(null)).toBe(false);
  });
});
