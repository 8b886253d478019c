import { EIN_MESSAGE, PROFILE_MESSAGES, ZIP_MESSAGE } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client';
import { changedFields, normalizerFor, serverFieldErrors, validateProfile } from './profile-form';

const initial = {
  name: 'Nia',
  email: 'nia@example.org',
  current_password: '',
  ein: '36-1234567',
  zip: '',
  state: 'IL',
};

describe('changedFields', () => {
  it('sends only what changed, and the password only with a new email', () => {
    expect(changedFields(initial, { ...initial, name: 'Nia N' })).toEqual({ name: 'Nia N' });
    expect(changedFields(initial, { ...initial, email: 'new@example.org', current_password: 'pw' })).toEqual({
      email: 'new@example.org',
      current_password: 'pw',
    });
    expect(changedFields(initial, { ...initial, state: null })).toEqual({ state: '' });
  });
});

describe('validateProfile', () => {
  it('applies the shared rules to the changed fields', () => {
    expect(validateProfile('nonprofit', initial, { ...initial, zip: '6060' })).toEqual({ zip: ZIP_MESSAGE });
    expect(validateProfile('nonprofit', initial, { ...initial, ein: '12-345678' })).toEqual({ ein: EIN_MESSAGE });
    expect(validateProfile('nonprofit', initial, { ...initial, ein: '17-1234567' })).toEqual({
      ein: 'EIN prefix 17 is not one the IRS assigns',
    });
    expect(validateProfile('nonprofit', initial, { ...initial, ein: '' })).toEqual({ ein: 'EIN is required' });
    expect(validateProfile('nonprofit', initial, { ...initial, zip: '60601-1234' })).toEqual({});
  });

  it('asks for the current password to change the email', () => {
    expect(validateProfile('donor', initial, { ...initial, email: 'new@example.org' })).toEqual({
      current_password: PROFILE_MESSAGES.passwordNeeded,
    });
  });
});

describe('normalizerFor', () => {
  it('shows the website, EIN and ZIP as they will be saved', () => {
    expect(normalizerFor('website')!('helpers.org')).toBe('https://helpers.org');
    expect(normalizerFor('ein')!('123456789')).toBe('12-3456789');
    expect(normalizerFor('pickup_zip')!('606011234')).toBe('60601-1234');
    expect(normalizerFor('name')).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it('puts a refusal beside its field', () => {
    const error = new ApiError(400, 'ein: taken', [{ loc: ['body', 'ein'], msg: PROFILE_MESSAGES.einTaken }]);
    expect(serverFieldErrors(error)).toEqual({ ein: PROFILE_MESSAGES.einTaken });
  });
});
