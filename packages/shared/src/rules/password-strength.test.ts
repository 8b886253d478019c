import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  passwordContainsEmailName,
  passwordPolicyError,
  passwordStrength,
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
