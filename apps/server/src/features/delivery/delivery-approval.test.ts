import { nonprofitDashboardSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client } from '#test/support/requests.test-support';
import {
  approvedDelivery,
  conversationOf,
  deliveryParties,
  emailsOf,
  notificationsOf,
  systemLines,
} from '#test/support/delivery.test-support';

describe('approval starts the delivery', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
  });
  afterAll(() => t.close());

  it('opens the chat with a system message and tells both sides in the bell and by email', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const conversation = await conversationOf(t.ctx.db, requestId);
    expect(conversation).toMatchObject({ donorId: donor.id, nonprofitId: nonprofit.id, status: 'active' });
    expect(await systemLines(t.ctx.db, requestId)).toHaveLength(1);

    const started = await notificationsOf(t.ctx.db, [donor.id, nonprofit.id], 'delivery_started');
    const forRequest = started.filter((row) => row.metadata.request_id === requestId);
    expect(forRequest.map((row) => row.userId).sort()).toEqual([donor.id, nonprofit.id].sort());
    for (const row of forRequest) {
      expect(row.conversationId).toBe(conversation!.id);
      expect(row.metadata).toMatchObject({ request_id: requestId, donor_name: 'Acme Giving' });
      expect(typeof row.metadata.item_title).toBe('string');
    }
    expect(await emailsOf(t.ctx.db, 'delivery_started', donor.email)).not.toHaveLength(0);
    expect(await emailsOf(t.ctx.db, 'delivery_started', nonprofit.email)).not.toHaveLength(0);
  });

  it('Edit Decision back to approved reuses the chat and tells both sides again', async () => {
    const api = client(t);
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const first = await conversationOf(t.ctx.db, requestId);
    expect((await api.respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    const before = (await notificationsOf(t.ctx.db, [donor.id, nonprofit.id], 'delivery_started')).length;
    expect((await api.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);

    const again = await conversationOf(t.ctx.db, requestId);
    expect(again!.id).toBe(first!.id);
    expect(again!.status).toBe('active');
    const after = await notificationsOf(t.ctx.db, [donor.id, nonprofit.id], 'delivery_started');
    expect(after.length).toBe(before + 2);
  });

  it("the nonprofit's request shows the delivery columns", async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const response = await t.request({
      method: 'GET',
      url: `/api/dashboard/nonprofit/${nonprofit.id}/detailed`,
      as: nonprofit,
    });
    const dashboard = nonprofitDashboardSchema.parse(response.json());
    const shown = dashboard.requests.find((request) => request.id === requestId);
    expect(shown).toMatchObject({ delivery_method: null, delivery_status: null });

    const chosen = await t.request({
      method: 'POST',
      url: `/api/requests/${requestId}/delivery-method?nonprofit_id=${nonprofit.id}`,
      payload: { delivery_method: 'pickup' },
      as: nonprofit,
    });
    expect(chosen.json().request).toMatchObject({ delivery_method: 'pickup', delivery_status: null });
  });
});
