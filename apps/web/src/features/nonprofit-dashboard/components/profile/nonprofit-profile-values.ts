import type { NonprofitProfile } from '@app/shared';
import type { ProfileFormValues } from '#src/components/profile/profile-form';

/** The Edit Profile form's starting values: every editable field as text, lists comma-separated. */
export function nonprofitFormValues(profile: NonprofitProfile): ProfileFormValues {
  return {
    organization_name: profile.organization_name ?? '',
    name: profile.name,
    email: profile.email,
    current_password: '',
    phone: profile.phone ?? '',
    website: profile.website ?? '',
    ein: profile.ein ?? '',
    mission_statement: profile.mission_statement ?? '',
    service_areas: profile.service_areas.join(', '),
    logo_url: profile.logo_url ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state,
    zip: profile.zip ?? '',
    shipping_address: profile.shipping_address ?? '',
    shipping_city: profile.shipping_city ?? '',
    shipping_state: profile.shipping_state,
    shipping_zip: profile.shipping_zip ?? '',
  };
}
