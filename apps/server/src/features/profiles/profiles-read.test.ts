import { donorProfileSchema, nonprofitProfileSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { profileClient } from '#test/support/profiles.test-support';

describe('GET /api/nonprofit/{id}/profile and /api/donor/{donor_id}/profile', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  let otherNonprofit: UserRow;
  let donor: UserRow;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      name: 'Nia Nonprofit',
      organizationName: 'Lakeside Youth Alliance',
      ein: '36-1234567',
      address: '500 Davis St',
      city: 'Evanston',
      state: 'IL',
      zip: '60201',
      shippingAddress: '1603 Orrington Ave',
      shippingCity: 'Evanston',
      shippingState: 'IL',
      shippingZip: '60201',
      latitude: 42.0451,
      longitude: -87.6877,
      serviceAreas: ['Evanston'],
      taxExemptDocUrl: '/api/documents/7',
    });
    otherNonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
    donor = await createUser(t.ctx.db, {
      role: 'donor',
      name: 'Dana Donor',
      companyName: 'Acme Giving',
      donorScope: 'citywide',
      pickupZip: '60606',
      pickupLatitude: 41.8789,
      pickupLongitude: -87.6359,
      givingPreferences: ['Education'],
      companyLogoUrl: 'https://acme.example/logo.png',
    });
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('shows a nonprofit its own profile, every field of the entity', async () => {
    const response = await profileClient(t).nonprofit(nonprofit.id, nonprofit);
    expect(response.statusCode, response.body).toBe(200);
    const profile = nonprofitProfileSchema.strict().parse(response.json());
    expect(profile).toMatchObject({
      role: 'nonprofit',
      id: nonprofit.id,
      name: 'Nia Nonprofit',
      contact_name: 'Nia Nonprofit',
      email: nonprofit.email,
      pending_email: null,
      organization_name: 'Lakeside Youth Alliance',
      ein: '36-1234567',
      address: '500 Davis St',
      zip: '60201',
      shipping_zip: '60201',
      latitude: 42.0451,
      longitude: -87.6877,
      service_areas: ['Evanston'],
      tax_exempt_doc_url: '/api/documents/7',
      approval_status: 'pending',
    });
  });

  it('shows a donor its own profile: organization_name is the company, logo_url the company logo', async () => {
    const response = await profileClient(t).donor(donor.id, donor);
    expect(response.statusCode, response.body).toBe(200);
    expect(donorProfileSchema.strict().parse(response.json())).toMatchObject({
      role: 'donor',
      company_name: 'Acme Giving',
      organization_name: 'Acme Giving',
      contact_name: 'Dana Donor',
      donor_scope: 'citywide',
      pickup_zip: '60606',
      pickup_latitude: 41.8789,
      giving_preferences: ['Education'],
      logo_url: 'https://acme.example/logo.png',
      approval_status: 'approved',
    });
  });

  it('lets an admin read both', async () => {
    expect((await profileClient(t).nonprofit(nonprofit.id, admin)).statusCode).toBe(200);
    expect((await profileClient(t).donor(donor.id, admin)).statusCode).toBe(200);
  });

  it("refuses another account's profile (403), anonymous callers (401), and unknown accounts (404)", async () => {
    const client = profileClient(t);
    expect((await client.nonprofit(nonprofit.id, otherNonprofit)).statusCode).toBe(403);
    expect((await client.nonprofit(nonprofit.id, donor)).statusCode).toBe(403);
    expect((await client.donor(donor.id, nonprofit)).statusCode).toBe(403);
    expect((await client.donor(donor.id, donor)).statusCode).toBe(200);
    expect((await client.nonprofit(donor.id, donor)).statusCode).toBe(403);
    expect((await client.nonprofit(nonprofit.id)).statusCode).toBe(401);
    expect((await client.donor(donor.id)).statusCode).toBe(401);
    expect((await client.nonprofit(999_999, admin)).statusCode).toBe(404);
    expect((await client.nonprofit(donor.id, admin)).statusCode).toBe(404);
    expect((await client.donor(nonprofit.id, admin)).json()).toEqual({ detail: 'Donor not found.' });
  });
});

describe('PUT /api/users/{id}/tour', () => {
  let t: TestApp;
  let donor: UserRow;
  let other: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    other = await createUser(t.ctx.db, { role: 'nonprofit' });
  });
  afterAll(() => t.close());

  it('stores completion per user, and GET /api/auth/me carries it', async () => {
    const me = async () => (await t.request({ method: 'GET', url: '/api/auth/me', as: donor })).json().user;
    expect((await me()).tour_completed).toBe(false);
    const done = await profileClient(t).tour(donor.id, { completed: true }, donor);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ tour_completed: true });
    expect((await me()).tour_completed).toBe(true);
    expect((await profileClient(t).tour(donor.id, { completed: false }, donor)).json()).toEqual({
      tour_completed: false,
    });
  });

  it('is for that user only, and wants a boolean', async () => {
    expect((await profileClient(t).tour(donor.id, { completed: true }, other)).statusCode).toBe(403);
    expect((await profileClient(t).tour(donor.id, { completed: true })).statusCode).toBe(401);
    const bad = await profileClient(t).tour(donor.id, { completed: 'yes' }, donor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail[0].loc).toEqual(['body', 'completed']);
  });

  it('puts every profile call in the OpenAPI description', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/nonprofit/{id}/profile']).toHaveProperty('get');
    expect(paths['/api/donor/{donor_id}/profile']).toHaveProperty('get');
    expect(paths['/api/users/{id}']).toHaveProperty('put');
    expect(paths['/api/users/{id}/logo']).toHaveProperty('post');
    expect(paths['/api/users/{id}/tour']).toHaveProperty('put');
    expect(paths['/api/geocode/search']).toHaveProperty('get');
  });
});
