import {
  UPLOAD_FIELD,
  type DonorProfile,
  type LogoUpload,
  type NonprofitProfile,
  type Profile,
  type ProfileUpdateInput,
  type SessionUser,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { dashboardQueryKey } from '#src/lib/query-keys';
import { currentUserQueryKey } from '#src/lib/session/use-current-user';

export type ProfileRole = Profile['role'];
type ProfileOf<R extends ProfileRole> = R extends 'nonprofit' ? NonprofitProfile : DonorProfile;

export const profileQueryKeyFor = (role: ProfileRole, id: number) => ['profile', role, id] as const;

const profilePath = (role: ProfileRole, id: number) =>
  role === 'nonprofit' ? `/nonprofit/${id}/profile` : `/donor/${id}/profile`;

/**
 * What the signed-in user object already says, in the profile's shape: shown when the profile call
 * fails (docs/product.md, Profiles), so the tab still shows who is signed in.
 */
export function profileFromSession<R extends ProfileRole>(user: SessionUser, role: R): ProfileOf<R> {
  const common = {
    id: user.id,
    name: user.name,
    contact_name: user.name,
    email: user.email,
    pending_email: null,
    email_verified: user.email_verified,
    phone: null,
    website: null,
    city: user.city,
    state: user.state,
    zip: null,
    logo_url: null,
    approval_status: user.approval_status,
    created_at: '',
    updated_at: '',
  };
  const profile: Profile =
    role === 'nonprofit'
      ? {
          ...common,
          role: 'nonprofit',
          organization_name: user.organization_name,
          ein: null,
          mission_statement: null,
          service_areas: [],
          address: null,
          latitude: null,
          longitude: null,
          tax_exempt_doc_url: user.tax_exempt_doc_url,
          shipping_address: null,
          shipping_city: null,
          shipping_state: null,
          shipping_zip: null,
        }
      : {
          ...common,
          role: 'donor',
          company_name: user.company_name,
          organization_name: user.company_name,
          donor_scope: 'nationwide',
          entity_type: 'c_corporation',
          giving_preferences: [],
          pickup_address: null,
          pickup_city: null,
          pickup_state: null,
          pickup_zip: null,
          pickup_latitude: null,
          pickup_longitude: null,
        };
  return profile as ProfileOf<R>;
}

export interface ProfileView<R extends ProfileRole> {
  profile: ProfileOf<R> | undefined;
  /** The profile call failed: `profile` is built from the signed-in user. */
  fallback: boolean;
  isPending: boolean;
}

/** GET /nonprofit/{id}/profile or /donor/{id}/profile, falling back to the session's fields. */
export function useProfile<R extends ProfileRole>(user: SessionUser, role: R): ProfileView<R> {
  const query = useQuery({
    queryKey: profileQueryKeyFor(role, user.id),
    queryFn: ({ signal }) => api<ProfileOf<R>>(profilePath(role, user.id), { signal }),
    retry: false,
  });
  if (query.isError) return { profile: profileFromSession(user, role), fallback: true, isPending: false };
  return { profile: query.data, fallback: false, isPending: query.isPending };
}

/** Puts a fresh profile (the PUT's answer) in place and refreshes what shows the session user. */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryKeyFor(profile.role, profile.id), profile);
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    // The dashboards' getting-started checklist reads the profile's place and reach.
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  };
}

/** PUT /users/{id}: answers the fresh profile. */
export function useUpdateProfile(userId: number) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => api<Profile>(`/users/${userId}`, { method: 'PUT', body }),
    onSuccess: store,
  });
}

/**
 * POST /users/{id}/logo (multipart): the server re-encodes the picture and answers its address; the
 * profile shows it only once saved with it (docs/product.md, Profiles).
 */
export function useUploadLogo(userId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(UPLOAD_FIELD, file);
      return api<LogoUpload>(`/users/${userId}/logo`, { method: 'POST', body });
    },
  });
}
