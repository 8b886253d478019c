import { DONOR_SCOPES, type DonorProfile, type DonorScope, type NonprofitProfile, type Profile } from '@app/shared';
import type { UserRow } from '#src/platform/database/schema';

/** Which column holds an account's logo: sign-up kept a donor's in company_logo_url. */
export const logoColumn = (role: UserRow['role']) => (role === 'donor' ? 'companyLogoUrl' : 'logoUrl');

function accountPart(row: UserRow) {
  return {
    id: row.id,
    name: row.name,
    // The account holder is the organization's contact (docs/product.md, Profiles).
    contact_name: row.name,
    email: row.email,
    pending_email: row.pendingEmail,
    email_verified: row.emailVerifiedAt !== null,
    phone: row.phone,
    website: row.website,
    city: row.city,
    state: row.state,
    zip: row.zip,
    logo_url: row[logoColumn(row.role)],
    approval_status: row.approvalStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentNonprofitProfile(row: UserRow): NonprofitProfile {
  return {
    role: 'nonprofit',
    ...accountPart(row),
    organization_name: row.organizationName,
    ein: row.ein,
    mission_statement: row.missionStatement,
    service_areas: row.serviceAreas,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    tax_exempt_doc_url: row.taxExemptDocUrl,
    shipping_address: row.shippingAddress,
    shipping_city: row.shippingCity,
    shipping_state: row.shippingState,
    shipping_zip: row.shippingZip,
  };
}

export function presentDonorProfile(row: UserRow): DonorProfile {
  const scope = DONOR_SCOPES.includes(row.donorScope as DonorScope) ? (row.donorScope as DonorScope) : 'nationwide';
  return {
    role: 'donor',
    ...accountPart(row),
    company_name: row.companyName,
    organization_name: row.companyName,
    donor_scope: scope,
    entity_type: row.entityType ?? 'c_corporation',
    giving_preferences: row.givingPreferences,
    pickup_address: row.pickupAddress,
    pickup_city: row.pickupCity,
    pickup_state: row.pickupState,
    pickup_zip: row.pickupZip,
    pickup_latitude: row.pickupLatitude,
    pickup_longitude: row.pickupLongitude,
  };
}

/** The profile of a nonprofit or donor account (admins have none). */
export function presentProfile(row: UserRow): Profile {
  return row.role === 'donor' ? presentDonorProfile(row) : presentNonprofitProfile(row);
}
