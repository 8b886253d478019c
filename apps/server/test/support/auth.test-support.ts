import type { DevEmail } from '@app/shared';
import { expect } from 'vitest';
import type { TestApp } from '../setup/test-app';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';

let sequence = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++sequence}-${Date.now()}@example.org`;
/** Nine digits, without the dash, that no other sign-up here gives: one EIN is one nonprofit's. */
const uniqueEin = () => `95${String(++sequence).padStart(7, '0')}`;

/** A valid donor sign-up; fields may be overridden or removed with `undefined`. */
export function donorPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    role: 'donor',
    email: uniqueEmail('donor'),
    password: 'a-strong-password-1',
    name: 'Dana Donor',
    phone: '555-0101',
    city: 'Chicago',
    state: 'il',
    company_name: 'Acme Giving',
    donor_scope: 'citywide',
    giving_preferences: 'Education, Youth, ,',
    ...overrides,
  };
}

export function nonprofitPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    role: 'nonprofit',
    email: uniqueEmail('nonprofit'),
    password: 'a-strong-password-1',
    name: 'Nia Nonprofit',
    phone: '555-0102',
    organization_name: 'Lakeside Youth Alliance',
    ein: uniqueEin(),
    mission_statement: 'Mentoring',
    service_areas: ['Evanston', ' Chicago '],
    ...overrides,
  };
}

const mailboxReaders = new WeakMap<TestApp, Promise<UserRow>>();

/** The dev mailbox shows everyone's mail to admins only: one admin per test app reads it. */
function mailboxReader(t: TestApp): Promise<UserRow> {
  let reader = mailboxReaders.get(t);
  if (!reader) {
    reader = createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    mailboxReaders.set(t, reader);
  }
  return reader;
}

/** Emails recorded for one address, newest first, through the dev mailbox. */
export async function mailboxFor(t: TestApp, email: string): Promise<DevEmail[]> {
  // Emails are written in the background (docs/decisions/011-email-outbox.md): let this process's sender finish.
  await t.ctx.mailer.idle();
  const response = await t.request({
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    as: await mailboxReader(t),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { emails: DevEmail[] }).emails;
}

/** The token of the newest emailed link to `page` (verify-email or reset-password). */
export async function latestToken(t: TestApp, email: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const emails = await mailboxFor(t, email);
  const link = emails.flatMap((entry) => entry.links).find((candidate) => candidate.includes(`/${page}?token=`));
  expect(link, `an emailed /${page} link for ${email}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** The session cookie a response set, or undefined. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'sid')?.value;
}
