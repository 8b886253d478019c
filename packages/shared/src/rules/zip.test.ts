import { describe, expect, it } from 'vitest';
import { normalizeZip } from './zip';

describe('normalizeZip', () => {
  it('keeps 5 digits and writes ZIP+4 with a dash', () => {
    expect(normalizeZip('60601')).toBe('60601');
    expect(normalizeZip(' 60601-1234 ')).toBe('60601-1234');
    expect(normalizeZip('606011234')).toBe('60601-1234');
    expect(normalizeZip('60601 1234')).toBe('60601-1234');
    expect(normalizeZip('02134')).toBe('02134');
  });

  it('refuses anything else', () => {
    for (const bad of ['6060', '606012', '60601-123', 'ABCDE', '60601-12345', '', 'IL 60601']) {
      expect(normalizeZip(bad)).toBeNull();
    }
  });
});
