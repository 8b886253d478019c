import { sql } from 'drizzle-orm';
import type { Transaction } from '../src/platform/database/client';
import { keyed } from './bench-admin-data-sql';

/**
 * The admin benchmark's money (bench-admin-data.ts): invoices, checkout sessions and the token
 * ledger, written as the product writes them (docs/product.md, "Invoices and fees", "Tokens").
 * Reads the planned requests (temporary table br) of the same session.
 */

const run = (tx: Transaction, text: string) => tx.execute(sql.raw(text));

/**
 * One invoice per approval: pending (overdue once its 7 days passed), paid through a completed
 * checkout, or void when the approval was withdrawn. 5% fee (8% when approved after the request's
 * event), plus $25.00 when shipped. A few have a checkout open: some just opened, some stuck.
 */
async function insertInvoices(tx: Transaction) {
  await run(
    tx,
    `create temp table binv on commit drop as
    select (select coalesce(max(id), 0) from invoices) + row_number() over (order by b.approved_at, b.ord) as id,
      b.ord, b.id as request_id, b.nonprofit_id, b.item_id, b.qty, b.method, b.plan, b.approved_at, b.paid_at,
      b.declined_at, e.event_date, b.unit * b.qty as value,
      case when e.event_date is not null and b.approved_at > e.event_date then 8 else 5 end as pct,
      case when b.method = 'shipping' then 2500 else 0 end as logistics,
      case when b.plan = 'withdrawn' then 'void' when b.pay = 'paid' then 'paid' else 'pending' end as status,
      case when b.plan = 'approved' and b.pay = 'unpaid' and b.method is not null and pg_temp.r(b.ord, 80) < 0.03
        then case when pg_temp.r(b.ord, 81) < 0.5 then 'stuck' else 'open' end end as checkout
    from br b left join bev e on e.id = b.event_id
    where b.approved_at is not null`,
  );
  await keyed(tx, 'binv', 'id');
  await run(
    tx,
    `insert into invoices (id, invoice_number, nonprofit_id, request_id, description, item_value_cents, priced_event_date,
      fee_percentage, platform_fee_cents, logistics_cents, amount_cents, currency, status, due_at, open_session_id, paid_at,
      paid_session_id, created_at, updated_at)
    overriding system value
    select i.id, 'INV-' || extract(year from i.approved_at at time zone 'UTC')::int || '-' || lpad(i.id::text, 6, '0'),
      i.nonprofit_id, i.request_id, i.qty || ' x ' || it.title || ' (request #' || i.request_id || ')', i.value, i.event_date,
      i.pct, round(i.value * i.pct / 100.0)::int, i.logistics, round(i.value * i.pct / 100.0)::int + i.logistics, 'usd',
      i.status, i.approved_at + interval '7 days',
      case when i.checkout is not null then 'cs_sandbox_bench_open_' || i.id end,
      i.paid_at, case when i.status = 'paid' then 'cs_sandbox_bench_' || i.id end,
      i.approved_at, coalesce(i.paid_at, i.declined_at, i.approved_at)
    from binv i join items it on it.id = i.item_id
    order by i.id`,
  );
  await run(tx, `select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`);
}

const SESSION_URLS = `'/payment', '/payment/success?session_id={CHECKOUT_SESSION_ID}', '/payment/cancel'`;

