import { IDEMPOTENCY_KEY_HEADER } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, idempotencyKeyFor, retryLostResponse } from './api-client';

describe('Idempotency-Key from the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('idempotency finding: one fresh key per submission, the same key on every retry of it', () => {
    const submission = { nonprofitId: 1, body: { item_id: 2 } };
    const key = idempotencyKeyFor(submission);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKeyFor(submission)).toBe(key);
    // The next click builds new variables: a new key, even with the same content.
    expect(idempotencyKeyFor({ nonprofitId: 1, body: { item_id: 2 } })).not.toBe(key);
  });

  it('sends the key as the Idempotency-Key header only when given', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/requests', { method: 'POST', body: {}, idempotencyKey: 'k-1' });
    await api('/requests', { method: 'POST', body: {} });
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)[IDEMPOTENCY_KEY_HEADER]).toBe('k-1');
    expect(headersOf(1)).not.toHaveProperty(IDEMPOTENCY_KEY_HEADER);
  });

  it('retries only a lost answer (no connection), at most twice', () => {
    expect(retryLostResponse(0, new ApiError(0, 'offline'))).toBe(true);
    expect(retryLostResponse(1, new ApiError(0, 'offline'))).toBe(true);
    expect(retryLostResponse(2, new ApiError(0, 'offline'))).toBe(false);
    expect(retryLostResponse(0, new ApiError(400, 'refused'))).toBe(false);
    expect(retryLostResponse(0, new ApiError(500, 'failed'))).toBe(false);
  });
});
