import {
  adminUserUpdateSchema,
  approvesWithoutLetter,
  normalizeEin,
  REJECTION_REASON_REQUIRED,
  type AdminUser,
  type AdminUserUpdateRequest,
  type ApprovalStatus,
} from '@app/shared';
import { schemaResolver, type FormErrors } from '@mantine/form';

export const NO_LETTER_CONFIRM_REQUIRED = 'Tick the box to approve without a letter, or choose another status.';

export interface EditUserValues {
  name: string;
  email: string;
  city: string;
  state: string;
  organization_name: string;
  ein: string;
  company_name: string;
  approval_status: ApprovalStatus;
  reason: string;
  /** The yes to "No tax-exempt letter uploaded. Approve anyway?", asked only when it applies. */
  approve_without_letter: boolean;
}

export function initialEditValues(user: AdminUser): EditUserValues {
  return {
    name: user.name,
    email: user.email,
    city: user.city ?? '',
    state: user.state ?? '',
    organization_name: user.organization_name ?? '',
    ein: user.ein ?? '',
    company_name: user.company_name ?? '',
    approval_status: user.approval_status,
    reason: '',
    approve_without_letter: false,
  };
}

/** The request body: role-specific fields only for the role they belong to. */
export function toUpdateRequest(user: AdminUser, values: EditUserValues): AdminUserUpdateRequest {
  const body: AdminUserUpdateRequest = {
    name: values.name,
    email: values.email,
    city: values.city,
    state: values.state,
    approval_status: values.approval_status,
  };
  if (user.role === 'nonprofit') {
    body.organization_name = values.organization_name;
    body.ein = normalizeEin(values.ein) ?? values.ein;
  }
  if (user.role === 'donor') body.company_name = values.company_name;
  if (isNewRejection(user, values)) body.reason = values.reason.trim();
  if (asksLetterQuestion(user, values) && values.approve_without_letter) body.approve_without_letter = true;
  return body;
}

export function isNewRejection(user: AdminUser, values: EditUserValues): boolean {
  return values.approval_status === 'rejected' && user.approval_status !== 'rejected';
}

export function asksLetterQuestion(user: AdminUser, values: EditUserValues): boolean {
  return approvesWithoutLetter(user, values.approval_status);
}

const resolveSchema = schemaResolver(adminUserUpdateSchema, { sync: true });

/** Name, email, city, state always; organization and EIN for nonprofits; company for donors. */
export function validateEditUser(user: AdminUser, values: EditUserValues): FormErrors {
  const errors: FormErrors = { ...resolveSchema(toUpdateRequest(user, values)) };
  if (user.role === 'nonprofit') {
    if (!values.organization_name.trim()) errors.organization_name = 'Organization name is required';
    if (!values.ein.trim()) errors.ein = 'EIN is required';
  }
  if (user.role === 'donor' && !values.company_name.trim()) errors.company_name = 'Company name is required';
  if (isNewRejection(user, values) && !values.reason.trim()) errors.reason = REJECTION_REASON_REQUIRED;
  if (asksLetterQuestion(user, values) && !values.approve_without_letter) {
    errors.approve_without_letter = NO_LETTER_CONFIRM_REQUIRED;
  }
  return errors;
}