/** Completed checkouts of the paid invoices, the open and stuck ones, and abandoned (expired) ones. */
async function insertInvoiceCheckouts(tx: Transaction) {
  await run(
    tx,
    `insert into checkout_sessions (id, provider, purpose, nonprofit_id, description, amount_cents, currency, invoice_ids,
      request_ids, status, payment_status, url, success_url, cancel_url, expires_at, completed_at, fulfilled_at, created_at)
    select 'cs_sandbox_bench_' || v.id, 'sandbox', 'invoices', v.nonprofit_id, v.invoice_number || ': ' || v.description,
      v.amount_cents, 'usd', array[v.id], array[v.request_id], 'complete', 'paid', ${SESSION_URLS},
      v.paid_at + interval '28 minutes', v.paid_at, v.paid_at, v.paid_at - interval '2 minutes'
    from invoices v where v.status = 'paid' and v.paid_session_id like 'cs_sandbox_bench_%'
    order by v.paid_at`,
  );
  await run(
    tx,
    `create temp table bopen on commit drop as
    select v.id, v.nonprofit_id, v.request_id, v.amount_cents, v.invoice_number || ': ' || v.description as description,
      case when i.checkout = 'open' then now() - interval '4 minutes'
        else now() - interval '3 hours' - pg_temp.r(i.ord, 82) * interval '2 days' end as created_at
    from binv i join invoices v on v.id = i.id where i.checkout is not null`,
  );
  await keyed(tx, 'bopen', 'id');
  await run(
    tx,
    `insert into checkout_sessions (id, provider, purpose, nonprofit_id, description, amount_cents, currency, invoice_ids,
      request_ids, status, payment_status, url, success_url, cancel_url, expires_at, created_at)
    select 'cs_sandbox_bench_open_' || id, 'sandbox', 'invoices', nonprofit_id, description, amount_cents, 'usd',
      array[id], array[request_id], 'open', 'unpaid', ${SESSION_URLS}, created_at + interval '30 minutes', created_at
    from bopen`,
  );
  // The sandbox provider's own record of the open ones, as it would answer a status poll.
  await run(
    tx,
    `insert into sandbox_checkout_sessions (id, idempotency_key, amount_cents, currency, description, success_url,
      cancel_url, status, payment_status, metadata, expires_at, created_at)
    select 'cs_sandbox_bench_open_' || id, 'bench-open-' || id, amount_cents, 'usd', description,
      '/payment/success?session_id={CHECKOUT_SESSION_ID}', '/payment/cancel', 'open', 'unpaid',
      jsonb_build_object('purpose', 'invoices', 'invoice_ids', id::text), created_at + interval '30 minutes', created_at
    from bopen`,
  );
  await run(
    tx,
    `insert into checkout_sessions (id, provider, purpose, nonprofit_id, description, amount_cents, currency, invoice_ids,
      request_ids, status, payment_status, url, success_url, cancel_url, expires_at, created_at)
    select 'cs_sandbox_bench_expired_' || v.id, 'sandbox', 'invoices', v.nonprofit_id, v.invoice_number || ': ' || v.description,
      v.amount_cents, 'usd', array[v.id], array[v.request_id], 'expired', 'unpaid', ${SESSION_URLS},
      i.approved_at + interval '90 minutes', i.approved_at + interval '1 hour'
    from binv i join invoices v on v.id = i.id
    where v.status = 'pending' and i.checkout is null and pg_temp.r(i.ord, 83) < 0.3
      and i.approved_at < now() - interval '2 hours'
    order by i.approved_at`,
  );
}

/**
 * Token lots: each nonprofit buys, in each month it requests, enough for that month's requests
 * and a little more (rounded to 50 tokens); some buy and never request. Spends take from that
 * month's lot, refunds go back to it, and what is left when a lot turns 12 months old is expired.
 */
