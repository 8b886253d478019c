import { createItem } from '../src/factories/items';
import { createUser } from '../src/factories/users';
import { broadcasts, emailRecords, nonprofitIrsHolds, type UserRow } from '../src/platform/database/schema';
import { multipartBody } from './setup/multipart';
import type { TestApp } from './setup/test-app';
import { approvedRequest } from './support/invoices.test-support';
import { fundedNonprofit } from './support/requests.test-support';

/** The rows the calls below name, made once for the walk. */
export interface WriteFixtures {
  admin: UserRow;
  donor: UserRow;
  nonprofit: UserRow;
  /** A nonprofit waiting for approval, with a letter. */
  applicant: UserRow;
  itemId: number;
  /** An item waiting for review. */
  reviewItemId: number;
  /** An approved request (so it has a delivery). */
  requestId: number;
  failedEmailId: number;
  /** A live broadcast to everyone. */
  broadcastId: number;
  /** An open IRS hold on an approved nonprofit of its own. */
  irsHoldId: number;
}

export async function buildWriteFixtures(t: TestApp): Promise<WriteFixtures> {
  const db = t.ctx.db;
  const admin = await createUser(db, { role: 'admin', approvalStatus: 'approved', name: 'Walking Admin' });
  const donor = await createUser(db, { role: 'donor', approvalStatus: 'approved' });
  const nonprofit = await fundedNonprofit(db, 100, { approvalStatus: 'approved' });
  const applicant = await createUser(db, { role: 'nonprofit', taxExemptDocUrl: '/api/documents/1' });
  const item = await createItem(db, { donorId: donor.id, quantity: 5 });
  const review = await createItem(db, { donorId: donor.id, quantity: 1, status: 'pending_review' });
  const { requestId } = await approvedRequest(t, donor, nonprofit);
  const [failed] = await db
    .insert(emailRecords)
    .values({
      templateKey: 'delivery_started',
      recipient: 'walk@example.org',
      subject: 'Walk',
      body: 'Walk',
      status: 'failed',
      attempts: 10,
      error: 'walk',
    })
    .returning({ id: emailRecords.id });
  const [broadcast] = await db
    .insert(broadcasts)
    .values({ title: 'Walk', message: 'Walk broadcast', target: 'all', createdBy: admin.id })
    .returning({ id: broadcasts.id });
  const held = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved' });
  const [hold] = await db
    .insert(nonprofitIrsHolds)
    .values({ nonprofitId: held.id, revocationDate: '2025-05-15' })
    .returning({ id: nonprofitIrsHolds.id });
  return {
    admin,
    donor,
    nonprofit,
    applicant,
    itemId: item.id,
    reviewItemId: review.id,
    requestId,
    failedEmailId: failed!.id,
    broadcastId: broadcast!.id,
    irsHoldId: hold!.id,
  };
}

/** A valid call of one admin write route, as the signed-in admin. */
export interface WriteCall {
  url: (f: WriteFixtures) => string;
  payload?: (f: WriteFixtures) => object;
  /** For a body that is not JSON (a multipart upload). */
  headers?: Record<string, string>;
}

/** A one-row Publication 78 file, in the IRS's layout. */
const IRS_FILE = multipartBody(
  [{ filename: 'pub78.txt', data: '010000001|WALK FOUNDATION|BOSTON|MA|United States|PC\n' }],
  {
    kind: 'pub78',
  },
);

/** Either how to call the route, or why it is not an admin write. */
export type WriteEntry = { call: WriteCall } | { exempt: string };

/**
 * Every non-GET route under /api/admin, keyed "METHOD /path" as registered. A route missing here
 * fails the walk (admin-write-audit-walk.test.ts): add a valid call for it (the walk then checks it
 * leaves exactly one audit entry), or, only if it changes nothing, an exemption saying why.
 */
export const ADMIN_WRITE_ROUTES: Record<string, WriteEntry> = {
  'PUT /api/admin/users/:id/update': {
    call: { url: (f) => `/api/admin/users/${f.applicant.id}/update`, payload: () => ({ approval_status: 'approved' }) },
  },
  'PUT /api/admin/items/:id/update': {
    call: { url: (f) => `/api/admin/items/${f.itemId}/update`, payload: () => ({ title: 'Walked Desk Lamp' }) },
  },
  'POST /api/admin/items/:id/review': {
    call: { url: (f) => `/api/admin/items/${f.reviewItemId}/review`, payload: () => ({ decision: 'approve' }) },
  },
  'PUT /api/admin/requests/:id/update': {
    call: { url: (f) => `/api/admin/requests/${f.requestId}/update`, payload: () => ({ admin_note: 'Walked' }) },
  },
  'PUT /api/admin/delivery-coordination/:request_id': {
    call: { url: (f) => `/api/admin/delivery-coordination/${f.requestId}`, payload: () => ({ notes: 'Walk note' }) },
  },
  'PUT /api/admin/email-templates/:key': {
    call: {
      url: () => '/api/admin/email-templates/verify_email',
      payload: () => ({ subject: 'Walk: confirm your email', content: 'Confirm: {{link}}' }),
    },
  },
  'POST /api/admin/email-templates/:key/preview': {
    exempt: 'renders a draft with sample data and saves nothing',
  },
  'POST /api/admin/emails/:id/resend': { call: { url: (f) => `/api/admin/emails/${f.failedEmailId}/resend` } },
  'PUT /api/admin/settings/update': {
    call: { url: () => '/api/admin/settings/update', payload: () => ({ featured_items_limit: 12 }) },
  },
  'POST /api/admin/tokens/adjust': {
    call: {
      url: () => '/api/admin/tokens/adjust',
      payload: (f) => ({ nonprofit_id: f.nonprofit.id, adjustment_amount: 5, admin_note: 'Walk grant' }),
    },
  },
  'POST /api/admin/notifications/create': {
    call: {
      url: () => '/api/admin/notifications/create',
      payload: () => ({ title: 'Walk', message: 'A walk broadcast', target: 'donors' }),
    },
  },
  'POST /api/admin/notifications/:id/end': {
    call: { url: (f) => `/api/admin/notifications/${f.broadcastId}/end` },
  },
  'POST /api/admin/irs/holds/:id/lift': {
    call: { url: (f) => `/api/admin/irs/holds/${f.irsHoldId}/lift`, payload: () => ({ reason: 'Walk: reinstated' }) },
  },
  'POST /api/admin/messages/send-individual': {
    call: {
      url: () => '/api/admin/messages/send-individual',
      payload: (f) => ({ recipient_id: f.nonprofit.id, title: 'Walk', message: 'Hello from the walk' }),
    },
  },
  'POST /api/admin/irs/imports': {
    call: { url: () => '/api/admin/irs/imports', payload: () => IRS_FILE.payload, headers: IRS_FILE.headers },
  },
  'POST /api/admin/tax-packets': {
    call: { url: () => '/api/admin/tax-packets', payload: () => ({ year: 2025 }) },
  },
};
