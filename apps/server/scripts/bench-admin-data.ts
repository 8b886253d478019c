import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../src/platform/database/client';
import { loadGazetteer, placeResult } from '../src/platform/geocoder-gazetteer';
import { insertHistory } from './bench-admin-data-history';
import { keyed, pick } from './bench-admin-data-sql';
import { insertMoney } from './bench-admin-data-money';
import { ADJECTIVES, BRANDS, CONDITIONS, EXTRAS, NOUNS, USES } from './bench-vocabulary';

/**
 * The admin console's benchmark data (docs/quality.md, "Admin console"): users, items, requests and
 * everything the product writes beside them (invoices, checkouts, the token ledger, emails, audit
 * entries), generated in PostgreSQL with set-based SQL (INSERT ... SELECT over generate_series), so
 * 10,000 users, 100,000 items and 200,000 requests take about a minute rather than an hour of
 * single inserts. Rows keep the product's rules (docs/product.md, "A request's life", "Tokens",
 * "Invoices and fees"): an item's quantity and status follow its requests, every spend has its lot
 * and its refund when the request ended unapproved, a delivery moves only once its fee is paid.
 *
 * Pseudo-random but repeatable: every choice is a hash of the row's number (pg_temp.r), so two runs
 * generate the same data relative to their own start time. Everything runs in one transaction on
 * one connection (the temporary tables and function live in that session).
 */

export interface AdminBenchSizes {
  users: number;
  items: number;
  requests: number;
}

export const ADMIN_BENCH_SIZES: AdminBenchSizes = { users: 10_000, items: 100_000, requests: 200_000 };
export const BENCH_ADMINS = 5;
/** Every generated account's address ends so; its admins are bench-admin-1@ ... bench-admin-5@. */
export const BENCH_EMAIL_DOMAIN = 'bench.example';

/** The 50 states and DC: places outside them (territories, military mail) are left out. */
const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const PLACES_PER_STATE = 4;
const PLACE_SLOTS = 2_000;

/**
 * Weighted slots of real places, the biggest four of each state by their number of ZIP codes: people
 * and items cluster in cities as they do in the product, and every state has some.
 */
function placeSlots() {
  const byState = new Map<string, { weight: number; city: string; zip: string; lat: number; lon: number }[]>();
  for (const [key, entries] of loadGazetteer().byPlace) {
    const state = key.split('|')[1]!;
    if (!STATES.includes(state)) continue;
    const place = placeResult(entries);
    const list = byState.get(state) ?? [];
    list.push({
      weight: entries.length,
      city: place.city ?? '',
      zip: entries[0]!.zip,
      lat: place.latitude,
      lon: place.longitude,
    });
    byState.set(state, list);
  }
  const places = [...byState].flatMap(([state, list]) =>
    list
      .sort((a, b) => b.weight - a.weight)
      .slice(0, PLACES_PER_STATE)
      .map((place) => ({ ...place, state })),
  );
  const total = places.reduce((sum, place) => sum + place.weight, 0);
  const slots = {
    city: [] as string[],
    state: [] as string[],
    zip: [] as string[],
    lat: [] as number[],
    lon: [] as number[],
  };
  for (const place of places) {
    const count = Math.max(1, Math.round((place.weight / total) * PLACE_SLOTS));
    for (let n = 0; n < count; n++) {
      slots.city.push(place.city);
      slots.state.push(place.state);
      slots.zip.push(place.zip);
      slots.lat.push(place.lat);
      slots.lon.push(place.lon);
    }
  }
  return slots;
}

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Carlos',
  'Priya',
  'John',
  'Fatima',
  'Liam',
  'Sofia',
  'Noah',
  'Olga',
  'Kwame',
  'Hana',
  'Diego',
  'Emma',
];
const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Patel',
  'Brown',
  'Kim',
  'Williams',
  'Lopez',
  'Okafor',
  'Miller',
  'Chen',
  'Davis',
  'Haddad',
  'Wilson',
  'Novak',
];
const ORG_WORDS = [
  'Hope',
  'Harbor',
  'Bright Futures',
  'Open Door',
  'Unity',
  'Second Chance',
  'Good Neighbor',
  'New Horizons',
  'Helping Hands',
  'Riverside',
  'Sunrise',
  'Cornerstone',
];
const ORG_KINDS = [
  'Food Bank',
  'Youth Center',
  'Animal Rescue',
  'Literacy Project',
  'Family Shelter',
  'Senior Services',
  'Arts Collective',
  'Community Kitchen',
  'Tutoring Network',
  'Health Clinic',
];
const COMPANY_KINDS = [
  'Logistics',
  'Holdings',
  'Manufacturing',
  'Retail Group',
  'Technologies',
  'Foods',
  'Outfitters',
  'Supply Co',
];

