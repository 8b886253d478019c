import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the engine when the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 once the database is gone', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const response = await other.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    await other.app.close();
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('detail');
  });

  it('publishes the OpenAPI description', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });
});
