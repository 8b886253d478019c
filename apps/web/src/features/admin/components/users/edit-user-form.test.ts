import type { AdminUser } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { initialEditValues, NO_LETTER_CONFIRM_REQUIRED, toUpdateRequest, validateEditUser } from './edit-user-form';

const nonprofit: AdminUser = {
  id: 7,
  name: 'Pat',
  email: 'pat@example.org',
  city: 'Springfield',
  state: 'IL',
  role: 'nonprofit',
  organization_name: 'Riverside Food Pantry',
  ein: '36-7654321',
  company_name: null,
  approval_status: 'pending',
  rejection_reason: null,
  tax_exempt_doc_url: null,
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
  irs_evidence: null,
};
const donor: AdminUser = {
  ...nonprofit,
  id: 8,
  role: 'donor',
  organization_name: null,
  ein: null,
  company_name: 'Acme',
};

describe('edit user form', () => {
  it('accepts the current values', () => {
    expect(validateEditUser(nonprofit, initialEditValues(nonprofit))).toEqual({});
    expect(validateEditUser(donor, initialEditValues(donor))).toEqual({});
  });

  it('requires name, email, city and state, and role fields', () => {
    const blank = { ...initialEditValues(nonprofit), name: '', email: '', city: '', state: '', organization_name: '' };
    const errors = validateEditUser(nonprofit, { ...blank, ein: '' });
    expect(Object.keys(errors).sort()).toEqual(['city', 'ein', 'email', 'name', 'organization_name', 'state']);
    expect(validateEditUser(donor, { ...initialEditValues(donor), company_name: ' ' })).toHaveProperty('company_name');
  });

  it('checks the EIN format and the email', () => {
    const errors = validateEditUser(nonprofit, { ...initialEditValues(nonprofit), ein: '123', email: 'nope' });
    expect(errors).toHaveProperty('ein');
    expect(errors).toHaveProperty('email');
  });

  it('needs a reason only when the edit rejects the account', () => {
    const values = { ...initialEditValues(nonprofit), approval_status: 'rejected' as const };
    expect(validateEditUser(nonprofit, values)).toHaveProperty('reason');
    expect(validateEditUser(nonprofit, { ...values, reason: 'Letter unreadable' })).toEqual({});
    expect(validateEditUser({ ...nonprofit, approval_status: 'rejected' }, values)).toEqual({});
  });

  it('asks for the yes before approving a nonprofit with no letter, and sends it', () => {
    const approving = { ...initialEditValues(nonprofit), approval_status: 'approved' as const };
    expect(validateEditUser(nonprofit, approving)).toEqual({ approve_without_letter: NO_LETTER_CONFIRM_REQUIRED });
    const confirmed = { ...approving, approve_without_letter: true };
    expect(validateEditUser(nonprofit, confirmed)).toEqual({});
    expect(toUpdateRequest(nonprofit, confirmed)).toMatchObject({ approve_without_letter: true });

    const withLetter = { ...nonprofit, tax_exempt_doc_url: '/api/documents/3' };
    expect(validateEditUser(withLetter, approving)).toEqual({});
    expect(toUpdateRequest(withLetter, confirmed)).not.toHaveProperty('approve_without_letter');
  });

  it('sends role fields only for their role', () => {
    expect(toUpdateRequest(donor, initialEditValues(donor))).not.toHaveProperty('ein');
    const body = toUpdateRequest(nonprofit, { ...initialEditValues(nonprofit), ein: '367654321' });
    expect(body).toMatchObject({ ein: '36-7654321', organization_name: 'Riverside Food Pantry' });
    expect(body).not.toHaveProperty('company_name');
  });
});
