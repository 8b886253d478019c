import { REQUEST_COMMANDS, type RequestAction, type RequestCommand, type RequestView } from '@app/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/factories/users';
import { card } from './support/payments.test-support';
import { expireOverdueRequests } from '../src/features/requests/requests.expiry';
import { makeOverdue } from './support/requests.test-support';
import type { UserRow } from '../src/platform/database/schema';
import { cardNumber, type CardOutcome } from './lifecycle-invariants.actions';
import { createOutsiders, createWorld, setupArb, type Outsiders, type World } from './lifecycle-invariants.world';
import { createTestApp, type TestApp } from './setup/test-app';

/*
 * What the server offers is what it allows. Random walks through a request's life, driven over
 * HTTP: at every state reached, each viewer (the nonprofit, the donor, an admin, another nonprofit,
 * another donor) reads the request; every action offered to it must succeed when taken, and every
 * command not offered must be refused (4xx) or be a repeat that changes nothing (the lifecycle
 * answers some repeats, such as confirming twice, with 200 and no change). The parties try every
 * command not offered at each state; an admin (through the admin's request edit) and the
 * outsiders one per state, drawn at random. Admin actions also move the walks on.
 * OFFERED_RUNS sets the number of walks (default 6 per engine, 15 to 30 s on two shared cores); OFFERED_SEED replays one.
 */
const RUNS = Number(process.env.OFFERED_RUNS ?? 6);
const SEED = process.env.OFFERED_SEED === undefined ? undefined : Number(process.env.OFFERED_SEED);

type Role = 'nonprofit' | 'donor' | 'admin' | 'otherNonprofit' | 'otherDonor';
const NONPROFIT_COMMANDS: RequestCommand[] = [
  'cancel',
  'choose-method',
  'start-checkout',
  'coordinate-pickup',
  'confirm-received',
  'confirm-not-received',
];
const DONOR_COMMANDS: RequestCommand[] = ['approve', 'decline', 'mark-sent'];
const ADMIN_COMMANDS: RequestCommand[] = ['approve', 'decline', 'confirm-received', 'reopen', 'amend'];
/** The status the admin's edit sends for each of its commands (ADMIN_STATUS_COMMANDS). */
const ADMIN_STATUS: Partial<Record<RequestCommand, string>> = {
  approve: 'approved',
  decline: 'declined',
  'confirm-received': 'completed',
  reopen: 'pending',
};

const stepArb = fc.record({
  /** Which offered action (or, when pending, the expiry job) moves the walk on. */
  pick: fc.nat({ max: 20 }),
  expire: fc.boolean(),
  card: fc.constantFrom<CardOutcome | 'leave open'>('paid', 'paid', 'declined', 'leave open'),
  /** The command an admin and an outsider try at this state. */
  probe: fc.constantFrom(...REQUEST_COMMANDS),
  /** The admin command the admin tries at this state when it is not offered. */
  adminProbe: fc.constantFrom(...ADMIN_COMMANDS),
});
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;
const walkArb = fc.record({ setup: setupArb, steps: fc.array(stepArb, { minLength: 3, maxLength: 8 }) });

