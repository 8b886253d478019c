import { DELIVERY_MESSAGES, isDeliveryConfirmationStatus } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { confirmFailureMessage } from './confirm-delivery';

describe('confirmFailureMessage (seed 000 s9)', () => {
  it('maps 404, 400 and everything else to the seed sentences', () => {
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

describe('isDeliveryConfirmationStatus', () => {
  it('accepts only received and not_received', () => {
    expect(isDeliveryConfirmationStatus('received')).toBe(true);
    expect(isDeliveryConfirmationStatus('not_received')).toBe(true);
    expect(isDeliveryConfirmationStatus('delivered')).toBe(false);
    expect(isDeliveryConfirmationStatus(null)).toBe(false);
  });
});
