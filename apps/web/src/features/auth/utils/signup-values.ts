import {
  passwordPolicyError,
  registerRequestSchema,
  splitCommaList,
  type DonorScope,
  type RegisterRequest,
  type SignupRole,
} from '@app/shared';

/** One flat set of inputs for both roles; only the chosen role's part is sent. */
export interface SignupFormValues {
  role: SignupRole;
  name: string;
  email: string;
  password: string;
  phone: string;
  city: string;
  state: string | null;
  preferred_contact: string | null;
  website: string;
  organization_name: string;
  ein: string;
  mission_statement: string;
  service_areas: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string | null;
  shipping_zip: string;
  logo_url: string;
  company_name: string;
  donor_scope: string | null;
  pickup_address: string;
  pickup_city: string;
  pickup_state: string | null;
  pickup_zip: string;
  giving_preferences: string;
  company_logo_url: string;
}

export function initialSignupValues(role: SignupRole): SignupFormValues {
  return {
    role,
    name: '',
    email: '',
    password: '',
    phone: '',
    city: '',
    state: null,
    preferred_contact: 'email',
    website: '',
    organization_name: '',
    ein: '',
    mission_statement: '',
    service_areas: '',
    shipping_address: '',
    shipping_city: '',
    shipping_state: null,
    shipping_zip: '',
    logo_url: '',
    company_name: '',
    donor_scope: 'nationwide',
    pickup_address: '',
    pickup_city: '',
    pickup_state: null,
    pickup_zip: '',
    giving_preferences: '',
    company_logo_url: '',
  };
}

type PreferredContact = Extract<RegisterRequest, { role: 'donor' }>['preferred_contact'];

/** The registration request for the chosen role only; fields of the other role are left out. */
export function toRegisterInput(values: SignupFormValues): RegisterRequest {
  const common = {
    email: values.email,
    password: values.password,
    name: values.name,
    phone: values.phone,
    city: values.city,
    state: values.state,
    preferred_contact: (values.preferred_contact ?? 'email') as PreferredContact,
    website: values.website,
  };
  if (values.role === 'nonprofit') {
    return {
      ...common,
      role: 'nonprofit',
      organization_name: values.organization_name,
      ein: values.ein,
      mission_statement: values.mission_statement,
      service_areas: splitCommaList(values.service_areas),
      shipping_address: values.shipping_address,
      shipping_city: values.shipping_city,
      shipping_state: values.shipping_state,
      shipping_zip: values.shipping_zip,
      logo_url: values.logo_url,
    };
  }
  return {
    ...common,
    role: 'donor',
    company_name: values.company_name,
    donor_scope: (values.donor_scope ?? 'nationwide') as DonorScope,
    pickup_address: values.pickup_address,
    pickup_city: values.pickup_city,
    pickup_state: values.pickup_state,
    pickup_zip: values.pickup_zip,
    giving_preferences: splitCommaList(values.giving_preferences),
    company_logo_url: values.company_logo_url,
  };
}

/** Field errors from the shared zod schema, keyed by form field (first message per field). */
export function validateSignup(values: SignupFormValues): Record<string, string> {
  const result = registerRequestSchema.safeParse(toRegisterInput(values));
  const errors: Record<string, string> = {};
  if (!result.success) {
    if (!values.email.trim()) errors.email = 'Email is required';
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  }
  // The common-passwords list stays on the server (its 400 lands on this field too); the email rule is cheap here.
  const policy = passwordPolicyError(values.password, { email: values.email.trim() });
  if (policy) errors.password ??= policy;
  return errors;
}
