import { profileSchema, type AuditLogEntry, type Profile } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, users, type UserRow } from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';

/** The profile calls as the browser makes them. */
export function profileClient(t: TestApp) {
  return {
    nonprofit: (id: number, as?: UserRow) => t.request({ method: 'GET', url: `/api/nonprofit/${id}/profile`, as }),
    donor: (id: number, as?: UserRow) => t.request({ method: 'GET', url: `/api/donor/${id}/profile`, as }),
    update: (id: number, payload: object, as?: UserRow) =>
      t.request({ method: 'PUT', url: `/api/users/${id}`, payload, as }),
    tour: (id: number, payload: object, as?: UserRow) =>
      t.request({ method: 'PUT', url: `/api/users/${id}/tour`, payload, as }),
  };
}

/** PUT /users/{id} by the user themselves, failing the test on anything but 200. */
export async function updateOwn(t: TestApp, user: UserRow, payload: object): Promise<Profile> {
  const response = await profileClient(t).update(user.id, payload, user);
  expect(response.statusCode, response.body).toBe(200);
  return profileSchema.parse(response.json());
}

export const userRow = async (t: TestApp, id: number) =>
  (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** An account's row without `last_active_at`: signing in to make a call is activity, not an edit. */
export const accountFields = ({ lastActiveAt: _activity, ...fields }: UserRow) => fields;

/** The account's row and its history: what a refused edit must leave exactly as it was. */
export async function accountState(t: TestApp, id: number) {
  return {
    row: accountFields(await userRow(t, id)),
    history: await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(asc(auditLog.id)),
  };
}

/** The account's history as an admin reads it. */
export async function historyOf(t: TestApp, id: number): Promise<AuditLogEntry[]> {
  const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
  const response = await t.request({
    method: 'GET',
    url: `/api/admin/audit-log?target_type=user&target_id=${id}`,
    as: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().audit_logs as AuditLogEntry[];
}
