import { PAYMENT_RULES, type CheckoutStatus } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { nextCheckDelay, pollState } from './use-checkout-poll';

const status = (overrides: Partial<CheckoutStatus> = {}): CheckoutStatus => ({
  session_id: 'cs_1',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 2500,
  currency: 'usd',
  ...overrides,
});

const base = { data: undefined, error: null, status: 'pending' as const, checksDone: 0, isFetching: true };

describe('nextCheckDelay', () => {
  it('checks again every 2 s while the session is open', () => {
    expect(nextCheckDelay({ status: 'success', data: status(), dataUpdateCount: 1 })).toBe(
      PAYMENT_RULES.pollIntervalMs,
    );
  });

  it('stops after 5 attempts, once paid or expired, and after an error', () => {
    expect(nextCheckDelay({ status: 'success', data: status(), dataUpdateCount: 5 })).toBe(false);
    expect(nextCheckDelay({ status: 'success', data: status({ payment_status: 'paid' }), dataUpdateCount: 1 })).toBe(
      false,
    );
    expect(nextCheckDelay({ status: 'success', data: status({ status: 'expired' }), dataUpdateCount: 1 })).toBe(false);
    expect(nextCheckDelay({ status: 'error', data: undefined, dataUpdateCount: 0 })).toBe(false);
  });
});

describe('pollState', () => {
  it('has nothing to check without a session id', () => {
    expect(pollState(null, base)).toEqual({ phase: 'missing' });
  });

  it('counts the attempt in progress', () => {
    expect(pollState('cs_1', base)).toEqual({ phase: 'checking', attempt: 1, attempts: 5 });
    const second = { ...base, status: 'success' as const, data: status(), checksDone: 1 };
    expect(pollState('cs_1', second)).toEqual({ phase: 'checking', attempt: 2, attempts: 5 });
  });

  it('is paid when payment_status is paid, expired when the session expired', () => {
    const paid = status({ status: 'complete', payment_status: 'paid' });
    expect(pollState('cs_1', { ...base, status: 'success', data: paid, checksDone: 2 })).toEqual({
      phase: 'paid',
      status: paid,
    });
    const expired = status({ status: 'expired' });
    expect(pollState('cs_1', { ...base, status: 'success', data: expired, checksDone: 1 }).phase).toBe('expired');
  });

  it('times out after the fifth unpaid answer', () => {
    const done = { ...base, status: 'success' as const, data: status(), checksDone: 5, isFetching: false };
    expect(pollState('cs_1', done)).toEqual({ phase: 'timed-out', attempts: 5 });
  });

  it('tells an unreachable server from an error answer', () => {
    const network = { ...base, status: 'error' as const, error: new ApiError(0, 'offline') };
    expect(pollState('cs_1', network)).toEqual({ phase: 'failed', reason: 'network' });
    const bad = { ...base, status: 'error' as const, error: new ApiError(404, 'Not found') };
    expect(pollState('cs_1', bad)).toEqual({ phase: 'failed', reason: 'bad-response' });
  });
});
