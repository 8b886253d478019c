import { describe, expect, it } from 'vitest';
import { formatErrorDetail } from '../rules/error-detail';
import { profileUpdateIssues, profileUpdateSchema } from './profiles';

const parse = (input: unknown) => profileUpdateSchema.safeParse(input);
const issuesOf = (input: unknown) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('profileUpdateSchema', () => {
  it('leaves out what was not sent, and clears what was sent blank', () => {
    expect(parse({}).data).toEqual({});
    expect(parse({ city: '  ', website: '', logo_url: null, zip: '' }).data).toEqual({
      city: null,
      website: null,
      logo_url: null,
      zip: null,
    });
  });

  it('applies the shared rules: website, lists, ZIP, EIN, state', () => {
    expect(
      parse({
        website: 'helpers.org',
        service_areas: 'Evanston, , Chicago ,',
        giving_preferences: [' Education ', '', 'Youth'],
        zip: '606011234',
        ein: '361234567',
        state: 'il',
      }).data,
    ).toEqual({
      website: 'https://helpers.org',
      service_areas: ['Evanston', 'Chicago'],
      giving_preferences: ['Education', 'Youth'],
      zip: '60601-1234',
      ein: '36-1234567',
      state: 'IL',
    });
  });

  it('refuses a bad ZIP, a short EIN or one with an unassigned prefix, an unknown state, a script logo and a blank name', () => {
    expect(issuesOf({ zip: '6060' })).toEqual(['zip: ZIP code must be 5 digits or ZIP+4, like 60601 or 60601-1234']);
    expect(issuesOf({ pickup_zip: 'ABCDE' })).toHaveLength(1);
    expect(issuesOf({ ein: '12345678' })).toEqual(['ein: EIN must be 9 digits, like 12-3456789']);
    expect(issuesOf({ ein: '96-1234567' })).toEqual(['ein: EIN prefix 96 is not one the IRS assigns']);
    expect(issuesOf({ state: 'XX' })).toEqual(['state: State must be a two-letter US state code, like IL']);
    expect(issuesOf({ logo_url: 'javascript:alert(1)' })).toHaveLength(1);
    expect(issuesOf({ logo_url: '/api/images/../../etc.webp' })).toHaveLength(1);
    expect(issuesOf({ name: '  ' })).toEqual(['name: Full name is required']);
    expect(issuesOf({ donor_scope: 'galaxy' })).toHaveLength(1);
  });

  it('takes an uploaded logo path or an https address', () => {
    const uploaded = `/api/images/${'a'.repeat(32)}.webp`;
    expect(parse({ logo_url: uploaded }).data).toEqual({ logo_url: uploaded });
    expect(parse({ logo_url: 'https://cdn.example/logo.png' }).success).toBe(true);
  });

  it("names what a role may not clear, in the API's detail format", () => {
    const update = parse({ organization_name: '', ein: '', company_name: '' }).data!;
    expect(formatErrorDetail(profileUpdateIssues('nonprofit', update))).toBe(
      'organization_name: Organization name is required; ein: EIN is required',
    );
    expect(formatErrorDetail(profileUpdateIssues('donor', update))).toBe('company_name: Company name is required');
    expect(profileUpdateIssues('donor', parse({ ein: '' }).data!)).toEqual([]);
  });
});
