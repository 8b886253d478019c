import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';
import { formatErrorDetail } from '../rules/error-detail';

const base = { email: 'Someone@Example.org ', password: 'long-enough-1', name: 'Sam', phone: '555-0100' };

describe('registerRequestSchema', () => {
  it('drops the other role’s fields and normalises input', () => {
    const parsed = registerRequestSchema.parse({
      ...base,
      role: 'nonprofit',
      organization_name: 'Helpers',
      ein: '123456789',
      company_name: 'Should vanish',
      service_areas: 'A, B,,',
      website: 'helpers.org',
    });
    expect(parsed).not.toHaveProperty('company_name');
    expect(parsed).toMatchObject({
      email: 'someone@example.org',
      ein: '12-3456789',
      service_areas: ['A', 'B'],
      website: 'https://helpers.org',
    });
  });

  it('requires the role’s own fields', () => {
    const result = registerRequestSchema.safeParse({ ...base, role: 'donor' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('company_name');
  });

  it('refuses an EIN whose prefix the IRS does not assign, naming the prefix', () => {
    const result = registerRequestSchema.safeParse({
      ...base,
      role: 'nonprofit',
      organization_name: 'H',
      ein: '07-1234567',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ein', 'EIN prefix 07 is not one the IRS assigns'],
    ]);
  });

  it('refuses the admin role', () => {
    expect(registerRequestSchema.safeParse({ ...base, role: 'admin', company_name: 'X' }).success).toBe(false);
  });
});

describe('formatErrorDetail', () => {
  it("joins validation issues as 'location: message' with '; '", () => {
    expect(
      formatErrorDetail([
        { loc: ['body', 'email'], msg: 'Invalid email' },
        { loc: ['body', 'password'], msg: 'Too short' },
      ]),
    ).toBe('email: Invalid email; password: Too short');
    expect(formatErrorDetail('Plain')).toBe('Plain');
  });
});
