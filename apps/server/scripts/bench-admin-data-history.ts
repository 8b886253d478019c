import { sql } from 'drizzle-orm';
import type { Transaction } from '../src/platform/database/client';

/**
 * The admin benchmark's history (bench-admin-data.ts): every email the product would have written
 * for the generated accounts and requests (linked to its request), the delivery conversations, the
 * acknowledgement of each confirmed gift, and the audit log of admin decisions and profile edits.
 * Reads the planned users (bu) and requests (br) of the same session.
 */

const run = (tx: Transaction, text: string) => tx.execute(sql.raw(text));

/**
 * Emails: 2% failed after their last try, a few of the last three days still queued for a retry
 * (due after the benchmark ends, so the sender leaves them), the rest sent a few seconds after
 * they were written (docs/product.md, "Emails").
 */
async function insertEmails(tx: Transaction) {
  await run(
    tx,
    `insert into email_records (template_key, recipient, user_id, request_id, subject, body, links, status, error, attempts,
      next_attempt_at, created_at, sent_at)
    select e.template, u.email, u.id, e.request_id,
      initcap(replace(e.template, '_', ' ')) || coalesce(' (request #' || e.request_id || ')', ''),
      'Hello ' || u.name || ', ' || replace(e.template, '_', ' ') || coalesce(' for request #' || e.request_id, '')
        || '. Sign in to your dashboard to see the details. Thank you for giving through the marketplace.',
      '[]'::jsonb, s.status,
      case s.status when 'failed' then '550 5.1.1 Recipient address rejected: mailbox unavailable'
        when 'queued' then 'connect ECONNREFUSED 127.0.0.1:25' end,
      case s.status when 'failed' then 10 when 'queued' then 2 else 1 end,
      case when s.status = 'queued' then now() + interval '2 hours' end,
      e.at, case when s.status = 'sent' then e.at + interval '3 seconds' end
    from (
      select 'request_received' as template, donor_id as user_id, id as request_id, created_at as at, ord * 16 as n from br
      union all select 'request_approved', nonprofit_id, id, approved_at, ord * 16 + 1 from br where approved_at is not null
      union all select 'request_declined', nonprofit_id, id, declined_at, ord * 16 + 2 from br where plan in ('declined', 'withdrawn')
      union all select 'request_expired', nonprofit_id, id, declined_at, ord * 16 + 3 from br where plan = 'expired'
      union all select 'invoice_created', nonprofit_id, id, approved_at, ord * 16 + 4 from br where approved_at is not null
      union all select 'payment_receipt', nonprofit_id, id, paid_at, ord * 16 + 5 from br where paid_at is not null
      union all select 'delivery_started', nonprofit_id, id, shipped_at, ord * 16 + 6 from br where shipped_at is not null
      union all select 'delivery_completed', donor_id, id, confirmed_at, ord * 16 + 7 from br where delivery = 'received'
      union all select 'delivery_issue', donor_id, id, confirmed_at, ord * 16 + 8 from br where delivery = 'not_received'
      union all select 'verify_email', id, null, created_at, -ord * 16 from bu
      union all select case status when 'approved' then 'account_approved' else 'account_rejected' end, id, null,
        least(now(), created_at + interval '2 days'), -ord * 16 - 1
        from bu where role = 'nonprofit' and status <> 'pending'
    ) e
    join users u on u.id = e.user_id
    cross join lateral (select case when pg_temp.r(e.n, 70) < 0.02 then 'failed'
      when e.at > now() - interval '3 days' and pg_temp.r(e.n, 70) < 0.06 then 'queued' else 'sent' end as status) s
    order by e.at`,
  );
}

/** Approval opens the request's conversation; a confirmed delivery closes it. */
async function insertConversations(tx: Transaction) {
  await run(
    tx,
    `insert into conversations (request_id, donor_id, nonprofit_id, status, completed_at, created_at)
    select id, donor_id, nonprofit_id, case when delivery = 'received' then 'completed' else 'active' end,
      case when delivery = 'received' then confirmed_at end, approved_at
    from br where approved_at is not null order by approved_at`,
  );
}

