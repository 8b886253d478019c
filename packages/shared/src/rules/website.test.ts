import { describe, expect, it } from 'vitest';
import { httpUrlSchema, optionalHttpUrl } from '../schemas/url';
import { HTTP_URL_MESSAGE, isHttpUrl, normalizeWebsite } from './website';

describe('URL finding: only http and https URLs are accepted', () => {
  it.each([
    'https://helpers.org',
    'http://helpers.org/about?x=1#top',
    'HTTPS://Helpers.org',
    'https://helpers.org:8443/logo.png',
  ])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
    expect(httpUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.org',
    'file:///etc/passwd',
    '//evil.example/logo.png',
    '/relative/path',
    'https://',
    'https:/\\evil.example',
    'http:\\\\evil.example',
    'helpers.org',
  ])('refuses %s with a clear message', (url) => {
    expect(isHttpUrl(url)).toBe(false);
    expect(httpUrlSchema.safeParse(url).error?.issues[0]?.message).toBe(HTTP_URL_MESSAGE);
  });

  it('a website without a scheme gets https://, one with another scheme is left to be refused', () => {
    expect(normalizeWebsite(' helpers.org ')).toBe('https://helpers.org');
    expect(normalizeWebsite('ftp://files.example.org')).toBe('ftp://files.example.org');
    expect(normalizeWebsite('javascript:alert(document.domain)')).toBe('javascript:alert(document.domain)');
    const website = optionalHttpUrl(300, { website: true });
    expect(website.parse('helpers.org')).toBe('https://helpers.org');
    expect(website.parse('')).toBeNull();
    expect(website.parse(null)).toBeNull();
    expect(website.safeParse('javascript:alert(document.domain)').success).toBe(false);
    expect(website.safeParse('ftp://files.example.org').success).toBe(false);
  });
});
