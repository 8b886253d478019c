import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './website';

describe('normalizeWebsite', () => {
  it('prepends https:// to a bare domain', () => {
    expect(normalizeWebsite('example.org')).toBe('https://example.org');
    expect(normalizeWebsite('  www.example.org/about ')).toBe('https://www.example.org/about');
  });

  it('keeps an explicit scheme', () => {
    expect(normalizeWebsite('http://example.org')).toBe('http://example.org');
    expect(normalizeWebsite('HTTPS://example.org')).toBe('HTTPS://example.org');
  });

  it('leaves text without a dot or with a space alone', () => {
    expect(normalizeWebsite('localhost')).toBe('localhost');
    expect(normalizeWebsite('my site.org')).toBe('my site.org');
    expect(normalizeWebsite('   ')).toBe('');
  });
});