/** The nonprofit's acknowledgement of every gift confirmed received (docs/product.md, "Acknowledgement letters"). */
async function insertAcknowledgements(tx: Transaction) {
  await run(
    tx,
    `insert into donation_acknowledgements (request_id, donor_id, nonprofit_id, nonprofit_name, nonprofit_ein,
      nonprofit_street, nonprofit_city, nonprofit_state, nonprofit_zip, donor_name, donor_company_name, item_description,
      item_category, quantity, event_name, received_at, created_at)
    select b.id, b.donor_id, b.nonprofit_id, n.organization_name, n.ein, n.address, n.city, n.state, n.zip, d.name,
      d.company_name, it.title, it.category, b.qty, e.name, b.confirmed_at, b.confirmed_at
    from br b join users n on n.id = b.nonprofit_id join users d on d.id = b.donor_id join items it on it.id = b.item_id
    left join events e on e.id = b.event_id
    where b.delivery = 'received' order by b.confirmed_at`,
  );
}

/**
 * Audit entries: every decision on a nonprofit, item reviews (rejections with their note, and
 * approvals), admin notes on requests, and users' own profile edits, each with its label as it was.
 */
async function insertAudit(tx: Transaction) {
  await run(
    tx,
    `insert into audit_log (admin_id, actor, actor_id, action, target_type, target_id, target_label, reason, before, after,
      created_at)
    select a.admin, a.actor, coalesce(a.admin, a.self), a.action, a.target_type, a.target_id::text, a.label, a.reason,
      a.before, a.after, a.at
    from (
      select (select min(id) from users where role = 'admin') + ord % 5 as admin, 'admin' as actor, null::int as self,
        case status when 'approved' then 'approve_user' else 'reject_user' end as action, 'user' as target_type, u.id as target_id,
        u.organization_name as label, u.rejection_reason as reason,
        '{"approval_status": "pending"}'::jsonb as before, jsonb_build_object('approval_status', b.status) as after,
        least(now(), b.created_at + interval '2 days') as at
      from bu b join users u on u.id = b.id where b.role = 'nonprofit' and b.status <> 'pending'
      union all
      select reviewed_by, 'admin', null, 'reject_item', 'item', id, title, review_note,
        '{"status": "pending_review"}'::jsonb, '{"status": "disabled"}'::jsonb, reviewed_at
      from items where reviewed_by is not null
      union all
      select (select min(id) from users where role = 'admin') + id % 5, 'admin', null, 'approve_item', 'item', id, title, null,
        '{"status": "pending_review"}'::jsonb, '{"status": "available"}'::jsonb, created_at + interval '6 hours'
      from items where status in ('available', 'requested') and pg_temp.r(id, 90) < 0.04 and created_at < now() - interval '6 hours'
      union all
      select (select min(id) from users where role = 'admin') + r.id % 5, 'admin', null, 'update_request', 'request', r.id,
        'Request #' || r.id || ': ' || it.title, null, '{"admin_note": null}'::jsonb,
        jsonb_build_object('admin_note', r.admin_note), r.updated_at
      from requests r join items it on it.id = r.item_id join br on br.id = r.id where r.admin_note is not null
      union all
      select null, 'self', b.id, 'update_profile', 'user', b.id, coalesce(u.organization_name, u.company_name, u.name), null,
        '{"phone": "555-0100"}'::jsonb, jsonb_build_object('phone', u.phone),
        b.created_at + (now() - b.created_at) * pg_temp.r(b.ord, 91)
      from bu b join users u on u.id = b.id where b.role <> 'admin' and pg_temp.r(b.ord, 92) < 0.25
    ) a order by a.at`,
  );
}

export async function insertHistory(tx: Transaction): Promise<void> {
  await insertEmails(tx);
  await insertConversations(tx);
  await insertAcknowledgements(tx);
  await insertAudit(tx);
}
