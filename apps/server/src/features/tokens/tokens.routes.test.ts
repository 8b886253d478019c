import { tokenBalanceSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit } from '#test/support/requests.test-support';

describe('GET /api/nonprofit/{id}/token-balance', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    nonprofit = await fundedNonprofit(t.ctx.db, 12);
  });
  afterAll(() => t.close());

  it('answers the nonprofit its balance, purchases, spending and low-balance flag', async () => {
    const response = await api.balance(nonprofit, nonprofit.id);
    expect(response.statusCode).toBe(200);
    expect(tokenBalanceSchema.parse(response.json())).toEqual({
      balance: 12,
      total_purchased: 12,
      total_spent: 0,
      low_balance: false,
    });
  });

  it('answers an admin for any nonprofit, and zeros without a low-balance warning for one that never bought tokens', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    expect((await api.balance(admin, nonprofit.id)).json().balance).toBe(12);
    const empty = await fundedNonprofit(t.ctx.db, 0);
    expect((await api.balance(admin, empty.id)).json()).toEqual({
      balance: 0,
      total_purchased: 0,
      total_spent: 0,
      low_balance: false,
    });
  });

  it('refuses other nonprofits and donors (403) and anonymous callers (401)', async () => {
    const other = await fundedNonprofit(t.ctx.db, 0);
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    expect((await api.balance(other, nonprofit.id)).statusCode).toBe(403);
    expect((await api.balance(donor, nonprofit.id)).statusCode).toBe(403);
    expect((await api.balance(donor, donor.id)).statusCode).toBe(403);
    const anonymous = await api.balance(undefined, nonprofit.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('detail');
  });

  it('answers 400 to an id that is not a number', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nonprofit/abc/token-balance', as: nonprofit });
    expect(response.statusCode).toBe(400);
  });
});
