import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  passwordContainsEmailName,
  passwordPolicyError,
  passwordStrength,
  weakPasswordReason,
} from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Fair'],
    ['abcdefH1', 4, 'Good'],
    ['abcdeH1!', 5, 'Strong'],
    ['SHORT1!', 3, 'Fair'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('gives one point per rule, not per character', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaaa').score).toBe(2);
    expect(passwordStrength('!!!!!!!!').score).toBe(2);
  });
});

describe('passwordPolicyError (weak passwords)', () => {
  const isCommon = (password: string) => ['password123', 'qwertyuiop'].includes(password.toLowerCase());

  it('refuses a password on the common list, whatever its case', () => {
    expect(passwordPolicyError('PASSWORD123', { isCommon })).toBe(PASSWORD_MESSAGES.common);
    expect(passwordPolicyError('PASSWORD123')).toBeNull();
  });

  it("refuses a password containing the email's name part of 3+ characters, ignoring case", () => {
    expect(passwordPolicyError('xx-Harbor.Pantry-99', { email: 'harbor.pantry@example.org' })).toBe(
      PASSWORD_MESSAGES.containsEmailName,
    );
    expect(passwordContainsEmailName('jo-and-friends-7', 'jo@example.org')).toBe(false);
    expect(passwordContainsEmailName('bob-bob-bob-1', 'BOB@example.org')).toBe(true);
    expect(passwordContainsEmailName('anything-at-all', 'not-an-email')).toBe(false);
  });

  it('accepts the demo and e2e passwords', () => {
    expect(passwordPolicyError('demo-password-1', { email: 'admin@demo.example', isCommon })).toBeNull();
    expect(
      passwordPolicyError('E2e-password-1', { email: 'label-1700000000000-abc123@e2e.example', isCommon }),
    ).toBeNull();
  });
});

describe("weak passwords are refused with the meter's reason", () => {
  it('`aaaaaaaa` is accepted as a password: no longer, it is too weak and the reason names what to add', () => {
    const reason = 'Password is too weak: add an upper-case letter, a digit or a symbol.';
    expect(weakPasswordReason('aaaaaaaa')).toBe(reason);
    expect(passwordPolicyError('aaaaaaaa', { email: 'someone@example.org' })).toBe(reason);
    expect(weakPasswordReason('12345678')).toBe(
      'Password is too weak: add an upper-case letter, a lower-case letter or a symbol.',
    );
  });

  it('accepts anything the meter calls Fair or better, passphrases with spaces included', () => {
    for (const password of [
      'abcdefgH',
      'correct horse battery',
      'demo-password-1',
      'E2e-password-1',
      'long-enough-1',
    ]) {
      expect(weakPasswordReason(password), password).toBeNull();
      expect(passwordPolicyError(password), password).toBeNull();
    }
  });
});
