import { describe, expect, it } from 'vitest';
import { resolveTab } from './use-tab-param';

const donor = {
  values: ['overview', 'listings', 'requests', 'impact', 'profile'],
  defaultValue: 'overview',
  aliases: { analytics: 'impact', settings: 'profile' },
};

describe('resolveTab', () => {
  it('keeps a visible tab name', () => {
    expect(resolveTab('listings', donor)).toBe('listings');
    expect(resolveTab('impact', donor)).toBe('impact');
  });

  it('maps the older accepted spellings to the visible tabs', () => {
    expect(resolveTab('analytics', donor)).toBe('impact');
    expect(resolveTab('settings', donor)).toBe('profile');
  });

  it('falls back to the default for missing or unknown values', () => {
    expect(resolveTab(null, donor)).toBe('overview');
    expect(resolveTab('', donor)).toBe('overview');
    expect(resolveTab('nonsense', donor)).toBe('overview');
  });

  it('ignores case', () => {
    expect(resolveTab('Requests', donor)).toBe('requests');
  });
});
