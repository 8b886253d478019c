import { GEOCODE_RULES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { createTestApp, type TestApp } from './setup/test-app';

const PROXY = '10.0.0.5';

/** Visitors' address suggestions are rate limited per client address: what the server thinks it is. */
async function searchesUntilRefused(api: TestApp, remoteAddress: string): Promise<number> {
  for (let attempt = 1; attempt <= GEOCODE_RULES.searchesPerMinute + 5; attempt += 1) {
    const response = await api.request({
      method: 'GET',
      url: '/api/geocode/search?q=10001',
      remoteAddress,
      // A different made-up client each time: only a trusted proxy may say who the client is.
      headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
    });
    if (response.statusCode === 429) return attempt;
    expect(response.statusCode, response.body).toBe(200);
  }
  return Infinity;
}

describe('TRUST_PROXY set to the proxy address', () => {
  let api: TestApp;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ DATA_DIR: '/nonexistent', SESSION_SECRET: 'x'.repeat(40), TRUST_PROXY: PROXY });
    api = await createTestApp({ trustProxy });
  });
  afterAll(() => api?.close());

  it('TRUST_PROXY lets clients choose their own IP: a client reaching the server directly cannot, its X-Forwarded-For is ignored and the rate limit keeps counting it', async () => {
    expect(await searchesUntilRefused(api, '203.0.113.7')).toBe(GEOCODE_RULES.searchesPerMinute + 1);
  });

  it('TRUST_PROXY: behind the trusted proxy each client is counted by the address the proxy names', async () => {
    expect(await searchesUntilRefused(api, PROXY)).toBe(Infinity);
  });
});
