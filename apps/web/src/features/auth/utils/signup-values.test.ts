import { EIN_MESSAGE, PASSWORD_MESSAGES } from '@app/shared';
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

  it('names an EIN prefix the IRS does not assign, from the shared rule, as the server would', () => {
    const nonprofit = {
      ...initialSignupValues('nonprofit'),
      name: 'Nia Nonprofit',
      email: 'nia@example.org',
      password: 'E2e-password-1',
      phone: '555-0102',
      organization_name: 'Lakeside Youth Alliance',
    };
    expect(validateSignup({ ...nonprofit, ein: '07-1234567' })).toEqual({
      ein: 'EIN prefix 07 is not one the IRS assigns',
    });
    expect(validateSignup({ ...nonprofit, ein: '12-345678' })).toEqual({ ein: EIN_MESSAGE });
    expect(validateSignup({ ...nonprofit, ein: '361234567' })).toEqual({});
  });
});
