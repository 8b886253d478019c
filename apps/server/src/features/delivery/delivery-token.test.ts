import { describe, expect, it } from 'vitest';
import { confirmationLink, createConfirmationToken, isValidConfirmationToken } from './delivery-token';

const SECRET = 's'.repeat(40);

describe('delivery confirmation tokens (DESIGN.md rule 8)', () => {
  it('verifies only for the request and status it was made for', () => {
    const token = createConfirmationToken(SECRET, 7, 'received');
    expect(isValidConfirmationToken(SECRET, 7, 'received', token)).toBe(true);
    expect(isValidConfirmationToken(SECRET, 8, 'received', token)).toBe(false);
    expect(isValidConfirmationToken(SECRET, 7, 'not_received', token)).toBe(false);
    expect(isValidConfirmationToken('t'.repeat(40), 7, 'received', token)).toBe(false);
    expect(isValidConfirmationToken(SECRET, 7, 'received', token.slice(1))).toBe(false);
    expect(isValidConfirmationToken(SECRET, 7, 'received', '')).toBe(false);
  });

  it("builds the confirmation page's link", () => {
    const link = confirmationLink('https://example.org', SECRET, 7, 'not_received');
    expect(link).toBe(
      `https://example.org/confirm-delivery/7?status=not_received&token=${createConfirmationToken(SECRET, 7, 'not_received')}`,
    );
  });
});
