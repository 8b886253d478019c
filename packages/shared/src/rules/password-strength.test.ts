import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

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