const NOUN_LIST = Object.entries(NOUNS).flatMap(([category, nouns]) => nouns.map((noun) => ({ category, noun })));

/** A temp table `v` with one row of word lists, and the hash `pg_temp.r(n, salt)` in [0, 1). */
async function prepareSession(tx: Transaction) {
  // Room for the temporary tables in memory; only possible before a session's first one (a
  // connection reused from an earlier run keeps its size).
  await tx.transaction((inner) => inner.execute(sql.raw(`set local temp_buffers = '512MB'`))).catch(() => undefined);
  // The full-text and trigram indexes of 100,000 new items take their entries in larger batches.
  await tx.execute(sql.raw(`set local gin_pending_list_limit = '64MB'`));
  // Every row is consistent by construction (each id comes from the rows it refers to), so the
  // foreign keys' per-row checks are skipped where that is allowed (a superuser: the throwaway server).
  await tx
    .transaction((inner) => inner.execute(sql.raw(`set local session_replication_role = replica`)))
    .catch(() => undefined);
  await tx.execute(sql.raw(`set local work_mem = '64MB'`));
  await tx.execute(
    sql.raw(`create function pg_temp.r(n bigint, salt int) returns float8 language sql immutable parallel safe
    as $$ select (hashint8($1 * 1009 + $2) & 2147483647)::float8 / 2147483648.0 $$`),
  );
  await tx.execute(sql`create temp table v on commit drop as select
    ${sql.param(FIRST_NAMES)}::text[] as firsts, ${sql.param(LAST_NAMES)}::text[] as lasts, ${sql.param(ORG_WORDS)}::text[] as org_words,
    ${sql.param(ORG_KINDS)}::text[] as org_kinds, ${sql.param(COMPANY_KINDS)}::text[] as company_kinds,
    ${sql.param(NOUN_LIST.map((entry) => entry.noun))}::text[] as nouns, ${sql.param(NOUN_LIST.map((entry) => entry.category))}::text[] as cats,
    ${sql.param(ADJECTIVES)}::text[] as adjs, ${sql.param(BRANDS)}::text[] as brands, ${sql.param(CONDITIONS)}::text[] as conds,
    ${sql.param(USES)}::text[] as uses, ${sql.param(EXTRAS)}::text[] as extras`);
  const slots = placeSlots();
  await tx.execute(sql`create temp table bp on commit drop as
    select (slot - 1)::int as slot, city, state, zip, lat, lon
    from unnest(${sql.param(slots.city)}::text[], ${sql.param(slots.state)}::text[], ${sql.param(slots.zip)}::text[], ${sql.param(slots.lat)}::float8[], ${sql.param(slots.lon)}::float8[])
      with ordinality as t(city, state, zip, lat, lon, slot)`);
  await keyed(tx, 'bp', 'slot');
  return slots.city.length;
}

/**
 * Addresses are placed by the offline gazetteer at their ZIP's centre (docs/product.md, "Places"):
 * one of eight points around the city's centre, so many accounts share a point, as they do.
 */
