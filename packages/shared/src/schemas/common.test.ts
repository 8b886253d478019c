import { describe, expect, it } from 'vitest';
import {
  DISALLOWED_CHARACTERS_MESSAGE,
  hasDisallowedCharacters,
  MAX_ROW_ID,
  optionalText,
  requiredText,
  rowIdSchema,
  safeString,
} from './common';

describe('shared text schemas', () => {
  it.each([
    ['NUL character', 'a\u0000b'],
    ['lone high surrogate', 'a\ud800'],
    ['lone low surrogate', '\udc00a'],
    ['surrogates in the wrong order', '\udc00\ud800'],
  ])('refuses a %s', (_name, value) => {
    expect(hasDisallowedCharacters(value)).toBe(true);
    for (const schema of [safeString(), requiredText('Name', 50), optionalText(50)]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DISALLOWED_CHARACTERS_MESSAGE);
    }
  });

  it('accepts emoji (surrogate pairs), accents, tabs and newlines', () => {
    const text = 'Café 🎉\tline one\nline two';
    expect(hasDisallowedCharacters(text)).toBe(false);
    expect(requiredText('Name', 50).parse(text)).toBe(text);
  });
});

describe('rowIdSchema', () => {
  it('refuses ids above the 32-bit range PostgreSQL integer columns hold', () => {
    expect(rowIdSchema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    expect(rowIdSchema.safeParse(MAX_ROW_ID + 1).success).toBe(false);
    expect(rowIdSchema.safeParse(2 ** 40).success).toBe(false);
  });
});
