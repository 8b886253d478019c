import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { latestEmail, uniqueEin, uniqueEmail } from './fixtures';

export interface RegisteredNonprofit {
  email: string;
  password: string;
  organization: string;
  uploadToken: string;
}

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3210}`;

/** Registers a nonprofit over the API, as the sign-up form would. */
export async function registerNonprofit(request: APIRequestContext, label: string): Promise<RegisteredNonprofit> {
  const email = uniqueEmail(label);
  const organization = `${label} Community Org ${Math.random().toString(36).slice(2, 7)}`;
  const password = 'E2e-password-1';
  const response = await request.post('/api/auth/register', {
    headers: { origin: origin() },
    data: {
      role: 'nonprofit',
      email,
      password,
      name: 'Robin Organizer',
      phone: '555-0142',
      organization_name: organization,
      ein: uniqueEin(),
      city: 'Madison',
      state: 'WI',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { upload_token: string };
  return { email, password, organization, uploadToken: body.upload_token };
}

export interface FreshAccount {
  id: number;
  email: string;
  password: string;
}

/**
 * A new nonprofit or donor, signed up over the API and verified through its emailed link, so a test
 * may change its profile or take its first-visit tour without touching the shared demo accounts.
 * It is not signed in.
 */
export async function signUpVerified(
  request: APIRequestContext,
  role: 'nonprofit' | 'donor',
  label: string,
): Promise<FreshAccount> {
  const email = uniqueEmail(label);
  const password = 'E2e-password-1';
  const suffix = Math.random().toString(36).slice(2, 7);
  const roleFields =
    role === 'nonprofit'
      ? { organization_name: `${label} Org ${suffix}`, ein: uniqueEin() }
      : { company_name: `${label} Supply ${suffix}`, donor_scope: 'statewide' };
  const response = await request.post('/api/auth/register', {
    headers: { origin: origin() },
    data: { role, email, password, name: 'Sam Fresh', phone: '555-0150', city: 'Madison', state: 'WI', ...roleFields },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number } };
  const link = (await latestEmail(email, 'verify_email')).links.find((candidate) => candidate.includes('token='));
  const token = new URL(link!).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { headers: { origin: origin() }, data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { id: user.id, email, password };
}
