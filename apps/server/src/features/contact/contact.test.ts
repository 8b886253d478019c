import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailRecords } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';

const valid = {
  name: 'Casey Caller',
  email: 'Casey@Example.org',
  organization: 'Helping Hands',
  inquiryType: 'partnership',
  subject: 'Working together',
  message: 'We would like to donate office furniture.',
};

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => ({
    messages: (await t.ctx.db.select().from(contactMessages)).length,
    emails: (await t.ctx.db.select().from(emailRecords)).length,
  });

  it('stores the message, emails support and the sender, and thanks them', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Thank you for your message! We'll get back to you within 24 hours." });

    const [stored] = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Working together'));
    expect(stored).toMatchObject({ name: 'Casey Caller', email: 'casey@example.org', inquiryType: 'partnership' });

    const emails = await t.ctx.db.select().from(emailRecords);
    const support = emails.find((email) => email.templateKey === 'contact_support');
    const acknowledgement = emails.find((email) => email.templateKey === 'contact_acknowledgement');
    expect(support?.recipient).toBe(t.ctx.config.supportEmail);
    expect(support?.subject).toBe('[Contact: Partnership] Working together');
    expect(support?.body).toContain('We would like to donate office furniture.');
    expect(acknowledgement?.recipient).toBe('casey@example.org');
  });

  it('accepts a message without an organization', async () => {
    const { organization: _organization, ...withoutOrganization } = valid;
    const response = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: withoutOrganization,
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a missing subject with a field error and stores nothing', async () => {
    const before = await counts();
    const { subject: _subject, ...withoutSubject } = valid;
    const response = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: withoutSubject,
      remoteAddress: '10.0.0.3',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual([{ loc: ['body', 'subject'], msg: 'Subject is required' }]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad email address and an unknown inquiry type', async () => {
    const before = await counts();
    const response = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, email: 'not-an-email', inquiryType: 'spam' },
      remoteAddress: '10.0.0.3',
    });
    expect(response.statusCode).toBe(400);
    const locations = response.json().detail.map((issue: { loc: string[] }) => issue.loc.join('.'));
    expect(locations).toEqual(expect.arrayContaining(['body.email', 'body.inquiryType']));
    expect(await counts()).toEqual(before);
  });

  it('allows 5 messages per IP address per hour, then answers 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      const ok = await t.request({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: '10.0.0.9' });
      expect(ok.statusCode).toBe(201);
    }
    const before = await counts();
    const refused = await t.request({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: '10.0.0.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Please try again in \d+ minutes?/);
    expect(await counts()).toEqual(before);

    const otherAddress = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '10.0.0.10',
    });
    expect(otherAddress.statusCode).toBe(201);
  });
});
