import { PASSWORD_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { initialSignupValues, validateSignup } from './signup-values';

const donor = {
  ...initialSignupValues('donor'),
  name: 'Dana Donor',
  phone: '555-0101',
  company_name: 'Acme Giving',
};

describe('validateSignup', () => {
  it("weak passwords: flags a password containing the email's name part, as the server would", () => {
    const errors = validateSignup({ ...donor, email: 'harbor.pantry@example.org', password: 'Harbor.Pantry-99' });
    expect(errors).toEqual({ password: PASSWORD_MESSAGES.containsEmailName });
  });

  it('accepts a sound password', () => {
    expect(validateSignup({ ...donor, email: 'label-1-abc@e2e.example', password: 'E2e-password-1' })).toEqual({});
  });
});
