import { asc, count, eq, inArray, or } from 'drizzle-orm';
import {
  chatMessages,
  checkoutSessions,
  emailRecords,
  invoices,
  items,
  notifications,
  requests,
  tokenLedger,
} from '../src/platform/database/schema';
import type { TestApp } from './setup/test-app';
import { itemOf, type World } from './lifecycle-invariants.world';

/** What the invariants look at, read straight from the tables (the harness may read; it never writes). */
export async function readState(t: TestApp, world: World) {
  const db = t.ctx.db;
  const [ledger, itemRows, requestRows, invoiceRows] = await Promise.all([
    db.select().from(tokenLedger).where(eq(tokenLedger.nonprofitId, world.nonprofit.id)).orderBy(asc(tokenLedger.id)),
    db.select().from(items).where(inArray(items.id, world.itemIds)).orderBy(asc(items.id)),
    db.select().from(requests).where(inArray(requests.itemId, world.itemIds)).orderBy(asc(requests.id)),
    db.select().from(invoices).where(eq(invoices.nonprofitId, world.nonprofit.id)).orderBy(asc(invoices.id)),
  ]);
  return { ledger, itemRows, requestRows, invoiceRows };
}
export type State = Awaited<ReturnType<typeof readState>>;

/** Everything a refused call by the wrong actor must leave as it was, including side effects. */
export async function digest(t: TestApp, world: World): Promise<string> {
  const db = t.ctx.db;
  const tally = async (
    table: typeof emailRecords | typeof chatMessages | typeof notifications | typeof checkoutSessions,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  const [state, emails, chat, notes, sessions] = await Promise.all([
    readState(t, world),
    tally(emailRecords),
    tally(chatMessages),
    tally(notifications),
    tally(checkoutSessions),
  ]);
  return JSON.stringify({ ...state, emails, chat, notes, sessions });
}

/** Collects broken invariants as sentences rather than stopping at the first, to read them together. */
export async function brokenInvariants(
  t: TestApp,
  world: World,
  state: State,
  { askBalance }: { askBalance: boolean },
): Promise<string[]> {
  const broken: string[] = [];
  const { ledger } = state;

  // Tokens: the balance the nonprofit is shown is the ledger's sum, and never negative.
  const ledgerSum = ledger.reduce((sum, row) => sum + row.tokens, 0);
  if (ledgerSum < 0) broken.push(`balance went below zero: ${ledgerSum}`);
  // The shown balance is asked for when something happened; a refused step left the ledger as it was.
  if (askBalance) broken.push(...(await balanceMismatch(t, world, ledgerSum)));
  return [...broken, ...stockAndInvoiceProblems(state), ...refundProblems(state)];
}

async function balanceMismatch(t: TestApp, world: World, ledgerSum: number): Promise<string[]> {
  const broken: string[] = [];
  const balance = await t.request({
    method: 'GET',
    url: `/api/nonprofit/${world.nonprofit.id}/token-balance`,
    as: world.nonprofit,
  });
  if (balance.statusCode !== 200) broken.push(`token-balance answered ${balance.statusCode}: ${balance.body}`);
  else if (balance.json().balance !== ledgerSum) {
    broken.push(`token-balance says ${balance.json().balance} but the ledger sums to ${ledgerSum}`);
  }
  return broken;
}

function stockAndInvoiceProblems({ itemRows, requestRows, invoiceRows }: State): string[] {
  const broken: string[] = [];

  // Stock: never negative, and never more taken by live approvals than was listed.
  for (const item of itemRows) {
    if (item.quantity < 0) broken.push(`item ${item.id} quantity is ${item.quantity}`);
    const taken = requestRows
      .filter((row) => row.itemId === item.id && (row.status === 'approved' || row.status === 'completed'))
      .reduce((sum, row) => sum + row.quantityRequested, 0);
    if (taken > item.initialQuantity) {
      broken.push(`item ${item.id}: approved+completed take ${taken} of ${item.initialQuantity} listed`);
    }
  }

  const requestById = new Map(requestRows.map((row) => [row.id, row]));
  for (const invoice of invoiceRows) {
    const request = requestById.get(invoice.requestId);
    if (invoice.status === 'paid' && request?.status !== 'approved' && request?.status !== 'completed') {
      broken.push(`invoice ${invoice.id} is paid but request ${invoice.requestId} is ${request?.status}`);
    }
  }

  for (const request of requestRows) {
    const live = invoiceRows.filter((row) => row.requestId === request.id && row.status !== 'void');
    if (request.status === 'completed' && !live.some((row) => row.status === 'paid' || row.amountCents === 0)) {
      broken.push(`request ${request.id} is completed without a paid (or zero) invoice`);
    }
  }
  return broken;
}

function refundProblems({ ledger, requestRows }: State): string[] {
  const broken: string[] = [];
  for (const request of requestRows) {
    // Each token is refunded at most once: refunds never exceed what was spent on the request.
    const rows = ledger.filter((row) => row.requestId === request.id);
    const spent = -rows.filter((row) => row.entryType === 'spend').reduce((sum, row) => sum + row.tokens, 0);
    const refunded = rows.filter((row) => row.entryType === 'refund').reduce((sum, row) => sum + row.tokens, 0);
    if (refunded > spent) broken.push(`request ${request.id}: refunded ${refunded} tokens of ${spent} spent`);
  }
  return broken;
}

/**
 * A donor's address is released once one of its invoices to this nonprofit is paid or owes
 * nothing; the set only grows, since an email sent while no fee was due stays in the mailbox even
 * if a later shipping choice adds a fee.
 */
export function updateReleased(world: World, state: State): void {
  const requestById = new Map(state.requestRows.map((row) => [row.id, row]));
  for (const invoice of state.invoiceRows) {
    if (invoice.status !== 'paid' && invoice.amountCents !== 0) continue;
    const request = requestById.get(invoice.requestId);
    if (request) world.released.add(itemOf(world, request.itemId).donor.id);
  }
}

/** The streets that must not appear anywhere the nonprofit can read yet. */
export function secretStreets(world: World, state: State): string[] {
  const requested = new Set(state.requestRows.map((row) => row.itemId));
  return world.items
    .filter((entry) => requested.has(entry.row.id) && !world.released.has(entry.donor.id))
    .map((entry) => entry.street);
}

export function leaksIn(text: string, streets: string[]): string | undefined {
  return streets.find((street) => text.includes(street));
}

/** Reads every page the nonprofit uses about its requests, and its mail, looking for a secret street. */
export async function nonprofitViewLeaks(t: TestApp, world: World, streets: string[]): Promise<string[]> {
  if (streets.length === 0) return [];
  const np = world.nonprofit;
  const get = (url: string) => t.request({ method: 'GET', url, as: np });
  const views: [string, string][] = [];
  const pages = [
    `/api/dashboard/nonprofit/${np.id}/detailed`,
    `/api/nonprofit/${np.id}/payments`,
    `/api/pending-delivery-coordinations?user_id=${np.id}`,
    `/api/notifications/${np.id}`,
  ];
  for (const url of pages) views.push([url, (await get(url)).body]);
  const conversations = await get(`/api/chat/conversations?user_id=${np.id}`);
  views.push(['/api/chat/conversations', conversations.body]);
  for (const conversation of (conversations.json().conversations ?? []) as { id: number }[]) {
    const url = `/api/chat/conversations/${conversation.id}/messages?user_id=${np.id}`;
    views.push([url, (await get(url)).body]);
  }
  const mail = await t.ctx.db
    .select()
    .from(emailRecords)
    .where(or(eq(emailRecords.userId, np.id), eq(emailRecords.recipient, np.email)));
  for (const email of mail) {
    views.push([`email ${email.templateKey}`, `${email.subject}\n${email.body}\n${email.links.join('\n')}`]);
  }
  const leaks: string[] = [];
  for (const [where, text] of views) {
    const street = leaksIn(text, streets);
    if (street) leaks.push(`${where} shows the unpaid donor's pickup address "${street}"`);
  }
  return leaks;
}
