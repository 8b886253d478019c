import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { latestToken, mailboxFor } from '#test/support/auth.test-support';
import { historyOf, updateOwn, userRow } from '#test/support/profiles.test-support';

const PASSWORD = 'nonprofit-password-1';

describe('changing the sign-in email from the profile', () => {
  let t: TestApp;
  let user: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.ctx.db, {
      role: 'nonprofit',
      name: 'Nia Nonprofit',
      email: 'nia@old.example',
      password: PASSWORD,
    });
  });
  afterAll(() => t.close());

  const login = (email: string, remoteAddress = '10.2.0.1') =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, remoteAddress });
  const verify = (token: string) => t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

  it('keeps the current address until the link sent to the new one is opened, and tells the current one', async () => {
    const profile = await updateOwn(t, user, { email: 'Nia@New.example', current_password: PASSWORD });
    expect(profile).toMatchObject({ email: 'nia@old.example', pending_email: 'nia@new.example' });
    expect((await login('nia@old.example')).statusCode).toBe(200);
    expect((await login('nia@new.example')).statusCode).toBe(401);

    const [notice] = await mailboxFor(t, 'nia@old.example');
    expect(notice).toMatchObject({ template: 'email_change_notice' });
    expect(notice!.body).toContain('nia@new.example');
    const token = await latestToken(t, 'nia@new.example', 'verify-email');
    expect(PROFILE_MESSAGES.emailChangePending('nia@new.example')).toContain('nia@new.example');

    const confirmed = await verify(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: PROFILE_MESSAGES.emailChanged,
      user: { email: 'nia@new.example', email_verified: true },
    });
    expect((await login('nia@new.example')).statusCode).toBe(200);
    expect((await login('nia@old.example', '10.2.0.2')).statusCode).toBe(401);
    expect(await userRow(t, user.id)).toMatchObject({ email: 'nia@new.example', pendingEmail: null });

    // The link works once.
    expect((await verify(token)).json()).toEqual({ detail: AUTH_MESSAGES.invalidVerificationLink });
    const [confirmation, request] = await historyOf(t, user.id);
    expect(confirmation).toMatchObject({
      actor: 'self',
      action: 'confirm_email_change',
      before: { email: 'nia@old.example' },
      after: { email: 'nia@new.example' },
    });
    expect(request).toMatchObject({ action: 'update_own_profile', after: { pending_email: 'nia@new.example' } });
  });

  it('gives up a pending change when the current address is sent back; its link stops working', async () => {
    const fresh = await userRow(t, user.id);
    await updateOwn(t, fresh, { email: 'nia@third.example', current_password: PASSWORD });
    const token = await latestToken(t, 'nia@third.example', 'verify-email');
    const profile = await updateOwn(t, fresh, { email: 'nia@new.example' });
    expect(profile.pending_email).toBeNull();
    expect((await verify(token)).statusCode).toBe(400);
    expect((await userRow(t, user.id)).email).toBe('nia@new.example');
  });

  it('refuses the link when someone has signed up with the address meanwhile', async () => {
    const fresh = await userRow(t, user.id);
    await updateOwn(t, fresh, { email: 'nia@contested.example', current_password: PASSWORD });
    const token = await latestToken(t, 'nia@contested.example', 'verify-email');
    await createUser(t.ctx.db, { role: 'donor', email: 'nia@contested.example' });
    const refused = await verify(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: PROFILE_MESSAGES.emailTaken });
    expect(await userRow(t, user.id)).toMatchObject({
      email: 'nia@new.example',
      pendingEmail: 'nia@contested.example',
    });
  });
});
