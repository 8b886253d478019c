import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';

describe('OpenAPI description of the payment calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every payment and invoice call of API.md', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const calls: [string, string][] = [
      ['get', '/api/token-bundles'],
      ['post', '/api/stripe-token-purchase'],
      ['get', '/api/stripe-payment-status/{sessionId}'],
      ['post', '/api/payments/checkout/session'],
      ['get', '/api/payments/checkout/status/{session}'],
      ['post', '/api/payments/{paymentId}/pay'],
      ['post', '/api/payments/webhook'],
      ['get', '/api/nonprofit/{id}/payments'],
    ];
    for (const [method, path] of calls) expect(paths[path], `${method} ${path}`).toHaveProperty(method);
  });
});