describe('the actions offered on a request are exactly those allowed', () => {
  let t: TestApp;
  let outsiders: Outsiders;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    outsiders = await createOutsiders(t.ctx.db);
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
  });
  afterAll(() => t?.close());

  const userOf = (world: World, role: Role): UserRow =>
    ({
      nonprofit: world.nonprofit,
      donor: world.items[0]!.donor,
      admin,
      otherNonprofit: outsiders.nonprofit,
      otherDonor: outsiders.donor,
    })[role];

  async function view(as: UserRow, requestId: number): Promise<RequestView | undefined> {
    const response = await t.request({ method: 'GET', url: `/api/requests/${requestId}`, as });
    if (response.statusCode === 403) return undefined;
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RequestView;
  }

  /** What a command changes, seen by the request's own nonprofit. */
  async function fingerprint(world: World, requestId: number): Promise<string> {
    const shown = (await view(world.nonprofit, requestId))!.request;
    const { state, delivery_method, delivery_status, timeline, status } = shown;
    return JSON.stringify({ state, delivery_method, delivery_status, timeline, status });
  }

  /**
   * The admin's edit: a status for each status command; for `amend`, the value as it is when it is
   * offered (the command is offered when some value would be accepted), else a new one.
   */
  async function sendAsAdmin(as: UserRow, requestId: number, command: RequestCommand, offered: boolean) {
    const url = `/api/admin/requests/${requestId}/update`;
    if (command !== 'amend') return t.request({ method: 'PUT', url, as, payload: { status: ADMIN_STATUS[command] } });
    const shown = (await view(admin, requestId))!.request;
    const value = offered ? shown.fair_market_value : shown.fair_market_value + 1;
    return t.request({ method: 'PUT', url, as, payload: { fair_market_value: value } });
  }

  /** Sends a command as `as`, naming itself in the query as each page does. */
  function send(as: UserRow, requestId: number, command: RequestCommand, method?: string) {
    const post = (url: string, payload: object = {}) => t.request({ method: 'POST', url, as, payload });
    if (as.role === 'admin' || command === 'reopen' || command === 'amend') {
      return sendAsAdmin(as, requestId, command, false);
    }
    switch (command) {
      case 'cancel':
        return post(`/api/requests/${requestId}/cancel?nonprofit_id=${as.id}`);
      case 'approve':
      case 'decline':
        return post(`/api/requests/${requestId}/respond?donor_id=${as.id}&action=${command}`);
      case 'choose-method':
        return post(`/api/requests/${requestId}/delivery-method?nonprofit_id=${as.id}`, {
          delivery_method: method ?? 'pickup',
        });
      case 'start-checkout':
        return post('/api/payments/checkout/session', { request_ids: [requestId] });
      case 'coordinate-pickup':
        return post(`/api/requests/${requestId}/coordinate-pickup?nonprofit_id=${as.id}`);
      case 'mark-sent':
        return post(`/api/requests/${requestId}/mark-sent?donor_id=${as.id}`, { tracking_number: '1Z999' });
      case 'confirm-received':
        return post(`/api/confirm-delivery/${requestId}?status=received`);
      case 'confirm-not-received':
        return post(`/api/confirm-delivery/${requestId}?status=not_received`);
    }
  }

  /** A command not offered: refused, or a repeat that changed nothing. */
  async function expectNotAllowed(
    world: World,
    requestId: number,
    role: Role,
    command: RequestCommand,
    before: string,
    method?: string,
  ): Promise<void> {
    const response = await send(userOf(world, role), requestId, command, method);
    const where = `${role} ${command}${method ? ` ${method}` : ''} not offered in ${before}: ${response.statusCode} ${response.body}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode < 400) expect(await fingerprint(world, requestId), where).toBe(before);
  }

  async function walk(world: World, steps: Step[]) {
    const created = await t.request({
      method: 'POST',
      url: `/api/requests?nonprofit_id=${world.nonprofit.id}`,
      payload: { item_id: world.itemIds[0], quantity_requested: 1 },
      as: world.nonprofit,
    });
    // A nonprofit short of tokens cannot request: nothing to walk.
    if (created.statusCode !== 201) return;
    const requestId = created.json().request.id as number;

    for (const step of steps) {
      const offered = new Map<Role, RequestAction[]>();
      const views = new Map<Role, RequestView | undefined>();
      for (const role of ['nonprofit', 'donor', 'admin', 'otherNonprofit', 'otherDonor'] as Role[]) {
        const seen = await view(userOf(world, role), requestId);
        views.set(role, seen);
        offered.set(role, seen?.request.actions ?? []);
      }
      expect(views.get('otherNonprofit')).toBeUndefined();
      expect(views.get('otherDonor')).toBeUndefined();
      for (const action of offered.get('admin')!) expect(ADMIN_COMMANDS).toContain(action.command);
      const state = views.get('nonprofit')!.request.state;
      const methods = views.get('nonprofit')!.request.method_options;

      // Every command the parties are not offered is refused; a refusal changes nothing, so the
      // state read once serves every attempt of this step.
      const before = await fingerprint(world, requestId);
      for (const [role, commands] of [
        ['nonprofit', NONPROFIT_COMMANDS],
        ['donor', DONOR_COMMANDS],
      ] as const) {
        const mine = new Set(offered.get(role)!.map((action) => action.command));
        for (const command of commands) {
          if (command === 'choose-method') {
            // Each method the dialog shows but marks unavailable is refused or changes nothing.
            for (const option of methods.filter((candidate) => !candidate.available)) {
              await expectNotAllowed(world, requestId, role, command, before, option.method);
            }
            if (!mine.has(command)) await expectNotAllowed(world, requestId, role, command, before, 'shipping');
          } else if (!mine.has(command)) await expectNotAllowed(world, requestId, role, command, before);
        }
      }
      const adminOffers = new Set(offered.get('admin')!.map((action) => action.command));
      if (!adminOffers.has(step.adminProbe)) await expectNotAllowed(world, requestId, 'admin', step.adminProbe, before);
      for (const role of ['otherNonprofit', 'otherDonor'] as Role[]) {
        await expectNotAllowed(world, requestId, role, step.probe, before);
      }

      // One offered action moves the walk on; it must succeed.
      const choices = (['nonprofit', 'donor', 'admin'] as const).flatMap((role) =>
        offered.get(role)!.map((action) => ({ role, action })),
      );
      if (state === 'pending' && step.expire) {
        await makeOverdue(t.ctx.db, requestId);
        await expireOverdueRequests(t.ctx);
        continue;
      }
      if (choices.length === 0) return;
      const { role, action } = choices[step.pick % choices.length]!;
      const available = methods.filter((option) => option.available);
      const method = available[step.pick % Math.max(available.length, 1)]?.method;
      const response: LightMyRequestResponse =
        role === 'admin'
          ? await sendAsAdmin(admin, requestId, action.command, true)
          : await send(userOf(world, role), requestId, action.command, method);
      expect(response.statusCode, `${role} ${action.command} offered in ${state}: ${response.body}`).toBeLessThan(300);
      if (action.command === 'start-checkout' && step.card !== 'leave open') {
        const sessionId = response.json().payment_details.session_id as string;
        const paid = await t.request({
          method: 'POST',
          url: `/api/sandbox-checkout/${sessionId}/pay`,
          payload: card(cardNumber(step.card)),
        });
        expect(paid.statusCode).toBeLessThan(500);
      }
    }
  }

  it(
    `offers exactly what it allows, over ${RUNS} random walks, to every viewer`,
    async () => {
      await fc.assert(
        fc.asyncProperty(walkArb, async ({ setup, steps }) => walk(await createWorld(t.ctx.db, setup), steps)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    60_000 + RUNS * 10_000,
  );
});
