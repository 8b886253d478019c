import type { AdminRequestHistoryEntry } from '@app/shared';
import type { auditLog, emailRecords, InvoiceRow, RequestRow, tokenLedger } from '#src/platform/database/schema';
import { METHOD_LABELS } from '../../donations';

export interface HistorySources {
  request: RequestRow;
  invoices: InvoiceRow[];
  emails: (typeof emailRecords.$inferSelect)[];
  ledger: (typeof tokenLedger.$inferSelect)[];
  edits: { entry: typeof auditLog.$inferSelect; adminName: string | null }[];
}

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** How the history names each admin action (admin-request-update.service.ts). */
const ACTION_TITLES: Record<string, string> = {
  approve_request: 'approved the request',
  decline_request: 'declined the request',
  complete_request: 'confirmed the delivery received',
  reopen_request: 'set the request back to pending',
  amend_request: 'changed the value or quantity',
  note_request: 'wrote a note',
};

const FIELD_LABELS: Record<string, string> = {
  state: 'state',
  fair_market_value: 'value',
  quantity_requested: 'quantity',
  tokens_charged: 'tokens',
  invoice_amount_cents: 'invoice',
  admin_note: 'note',
};

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field === 'fair_market_value' && typeof value === 'number') return dollars(Math.round(value * 100));
  if (field === 'invoice_amount_cents' && typeof value === 'number') return dollars(value);
  return String(value);
}

/** "state: pending → declined; quantity: 2 → 3" from an audit entry's before and after. */
function changesOf(before: unknown, after: unknown): string | null {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return null;
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const lines = Object.keys(FIELD_LABELS)
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => `${FIELD_LABELS[field]}: ${shown(field, was[field])} → ${shown(field, now[field])}`);
  return lines.length > 0 ? lines.join('; ') : null;
}

function lifecycleSteps(request: RequestRow): AdminRequestHistoryEntry[] {
  const step = (at: Date | null, title: string, detail: string | null = null) =>
    at ? [{ at: at.toISOString(), kind: 'lifecycle' as const, title, detail }] : [];
  const received = request.deliveryStatus === 'received' ? request.deliveryConfirmedAt : null;
  const missing = request.deliveryStatus === 'not_received' ? (request.deliveryUpdatedAt ?? request.updatedAt) : null;
  return [
    ...step(request.createdAt, 'Requested', request.message),
    ...step(request.approvedAt, 'Approved'),
    ...step(request.declinedAt, request.declineReason === 'expired' ? 'Expired without an answer' : 'Declined'),
    ...step(request.cancelledAt, 'Cancelled by the nonprofit'),
    ...step(
      request.deliveryMethodChosenAt,
      'Delivery method chosen',
      request.deliveryMethod ? METHOD_LABELS[request.deliveryMethod] : null,
    ),
    ...step(request.shippedAt, 'Marked sent', request.trackingNumber ? `Tracking ${request.trackingNumber}` : null),
    ...step(received, 'Received'),
    ...step(missing, 'Reported not received'),
  ];
}

function invoiceSteps(invoices: InvoiceRow[]): AdminRequestHistoryEntry[] {
  return invoices.flatMap((invoice) => {
    const entry = (at: Date, title: string, detail: string): AdminRequestHistoryEntry => ({
      at: at.toISOString(),
      kind: 'invoice',
      title,
      detail,
    });
    return [
      entry(invoice.createdAt, 'Invoice issued', `${invoice.invoiceNumber}, ${dollars(invoice.amountCents)}`),
      ...(invoice.paidAt
        ? [entry(invoice.paidAt, 'Invoice paid', `${invoice.invoiceNumber}, ${dollars(invoice.amountCents)}`)]
        : []),
      ...(invoice.status === 'void' ? [entry(invoice.updatedAt, 'Invoice void', invoice.invoiceNumber)] : []),
    ];
  });
}

const TOKEN_TITLES: Record<string, string> = {
  spend: 'Tokens spent',
  refund: 'Tokens refunded',
  expire: 'Tokens expired',
};

/** One entry per ledger movement: a spend or refund touching several lots is one line. */
function tokenSteps(ledger: HistorySources['ledger']): AdminRequestHistoryEntry[] {
  const moves = new Map<string, { at: Date; type: string; description: string; tokens: number }>();
  for (const row of ledger) {
    const key = `${row.entryType}|${row.description}|${row.createdAt.getTime()}`;
    const move = moves.get(key) ?? { at: row.createdAt, type: row.entryType, description: row.description, tokens: 0 };
    move.tokens += row.tokens;
    moves.set(key, move);
  }
  return [...moves.values()].map((move) => ({
    at: move.at.toISOString(),
    kind: 'tokens',
    title: TOKEN_TITLES[move.type] ?? 'Tokens',
    detail: `${Math.abs(move.tokens)} ${Math.abs(move.tokens) === 1 ? 'token' : 'tokens'}: ${move.description}`,
  }));
}

/**
 * One time line of the request (docs/product.md, Admin console): its lifecycle steps, token
 * movements, invoices, emails and admin edits, oldest first so the newest is last. The request row
 * keeps only the latest time of each step; the ledger, invoices and admin edits keep every one.
 */
export function historyOf(sources: HistorySources): AdminRequestHistoryEntry[] {
  const entries: AdminRequestHistoryEntry[] = [
    ...lifecycleSteps(sources.request),
    ...tokenSteps(sources.ledger),
    ...invoiceSteps(sources.invoices),
    ...sources.emails.map((email) => ({
      at: email.createdAt.toISOString(),
      kind: 'email' as const,
      title: `Email: ${email.subject}`,
      detail: `To ${email.recipient}, ${email.status}`,
    })),
    ...sources.edits.map(({ entry, adminName }) => ({
      at: entry.createdAt.toISOString(),
      kind: 'admin' as const,
      title: `${adminName ?? 'An admin'} ${ACTION_TITLES[entry.action] ?? entry.action}`,
      detail:
        [changesOf(entry.before, entry.after), entry.reason ? `Note: ${entry.reason}` : null]
          .filter(Boolean)
          .join('. ') || null,
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