async function insertTokens(tx: Transaction) {
  await run(
    tx,
    `create temp table blot on commit drop as
    select (select coalesce(max(id), 0) from token_lots) + row_number() over (order by min(created_at), nonprofit_id) as id,
      nonprofit_id, month, min(created_at) - interval '1 hour' as created_at, sum(tokens)::int as spent,
      coalesce(sum(tokens) filter (where plan in ('declined', 'expired', 'cancelled', 'withdrawn')), 0)::int as refunded
    from (select nonprofit_id, plan, created_at, date_trunc('month', created_at) as month,
        greatest(1, ceil(unit * qty / 500.0))::int as tokens from br) x
    group by nonprofit_id, month`,
  );
  await run(tx, `alter table blot add column granted int, add column expires_at timestamptz, add column left_over int`);
  await run(
    tx,
    `update blot set expires_at = created_at + interval '12 months',
      granted = (ceil(greatest(spent, spent - refunded + floor(pg_temp.r(id, 84) * 7) * 50) / 50.0) * 50)::int`,
  );
  await run(tx, `update blot set left_over = granted - spent + refunded`);
  await keyed(tx, 'blot', 'id', 'nonprofit_id, month');
  // Nonprofits that bought tokens and have not requested yet.
  await run(
    tx,
    `insert into blot (id, nonprofit_id, created_at, spent, refunded, granted, expires_at, left_over)
    select (select max(id) from blot) + row_number() over (order by n.id), n.id, c.at, 0, 0, g.tokens,
      c.at + interval '12 months', g.tokens
    from bnp n
    cross join lateral (select greatest(n.created_at, now() - pg_temp.r(n.k, 85) * interval '300 days') as at) c
    cross join lateral (select (array[100, 250, 500, 1000])[1 + floor(pg_temp.r(n.k, 86) * 4)::int] as tokens) g
    where n.id not in (select nonprofit_id from br) and pg_temp.r(n.k, 87) < 0.4`,
  );
  await run(
    tx,
    `insert into token_lots (id, nonprofit_id, source, tokens_granted, tokens_remaining, expires_at, created_at)
    overriding system value
    select id, nonprofit_id, 'purchase', granted, case when expires_at <= now() then 0 else left_over end, expires_at, created_at
    from blot`,
  );
  await run(tx, `select setval(pg_get_serial_sequence('token_lots', 'id'), (select max(id) from token_lots))`);
  await run(
    tx,
    `insert into token_ledger (nonprofit_id, entry_type, tokens, lot_id, request_id, description, created_at)
    select * from (
    select nonprofit_id, 'purchase' as entry_type, granted as tokens, id as lot_id, null::int as request_id,
      'Token purchase: ' || granted || ' tokens' as description, created_at from blot
    union all
    select b.nonprofit_id, 'spend', -greatest(1, ceil(b.unit * b.qty / 500.0))::int, l.id, b.id,
      'Request #' || b.id || ': ' || it.title || ' x ' || b.qty, b.created_at
    from br b join blot l on l.nonprofit_id = b.nonprofit_id and l.month = date_trunc('month', b.created_at)
    join items it on it.id = b.item_id
    union all
    select b.nonprofit_id, 'refund', greatest(1, ceil(b.unit * b.qty / 500.0))::int, l.id, b.id,
      'Refund: request #' || b.id || ' ' || case b.plan when 'cancelled' then 'cancelled'
        when 'expired' then 'expired without an answer' else 'declined by the donor' end,
      coalesce(b.declined_at, b.cancelled_at)
    from br b join blot l on l.nonprofit_id = b.nonprofit_id and l.month = date_trunc('month', b.created_at)
    where b.plan in ('declined', 'expired', 'cancelled', 'withdrawn')
    union all
    select nonprofit_id, 'expire', -left_over, id, null,
      left_over || ' unused ' || case when left_over = 1 then 'token' else 'tokens' end || ' expired (12 months after purchase)',
      expires_at
    from blot where expires_at <= now() and left_over > 0
    ) ledger order by created_at`,
  );
  await run(
    tx,
    `insert into checkout_sessions (id, provider, purpose, nonprofit_id, description, amount_cents, currency, bundle_key,
      tokens, status, payment_status, url, success_url, cancel_url, expires_at, completed_at, fulfilled_at, created_at)
    select 'cs_sandbox_bench_tokens_' || l.id, 'sandbox', 'token_purchase', l.nonprofit_id, l.granted || ' tokens',
      case b.key when 'starter' then 2500 when 'small' then 5938 when 'medium' then 11250 when 'large' then 21250
        else l.granted * 25 end,
      'usd', b.key, l.granted, 'complete', 'paid', ${SESSION_URLS}, l.created_at + interval '28 minutes', l.created_at,
      l.created_at, l.created_at - interval '2 minutes'
    from blot l cross join lateral (select case l.granted when 100 then 'starter' when 250 then 'small'
      when 500 then 'medium' when 1000 then 'large' end as key) b
    order by l.created_at`,
  );
  // An admin's goodwill credit to 1% of nonprofits: an adjust lot, its ledger row and its audit entry.
  await run(
    tx,
    `with credited as (
      insert into token_lots (nonprofit_id, source, tokens_granted, tokens_remaining, expires_at, created_at)
      select id, 'adjust', 50, 50, c.at + interval '12 months', c.at
      from bnp cross join lateral (select greatest(created_at, now() - pg_temp.r(k, 88) * interval '200 days') as at) c
      where pg_temp.r(k, 89) < 0.01
      returning id, nonprofit_id, created_at),
    admins as (select min(id) as first from users where role = 'admin'),
    ledger as (
      insert into token_ledger (nonprofit_id, entry_type, tokens, lot_id, description, created_by, created_at)
      select c.nonprofit_id, 'adjust', 50, c.id, 'Goodwill credit after a delivery problem', a.first, c.created_at
      from credited c cross join admins a returning nonprofit_id)
    insert into audit_log (admin_id, actor, actor_id, action, target_type, target_id, target_label, reason, before, after, created_at)
    select a.first, 'admin', a.first, 'adjust_tokens', 'user', c.nonprofit_id::text, u.organization_name,
      'Goodwill credit after a delivery problem', '{"balance": 0}'::jsonb, '{"balance": 50}'::jsonb, c.created_at
    from credited c cross join admins a join users u on u.id = c.nonprofit_id`,
  );
}

export async function insertMoney(tx: Transaction): Promise<void> {
  await insertInvoices(tx);
  await insertInvoiceCheckouts(tx);
  await insertTokens(tx);
}
