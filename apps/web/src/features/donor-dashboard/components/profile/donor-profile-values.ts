import type { DonorProfile } from '@app/shared';
import type { ProfileFormValues } from '#src/components/profile/profile-form';

/** The Edit Profile form's starting values: every editable field as text, lists comma-separated. */
export function donorFormValues(profile: DonorProfile): ProfileFormValues {
  return {
    company_name: profile.company_name ?? '',
    name: profile.name,
    email: profile.email,
    current_password: '',
    phone: profile.phone ?? '',
    website: profile.website ?? '',
    donor_scope: profile.donor_scope,
    entity_type: profile.entity_type,
    giving_preferences: profile.giving_preferences.join(', '),
    logo_url: profile.logo_url ?? '',
    city: profile.city ?? '',
    state: profile.state,
    zip: profile.zip ?? '',
    pickup_address: profile.pickup_address ?? '',
    pickup_city: profile.pickup_city ?? '',
    pickup_state: profile.pickup_state,
    pickup_zip: profile.pickup_zip ?? '',
  };
}
