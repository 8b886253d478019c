import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { sandboxWebhookSecret } from './sandbox-provider';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

const secret = 'whsec_unit_test_secret';
const body = Buffer.from(JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }));
const now = 1_800_000_000;

function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return String((error as AppError).detail);
  }
  throw new Error('expected a refusal');
}

describe('sandbox webhook signatures (Stripe format)', () => {
  it('signs as t=<seconds>,v1=<hex> and verifies the exact bytes', () => {
    const header = signWebhookPayload(body, secret, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(body, header, secret, { now })).not.toThrow();
  });

  it('is interchangeable with Stripe: its test headers verify here, ours verify in the SDK', () => {
    const stripeHeader = Stripe.webhooks.generateTestHeaderString({ payload: body.toString(), secret, timestamp: now });
    expect(() => verifyWebhookSignature(body, stripeHeader, secret, { now })).not.toThrow();
    const ours = signWebhookPayload(body, secret);
    expect(Stripe.webhooks.signature!.verifyHeader(body.toString(), ours, secret)).toBe(true);
  });

  it('accepts any one matching v1 among several (secret rotation)', () => {
    const good = signWebhookPayload(body, secret, now).split(',')[1];
    const header = `t=${now},v1=${'0'.repeat(64)},${good}`;
    expect(() => verifyWebhookSignature(body, header, secret, { now })).not.toThrow();
  });

  it('refuses a missing, malformed, tampered, foreign or stale signature', () => {
    const header = signWebhookPayload(body, secret, now);
    expect(refusal(() => verifyWebhookSignature(body, undefined, secret, { now }))).toMatch(/Missing/);
    expect(refusal(() => verifyWebhookSignature(body, 'v1=abc', secret, { now }))).toMatch(/Malformed/);
    expect(refusal(() => verifyWebhookSignature(body, `t=${now}`, secret, { now }))).toMatch(/Malformed/);
    const tampered = Buffer.from(body.toString().replace('evt_1', 'evt_2'));
    expect(refusal(() => verifyWebhookSignature(tampered, header, secret, { now }))).toMatch(/does not match/);
    expect(refusal(() => verifyWebhookSignature(body, header, 'whsec_other', { now }))).toMatch(/does not match/);
    expect(refusal(() => verifyWebhookSignature(body, header, secret, { now: now + 301 }))).toMatch(/tolerance/);
    expect(refusal(() => verifyWebhookSignature(body, header, secret, { now: now - 301 }))).toMatch(/tolerance/);
    expect(() => verifyWebhookSignature(body, header, secret, { now: now + 300 })).not.toThrow();
  });

  it('derives the sandbox secret from SESSION_SECRET: stable, and different per deployment', () => {
    expect(sandboxWebhookSecret('a'.repeat(40))).toBe(sandboxWebhookSecret('a'.repeat(40)));
    expect(sandboxWebhookSecret('a'.repeat(40))).not.toBe(sandboxWebhookSecret('b'.repeat(40)));
    expect(sandboxWebhookSecret('a'.repeat(40))).toMatch(/^whsec_sandbox_[0-9a-f]{64}$/);
  });
});
