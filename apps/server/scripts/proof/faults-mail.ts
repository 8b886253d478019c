import type { Database } from '#src/platform/database/client';
import { createUser } from '#src/factories/users';
import { freePort } from '#test/setup/free-port';
import type { Checks } from './figures';
import { ms, percentile, sleep } from './figures';
import { call, loopback, type Outcome } from './http-client';
import { startInstance, waitHealthy, type Instance } from './instance';
import { startHangingMailServer, startInbox } from './mail-servers';

export interface MailOptions {
  env: Record<string, string>;
  /** Sign-ups, forgot-passwords (half for accounts that exist) and contact messages sent. */
  each: number;
  /** p99 a request may take while the mail server hangs. */
  fastMs: number;
  /** How long after the mail server comes back every email must have arrived. */
  deliveryBoundMs: number;
}

const SUPPORT = 'support@proof.example';

const signUpBody = (email: string) => ({
  role: 'donor',
  email,
  password: 'Proof-password-1',
  name: 'Proof Mail',
  phone: '555-0100',
  city: 'Madison',
  state: 'WI',
  company_name: 'Proof Mail Supply',
});

/**
 * Fault c: the mail server accepts connections and never answers. Sign-up, forgot-password and
 * the contact form must still answer fast; once a real SMTP server takes the port, every email
 * those requests caused must arrive within the bound.
 */
export async function proveMail(db: Database, checks: Checks, options: MailOptions): Promise<void> {
  console.log(`\n[faults] c. hanging mail server (${options.each} sign-ups, forgot-passwords, contact messages)`);
  const smtpPort = await freePort();
  const hanging = await startHangingMailServer(smtpPort);
  const run = Date.now().toString(36);
  const existing = await Promise.all(
    Array.from({ length: Math.ceil(options.each / 2) }, (_, n) =>
      createUser(db, { email: `known-${run}-${n}@proof.example` }),
    ),
  );
  let instance: Instance | undefined;
  try {
    instance = await startInstance({
      ...options.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SUPPORT_EMAIL: SUPPORT,
    });
    await waitHealthy(instance);
    const base = instance.base;
    // The first sign-up loads the password checker and the gazetteer (seconds on a busy machine):
    // sent, not awaited, until the server is talking to the mail server, so the burst measures the hang.
    const warmUp = `warm-${run}@proof.example`;
    void call(base, '/api/auth/register', { json: signUpBody(warmUp), timeoutMs: 60_000 });
    for (let waited = 0; hanging.accepted() === 0 && waited < 30_000; waited += 100) await sleep(100);
    const expected: string[] = [warmUp];
    const timed: Record<'sign-up' | 'forgot (account)' | 'forgot (no account)' | 'contact', Outcome[]> = {
      'sign-up': [],
      'forgot (account)': [],
      'forgot (no account)': [],
      contact: [],
    };
    const calls: Promise<void>[] = [];
    for (let n = 0; n < options.each; n += 1) {
      const signUpEmail = `mail-${run}-${n}@proof.example`;
      const contactEmail = `contact-${run}-${n}@proof.example`;
      const knownEmail = existing[n % existing.length]!.email;
      const forgotEmail = n < existing.length ? knownEmail : `nobody-${run}-${n}@proof.example`;
      expected.push(signUpEmail, contactEmail, ...(n < existing.length ? [knownEmail] : []));
      const from = loopback(5000 + n);
      const timeoutMs = Math.max(5000, options.fastMs * 3);
      const record = (kind: keyof typeof timed) => (outcome: Outcome) => void timed[kind].push(outcome);
      calls.push(
        call(base, '/api/auth/register', {
          from,
          timeoutMs,
          json: signUpBody(signUpEmail),
        }).then(record('sign-up')),
        call(base, '/api/auth/forgot-password', { from, timeoutMs, json: { email: forgotEmail } }).then(
          record(n < existing.length ? 'forgot (account)' : 'forgot (no account)'),
        ),
        call(base, '/api/contact', {
          from,
          timeoutMs,
          json: {
            name: 'Proof Contact',
            email: contactEmail,
            inquiryType: 'general',
            subject: 'Proof',
            message: 'Is anyone there?',
          },
        }).then(record('contact')),
      );
    }
    await Promise.all(calls);
    const all = Object.values(timed).flat();
    for (const [kind, outcomes] of Object.entries(timed)) {
      const statuses = [...new Set(outcomes.map((outcome) => outcome.status))].join(', ');
      console.log(
        `[faults]   ${kind}: p50 ${ms(
          percentile(
            outcomes.map((o) => o.ms),
            50,
          ),
        )}, ` +
          `p99 ${ms(
            percentile(
              outcomes.map((o) => o.ms),
              99,
            ),
          )} (statuses ${statuses})`,
      );
    }
    const p99 = percentile(
      all.map((outcome) => outcome.ms),
      99,
    );
    const answered = all.filter((outcome) => outcome.status >= 200 && outcome.status < 300).length;
    console.log(`[faults]   hanging server accepted ${hanging.accepted()} connections; all requests p99 ${ms(p99)}`);
    checks.check(
      p99 <= options.fastMs,
      `hanging mail server: requests stay fast (p99 ${ms(p99)} <= ${ms(options.fastMs)})`,
    );
    checks.check(
      answered === all.length,
      `hanging mail server: every request answered 2xx (${answered} of ${all.length})`,
    );

    await hanging.close();
    const inbox = await startInbox(smtpPort);
    const backAt = performance.now();
    const want = [...expected, ...Array.from({ length: options.each }, () => SUPPORT)];
    const missing = () => {
      const left = [...inbox.recipients];
      return want.filter((address) => {
        const index = left.indexOf(address);
        if (index < 0) return true;
        left.splice(index, 1);
        return false;
      });
    };
    while (missing().length > 0 && performance.now() - backAt < options.deliveryBoundMs) await sleep(250);
    const deliveredMs = performance.now() - backAt;
    const stillMissing = missing();
    console.log(
      `[faults]   mail server back: ${want.length - stillMissing.length} of ${want.length} expected emails ` +
        `delivered ${stillMissing.length === 0 ? `in ${ms(deliveredMs)}` : `after ${ms(deliveredMs)}, then gave up`}`,
    );
    await inbox.close();
    checks.check(
      stillMissing.length === 0,
      `mail server back: every email arrives within ${ms(options.deliveryBoundMs)} (${stillMissing.length} missing)`,
    );
  } finally {
    await hanging.close().catch(() => undefined);
    await instance?.stop();
  }
}