const ZIP_OFFSET_LAT = `((b.ord % 8) - 3.5) * 0.02`;
const ZIP_OFFSET_LON = `((b.ord / 8 % 4) - 1.5) * 0.03`;

/**
 * Accounts: a few admins, then nonprofits (45%) and donors. Nonprofits: 80% approved, 13% waiting
 * (signed up in the last three weeks), 7% rejected with a reason; their letters are documents rows.
 * last_active_at spreads over 90 days (never signed in: null).
 */
async function insertUsers(tx: Transaction, count: number, slots: number) {
  await tx.execute(
    sql.raw(`create temp table bu on commit drop as
    select g as ord, (select coalesce(max(id), 0) from users) + g as id,
      case when g <= ${BENCH_ADMINS} then 'admin' when pg_temp.r(g, 1) < 0.45 then 'nonprofit' else 'donor' end as role,
      floor(pg_temp.r(g, 2) * ${slots})::int as slot, pg_temp.r(g, 3) as h
    from generate_series(1, ${count}) g`),
  );
  await tx.execute(
    sql.raw(
      `alter table bu add column status text, add column created_at timestamptz, add column last_active_at timestamptz`,
    ),
  );
  await tx.execute(
    sql.raw(`update bu set
    status = case when role <> 'nonprofit' then 'approved' when h < 0.80 then 'approved' when h < 0.93 then 'pending' else 'rejected' end,
    created_at = case when role = 'nonprofit' and h >= 0.80 and h < 0.93 then now() - pg_temp.r(ord, 4) * interval '21 days'
      else now() - interval '30 days' - pg_temp.r(ord, 4) * interval '700 days' end`),
  );
  await tx.execute(
    sql.raw(`update bu set last_active_at = case when pg_temp.r(ord, 5) < 0.06 then null
    else greatest(created_at, now() - pg_temp.r(ord, 6) * interval '90 days') end`),
  );
  await tx.execute(
    sql.raw(`insert into users (id, email, password_hash, name, phone, role, city, state, zip, approval_status,
      rejection_reason, email_verified_at, organization_name, ein, address, shipping_address, shipping_city, shipping_state,
      shipping_zip, latitude, longitude, mission_statement, company_name, donor_scope, pickup_address, pickup_city,
      pickup_state, pickup_zip, pickup_latitude, pickup_longitude, place_checked_at, tour_completed, created_at,
      last_active_at, updated_at)
    overriding system value
    select b.id,
      case when b.role = 'admin' then 'bench-admin-' || b.ord else 'bench-' || b.role || '-' || b.ord end || '@${BENCH_EMAIL_DOMAIN}',
      -- No one signs in with a password: the benchmark makes its sessions directly.
      'bench-no-password',
      case when b.role = 'admin' then 'Bench Admin ' || b.ord
        else ${pick('v.firsts', 'pg_temp.r(b.ord, 7)')} || ' ' || ${pick('v.lasts', 'pg_temp.r(b.ord, 8)')} end,
      '555-01' || lpad((b.ord % 100)::text, 2, '0'), b.role, p.city, p.state, p.zip, b.status,
      case when b.status = 'rejected' then 'The EIN does not match the organization name.' end,
      b.created_at + interval '5 minutes',
      case when b.role = 'nonprofit' then p.city || ' ' || ${pick('v.org_words', 'pg_temp.r(b.ord, 9)')} || ' '
        || ${pick('v.org_kinds', 'pg_temp.r(b.ord, 10)')} end,
      case when b.role = 'nonprofit' then lpad((b.ord % 90 + 10)::text, 2, '0') || '-' || lpad(((b.ord * 7919) % 10000000)::text, 7, '0') end,
      (100 + b.ord % 9000) || ' Main St',
      case when b.role = 'nonprofit' then (100 + b.ord % 9000) || ' Main St' end,
      case when b.role = 'nonprofit' then p.city end, case when b.role = 'nonprofit' then p.state end,
      case when b.role = 'nonprofit' then p.zip end,
      p.lat + ${ZIP_OFFSET_LAT}, p.lon + ${ZIP_OFFSET_LON},
      case when b.role = 'nonprofit' then 'Serving families in ' || p.city || ' since ' || (1950 + b.ord % 70) || '.' end,
      case when b.role = 'donor' then ${pick('v.lasts', 'pg_temp.r(b.ord, 13)')} || ' ' || ${pick('v.company_kinds', 'pg_temp.r(b.ord, 14)')} end,
      case when b.role = 'donor' then (array['local_community', 'citywide', 'statewide', 'nationwide', 'nationwide'])[1 + floor(pg_temp.r(b.ord, 15) * 5)::int] end,
      case when b.role = 'donor' then (10 + b.ord % 900) || ' Warehouse Rd' end,
      case when b.role = 'donor' then p.city end, case when b.role = 'donor' then p.state end,
      case when b.role = 'donor' then p.zip end,
      case when b.role = 'donor' then p.lat + ${ZIP_OFFSET_LAT} end,
      case when b.role = 'donor' then p.lon + ${ZIP_OFFSET_LON} end,
      b.created_at, true, b.created_at, b.last_active_at, b.created_at
    from bu b join bp p on p.slot = b.slot cross join v`),
  );
  await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`));
  await keyed(tx, 'bu', 'ord', 'id');
  // The tax-exempt letters of 85% of nonprofits (their files are not on disk: only lists read them).
  await tx.execute(
    sql.raw(`with letters as (
      insert into documents (owner_id, kind, storage_key, original_filename, mime_type, size_bytes, created_at)
      select id, 'tax_exempt_letter', 'bench/letter-' || id || '.pdf', 'irs-determination-letter.pdf', 'application/pdf',
        120000 + ord, created_at
      from bu where role = 'nonprofit' and pg_temp.r(ord, 16) < 0.85
      returning id, owner_id)
    update users set tax_exempt_doc_url = '/api/documents/' || letters.id from letters where users.id = letters.owner_id`),
  );
  await tx.execute(
    sql.raw(`create temp table bnp on commit drop as
    select row_number() over (order by id)::int as k, id, created_at from bu where role = 'nonprofit' and status = 'approved'`),
  );
  await keyed(tx, 'bnp', 'k', 'id');
  await tx.execute(
    sql.raw(`create temp table bdn on commit drop as
    select row_number() over (order by id)::int as k, id, created_at from bu where role = 'donor'`),
  );
  await keyed(tx, 'bdn', 'k', 'id');
}

/**
 * Items of every status, at their donor's pickup point unless the listing names another place (one
 * in ten, at that city's centre): 3% disabled (some by an admin's review, with its note), 2% waiting for
 * review (listed in the last month, never requested), the rest following their requests. Busy
 * donors list more (a skewed pick). Quantity and status are set after the requests are planned.
 */
async function planItems(tx: Transaction, count: number) {
  await tx.execute(
    sql.raw(`create temp table bi on commit drop as
    select g as ord, (select coalesce(max(id), 0) from items) + g as id,
      d.id as donor_id,
      case when pg_temp.r(g, 21) < 0.03 then 'disabled' when pg_temp.r(g, 21) < 0.05 then 'pending_review' else 'flow' end as kind,
      1 + floor(pg_temp.r(g, 22) * cardinality(v.nouns))::int as noun,
      500 + floor(pow(pg_temp.r(g, 23), 3) * 250000)::int as fmv_cents,
      array_remove(array[case when pg_temp.r(g, 24) < 0.6 then 'donor_ships' end,
        case when pg_temp.r(g, 25) < 0.5 then 'nonprofit_pickup' end,
        case when pg_temp.r(g, 26) < 0.15 then 'electronic' end], null) as options
    from generate_series(1, ${count}) g cross join v
    join bdn d on d.k = 1 + floor(pow(pg_temp.r(g, 20), 1.6) * (select count(*) from bdn))::int`),
  );
  await keyed(tx, 'bi', 'ord', 'id');
  await tx.execute(sql.raw(`update bi set options = array['donor_ships'] where cardinality(options) = 0`));
  await tx.execute(sql.raw(`alter table bi add column created_at timestamptz`));
  await tx.execute(
    sql.raw(`update bi set created_at = greatest(d.created_at + interval '1 day',
      case when bi.kind = 'pending_review' then now() - pg_temp.r(bi.ord, 27) * interval '30 days'
        else now() - pg_temp.r(bi.ord, 27) * interval '730 days' end)
    from bdn d where d.id = bi.donor_id`),
  );
  await renumberByTime(tx, 'bi', 'created_at');
  await tx.execute(
    sql.raw(`create temp table bfi on commit drop as
    select row_number() over (order by ord)::int as k, ord, id, donor_id, created_at, fmv_cents, options
    from bi where kind = 'flow'`),
  );
  await keyed(tx, 'bfi', 'k');
}

/**
 * Requests over the last year. In its first 7 days a request may still be pending; older ones are
 * completed, approved (unpaid, paid, sent or reported not received), declined by the donor, expired,
 * cancelled, or approved and then declined again (the invoice void). Times follow one another
 * (approved before paid before sent before received) and never pass now.
 */
async function planRequests(tx: Transaction, count: number) {
  await tx.execute(
    sql.raw(`create temp table br on commit drop as
    select g as ord, (select coalesce(max(id), 0) from requests) + g as id,
      f.id as item_id, f.donor_id, f.fmv_cents as unit, f.options, n.id as nonprofit_id,
      1 + floor(pow(pg_temp.r(g, 32), 3) * 5)::int as qty,
      least(now() - interval '1 minute', greatest(f.created_at, n.created_at) + interval '1 hour'
        + greatest(interval '0', now() - pg_temp.r(g, 33) * interval '365 days' - greatest(f.created_at, n.created_at))) as created_at,
      pg_temp.r(g, 34) as h, pg_temp.r(g, 35) as s
    from generate_series(1, ${count}) g
    join bfi f on f.k = 1 + floor(pg_temp.r(g, 30) * (select count(*) from bfi))::int
    join bnp n on n.k = 1 + floor(pow(pg_temp.r(g, 31), 1.8) * (select count(*) from bnp))::int`),
  );
  await keyed(tx, 'br', 'ord', 'id');
  await renumberByTime(tx, 'br', 'created_at');
  await tx.execute(
    sql.raw(`alter table br add column plan text, add column pay text, add column delivery text,
    add column method text, add column approved_at timestamptz, add column paid_at timestamptz,
    add column shipped_at timestamptz, add column confirmed_at timestamptz, add column declined_at timestamptz,
    add column cancelled_at timestamptz, add column method_at timestamptz, add column event_id int`),
  );
  await tx.execute(
    sql.raw(`update br set plan = case when created_at > now() - interval '7 days' then
        case when h < 0.60 then 'pending' when h < 0.85 then 'approved' when h < 0.95 then 'declined' else 'cancelled' end
      else case when h < 0.45 then 'completed' when h < 0.62 then 'approved' when h < 0.79 then 'declined'
        when h < 0.89 then 'expired' when h < 0.97 then 'cancelled' else 'withdrawn' end end`),
  );
  // Delivery method: among the item's options; an approval of the last days may not have chosen yet.
  await tx.execute(
    sql.raw(`update br set method = case
      when plan not in ('approved', 'completed', 'withdrawn') then null
      when plan = 'approved' and created_at > now() - interval '9 days' and s < 0.3 then null
      when 'donor_ships' = any(options) and (pg_temp.r(ord, 36) < 0.6 or not ('nonprofit_pickup' = any(options) or 'electronic' = any(options))) then 'shipping'
      when 'nonprofit_pickup' = any(options) and (pg_temp.r(ord, 36) < 0.85 or not 'electronic' = any(options)) then 'pickup'
      else 'virtual' end`),
  );
  await tx.execute(
    sql.raw(`update br set approved_at = created_at + least(interval '6 days 12 hours', (now() - created_at) * 0.9) * pg_temp.r(ord, 37)
    where plan in ('approved', 'completed', 'withdrawn')`),
  );
  // Paid: every completed request; approved ones by their sub-state (unpaid ones become overdue after 7 days).
  await tx.execute(
    sql.raw(`update br set pay = case
      when plan = 'completed' then 'paid'
      when plan = 'approved' and method is not null and s >= 0.25 then 'paid'
      when plan in ('approved', 'withdrawn') then 'unpaid' end
    where plan in ('approved', 'completed', 'withdrawn')`),
  );
  await tx.execute(
    sql.raw(`update br set paid_at = approved_at + least(interval '6 days', (now() - approved_at) * 0.9) * pg_temp.r(ord, 38)
    where pay = 'paid'`),
  );
  await tx.execute(
    sql.raw(`update br set delivery = case
      when plan = 'completed' then 'received'
      when pay = 'paid' and s >= 0.88 then 'not_received'
      when pay = 'paid' and s >= 0.45 and method = 'shipping' then 'shipped' end`),
  );
  await tx.execute(
    sql.raw(`update br set shipped_at = paid_at + least(interval '4 days', (now() - paid_at) * 0.9) * pg_temp.r(ord, 39)
    where method = 'shipping' and delivery is not null`),
  );
  await tx.execute(
    sql.raw(`update br set confirmed_at = coalesce(shipped_at, paid_at)
      + least(interval '10 days', (now() - coalesce(shipped_at, paid_at)) * 0.9) * pg_temp.r(ord, 40)
    where delivery in ('received', 'not_received')`),
  );
  await tx.execute(
    sql.raw(`update br set
      method_at = case when method is not null then approved_at + (coalesce(paid_at, now()) - approved_at) * 0.4 * pg_temp.r(ord, 41) end,
      declined_at = case plan
        when 'declined' then created_at + least(interval '6 days 12 hours', (now() - created_at) * 0.9) * pg_temp.r(ord, 42)
        when 'expired' then created_at + interval '7 days'
        when 'withdrawn' then approved_at + least(interval '5 days', (now() - approved_at) * 0.9) * pg_temp.r(ord, 42) end,
      cancelled_at = case when plan = 'cancelled' then created_at + least(interval '3 days', (now() - created_at) * 0.9) * pg_temp.r(ord, 42) end`),
  );
  // A third of nonprofits hold an event; a quarter of their requests are for it.
  await tx.execute(
    sql.raw(`create temp table bev on commit drop as
    with made as (
      insert into events (nonprofit_id, name, event_type, description, event_date, location, created_at, updated_at)
      select id, (array['Spring Gala', 'Back-to-School Drive', 'Winter Coat Drive', 'Charity Run', 'Holiday Program'])[1 + k % 5],
        (array['fundraising_gala', 'community_outreach', 'holiday_program', 'charity_run', 'holiday_program'])[1 + k % 5],
        'A benchmark event.', now() - interval '300 days' + pg_temp.r(k, 43) * interval '400 days', 'Town hall',
        created_at, created_at
      from bnp where pg_temp.r(k, 44) < 0.33
      returning id, nonprofit_id, event_date)
    select * from made`),
  );
  await keyed(tx, 'bev', 'id', 'nonprofit_id');
  await tx.execute(
    sql.raw(
      `update br set event_id = e.id from bev e where e.nonprofit_id = br.nonprofit_id and pg_temp.r(br.ord, 45) < 0.25`,
    ),
  );
}

/**
 * Items with the quantity and status their requests leave (docs/product.md, "A request's life").
 * The marketplace's change log trigger is off for this one insert: instead of 100,000 log rows the
 * catalogue version moves once with pruned_through, which tells every cached page to read again.
 */
async function insertItems(tx: Transaction) {
  await tx.execute(sql.raw(`alter table items disable trigger items_log_catalogue_change`));
  await tx.execute(
    sql.raw(`create temp table bdemand on commit drop as
    select item_id, sum(qty) filter (where plan in ('approved', 'completed'))::int as taken,
      bool_or(plan = 'pending') as has_pending, bool_or(plan = 'approved') as has_approved,
      bool_or(plan = 'completed') as has_completed, max(coalesce(confirmed_at, approved_at, created_at)) as last_at
    from br group by item_id`),
  );
  await keyed(tx, 'bdemand', 'item_id');
  await tx.execute(
    sql.raw(`insert into items (id, donor_id, title, description, category, fmv_cents, quantity,
      initial_quantity, shipping_options, status, city, state, zip, latitude, longitude, donor_scope, review_note,
      reviewed_at, reviewed_by, created_at, updated_at)
    overriding system value
    select i.id, i.donor_id,
      ${pick('v.brands', 'pg_temp.r(i.ord, 50)')} || ' ' || ${pick('v.adjs', 'pg_temp.r(i.ord, 51)')} || ' ' || v.nouns[i.noun],
      initcap(${pick('v.adjs', 'pg_temp.r(i.ord, 51)')}) || ' ' || v.nouns[i.noun] || ' ' || ${pick('v.conds', 'pg_temp.r(i.ord, 52)')}
        || '. Ideal for ' || ${pick('v.uses', 'pg_temp.r(i.ord, 53)')} || ' and ' || ${pick('v.uses', 'pg_temp.r(i.ord, 54)')}
        || '. ' || ${pick('v.extras', 'pg_temp.r(i.ord, 55)')},
      v.cats[i.noun], i.fmv_cents, q.left_qty, q.left_qty + coalesce(d.taken, 0), i.options,
      case when i.kind <> 'flow' then i.kind when d.has_pending then 'requested'
        when q.left_qty = 0 and d.has_approved then 'approved' when q.left_qty = 0 and d.has_completed then 'completed'
        else 'available' end,
      coalesce(o.city, u.pickup_city), coalesce(o.state, u.pickup_state), coalesce(o.zip, u.pickup_zip),
      coalesce(o.lat, u.pickup_latitude), coalesce(o.lon, u.pickup_longitude),
      u.donor_scope,
      case when i.kind = 'disabled' and pg_temp.r(i.ord, 58) < 0.4 then 'Photos do not show the item offered.' end,
      case when i.kind = 'disabled' and pg_temp.r(i.ord, 58) < 0.4 then i.created_at + interval '1 day' end,
      case when i.kind = 'disabled' and pg_temp.r(i.ord, 58) < 0.4 then (select min(id) from bu) + (i.ord % ${BENCH_ADMINS}) end,
      i.created_at, greatest(i.created_at, coalesce(d.last_at, i.created_at))
    from bi i
    cross join v
    join users u on u.id = i.donor_id
    left join bdemand d on d.item_id = i.id
    left join bp o on pg_temp.r(i.ord, 56) < 0.1 and o.slot = floor(pg_temp.r(i.ord, 57) * (select count(*) from bp))::int
    cross join lateral (select case when coalesce(d.taken, 0) > 0 and pg_temp.r(i.ord, 59) < 0.45 then 0
      else 1 + floor(pg_temp.r(i.ord, 60) * 30)::int end as left_qty) q
    order by i.id`),
  );
  await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('items', 'id'), (select max(id) from items))`));
  await tx.execute(sql.raw(`alter table items enable trigger items_log_catalogue_change`));
  await tx.execute(
    sql.raw(`update catalogue_version set version = version + 1, pruned_through = version + 1 where id = 1`),
  );
}

