import { DELIVERY_CONFIRMATION_LINK_DAYS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { signValue } from '#src/platform/auth/tokens';
import { checkConfirmationToken, confirmationLink, createConfirmationToken } from './delivery-token';

const SECRET = 's'.repeat(40);
const DAY_MS = 86_400_000;

describe('delivery confirmation tokens (signed per request and answer)', () => {
  it('verifies only for the request and status it was made for', () => {
    const token = createConfirmationToken(SECRET, 7, 'received');
    expect(checkConfirmationToken(SECRET, 7, 'received', token)).toBe('valid');
    expect(checkConfirmationToken(SECRET, 8, 'received', token)).toBe('invalid');
    expect(checkConfirmationToken(SECRET, 7, 'not_received', token)).toBe('invalid');
    expect(checkConfirmationToken('t'.repeat(40), 7, 'received', token)).toBe('invalid');
    expect(checkConfirmationToken(SECRET, 7, 'received', token.slice(0, -1))).toBe('invalid');
    expect(checkConfirmationToken(SECRET, 7, 'received', '')).toBe('invalid');
  });

  it(`link expiry finding: a link expires ${DELIVERY_CONFIRMATION_LINK_DAYS} days after it is issued`, () => {
    const issuedAt = new Date('2025-03-01T12:00:00Z');
    const token = createConfirmationToken(SECRET, 7, 'received', issuedAt);
    const at = (days: number) => new Date(issuedAt.getTime() + days * DAY_MS);
    expect(checkConfirmationToken(SECRET, 7, 'received', token, at(29))).toBe('valid');
    expect(checkConfirmationToken(SECRET, 7, 'received', token, at(DELIVERY_CONFIRMATION_LINK_DAYS))).toBe('valid');
    expect(checkConfirmationToken(SECRET, 7, 'received', token, at(DELIVERY_CONFIRMATION_LINK_DAYS + 0.01))).toBe(
      'expired',
    );
  });

  it('link expiry finding: the issue time is signed, so an old link cannot be made young again', () => {
    const old = createConfirmationToken(SECRET, 7, 'received', new Date(Date.now() - 40 * DAY_MS));
    const [, signature] = old.split('.');
    const renewed = `${Math.floor(Date.now() / 1000)}.${signature}`;
    expect(checkConfirmationToken(SECRET, 7, 'received', renewed)).toBe('invalid');
    expect(checkConfirmationToken(SECRET, 7, 'received', old)).toBe('expired');
  });

  it('link expiry finding: a genuine link from before links carried an issue time counts as expired', () => {
    const legacy = signValue(SECRET, 'delivery-confirmation:7:received');
    expect(checkConfirmationToken(SECRET, 7, 'received', legacy)).toBe('expired');
    expect(checkConfirmationToken(SECRET, 8, 'received', legacy)).toBe('invalid');
  });

  it("builds the confirmation page's link", () => {
    const issuedAt = new Date();
    const link = confirmationLink('https://example.org', SECRET, 7, 'not_received', issuedAt);
    expect(link).toBe(
      `https://example.org/confirm-delivery/7?status=not_received&token=${createConfirmationToken(SECRET, 7, 'not_received', issuedAt)}`,
    );
  });
});
