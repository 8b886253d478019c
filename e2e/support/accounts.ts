import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { uniqueEmail } from './fixtures';

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
      ein: '12-3456789',
      city: 'Madison',
      state: 'WI',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { upload_token: string };
  return { email, password, organization, uploadToken: body.upload_token };
}