async function insertRequests(tx: Transaction) {
  await tx.execute(
    sql.raw(`insert into requests (id, item_id, nonprofit_id, donor_id, event_id, quantity_requested,
      delivery_method, delivery_method_chosen_at, delivery_status, tracking_number, shipped_at, delivery_confirmed_at,
      message, status, decline_reason, unit_fmv_cents, delivery_options, tokens_charged, expires_at, approved_at,
      declined_at, cancelled_at, completed_at, admin_note, estimated_delivery, delivery_notes, delivery_updated_at,
      created_at, updated_at)
    overriding system value
    select id, item_id, nonprofit_id, donor_id, event_id, qty, method, method_at, delivery,
      case when shipped_at is not null then '1Z' || lpad(((id::bigint * 104729) % 100000000)::text, 8, '0') end,
      shipped_at, confirmed_at,
      case when pg_temp.r(ord, 61) < 0.4 then 'We would use these for our programs this season.' end,
      case plan when 'expired' then 'declined' when 'withdrawn' then 'declined' else plan end,
      case plan when 'expired' then 'expired' when 'declined' then 'donor' when 'withdrawn' then 'donor' end,
      unit, options, greatest(1, ceil(unit * qty / 500.0))::int, created_at + interval '7 days', approved_at,
      declined_at, cancelled_at, case when delivery = 'received' then confirmed_at end,
      case when pg_temp.r(ord, 62) < 0.01 then 'Checked with the donor by phone.' end,
      case when delivery = 'shipped' and pg_temp.r(ord, 63) < 0.5 then (shipped_at + interval '5 days')::date end,
      case when delivery = 'not_received' and pg_temp.r(ord, 63) < 0.3 then 'Carrier says delivered to the front desk.' end,
      coalesce(confirmed_at, shipped_at, method_at),
      created_at, greatest(created_at, approved_at, method_at, paid_at, shipped_at, confirmed_at, declined_at, cancelled_at)
    from br order by id`),
  );
  await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('requests', 'id'), (select max(id) from requests))`));
}

/**
 * Ids in the order the rows were made, as the product's identity columns give them: the table is
 * then laid out by time, and reading the last month reads the last pages, not every page.
 */
async function renumberByTime(tx: Transaction, table: string, time: string) {
  await tx.execute(
    sql.raw(`update ${table} set id = n.id from (select ord, (select min(id) from ${table}) - 1
      + row_number() over (order by ${time}, ord) as id from ${table}) n where n.ord = ${table}.ord`),
  );
  await tx.execute(sql.raw(`analyze ${table}`));
}

async function step(tx: Transaction, log: (line: string) => void, name: string, run: () => Promise<unknown>) {
  const began = performance.now();
  await run();
  log(`  ${name}: ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

/** True when a database already holds this benchmark's data (BENCH_DATABASE_URL reused). */
export async function hasAdminBenchData(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select count(*)::int as n from users where email = ${`bench-admin-1@${BENCH_EMAIL_DOMAIN}`}`,
  )) as unknown as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) > 0;
}

/** Generates the whole data set in one transaction, then analyzes it. */
export async function generateAdminData(db: Database, sizes: AdminBenchSizes, log: (line: string) => void) {
  const began = performance.now();
  await db.transaction(async (tx) => {
    const slots = await prepareSession(tx);
    await step(tx, log, `${sizes.users} users`, () => insertUsers(tx, sizes.users, slots));
    await step(tx, log, 'items planned', () => planItems(tx, sizes.items));
    await step(tx, log, `${sizes.requests} requests planned`, () => planRequests(tx, sizes.requests));
    await step(tx, log, `${sizes.items} items`, () => insertItems(tx));
    await step(tx, log, 'requests', () => insertRequests(tx));
    await step(tx, log, 'invoices, checkouts, token lots and ledger', () => insertMoney(tx));
    await step(tx, log, 'emails, conversations, acknowledgements, audit log', () => insertHistory(tx));
  });
  await db.execute(sql`vacuum analyze`);
  log(`generated in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}
