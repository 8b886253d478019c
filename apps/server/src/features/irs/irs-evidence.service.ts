import { normalizeOrganizationName, type IrsEvidence } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { irsBmfRows, irsImports, irsPub78Rows, irsRevocationRows } from '#src/platform/database/schema';
import { buildIrsEvidence, type EvidenceSubject, type IrsEvidenceRow } from './irs-evidence.summary';

/** The account fields the evidence is about. */
export interface IrsEvidenceSubject extends EvidenceSubject {
  id: number;
  organizationName: string | null;
  name: string;
}

interface EvidenceQueryRow extends IrsEvidenceRow {
  id: number;
  as_of_bmf: string | null;
  as_of_pub78: string | null;
  as_of_revocations: string | null;
}

/** The EIN as the IRS files write it: nine digits, no dash, leading zeros kept. */
const irsEin = (ein: string | null) => {
  const digits = ein?.replace(/\D/g, '') ?? '';
  return digits.length === 9 ? digits : null;
};
const isoTime = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the live IRS files say about a page of nonprofits (docs/product.md, "Checking a nonprofit
 * against IRS data"), in at most two queries whatever the page's size: one reads each EIN's rows
 * from the live imports (an EIN listed in several BMF region files shows the first region's row),
 * the other scores the normalised names with pg_trgm's similarity(). Readers join the LIVE import,
 * so a replaced or half-loaded file is never read.
 */
export async function irsEvidenceFor(
  db: Queryable,
  nonprofits: readonly IrsEvidenceSubject[],
): Promise<Map<number, IrsEvidence>> {
  const evidence = new Map<number, IrsEvidence>();
  if (nonprofits.length === 0) return evidence;
  const checkedAt = new Date();
  const subjects = nonprofits.map((nonprofit) => ({ id: nonprofit.id, ein: irsEin(nonprofit.ein) }));
  const result = (await db.execute(sql`
    with np as (select * from json_to_recordset(${JSON.stringify(subjects)}::json) as np(id int, ein text)),
    as_of as (
      select ${isoTime(sql`min(${irsImports.finishedAt}) filter (where ${irsImports.kind} = 'bmf')`)} as as_of_bmf,
        ${isoTime(sql`min(${irsImports.finishedAt}) filter (where ${irsImports.kind} = 'pub78')`)} as as_of_pub78,
        ${isoTime(sql`min(${irsImports.finishedAt}) filter (where ${irsImports.kind} = 'revocations')`)} as as_of_revocations
      from ${irsImports} where ${irsImports.status} = 'live'
    )
    select np.id, as_of.*, b.*, p.*, r.revocation_date, r.posting_date, r.reinstatement_date,
      r.listed is not null as has_revocation
    from np cross join as_of
    left join lateral (
      select x.name as bmf_name, i.part as bmf_part, x.city as bmf_city, x.state as bmf_state,
        x.subsection as bmf_subsection, x.deductibility as bmf_deductibility, x.status as bmf_status,
        x.ruling as bmf_ruling, x.group_exemption as bmf_group
      from ${irsBmfRows} x join ${irsImports} i on i.id = x.import_id and i.status = 'live'
      where x.ein = np.ein order by i.part limit 1
    ) b on true
    left join lateral (
      select x.name as pub78_name, x.city as pub78_city, x.state as pub78_state,
        x.deductibility_code as pub78_deductibility
      from ${irsPub78Rows} x join ${irsImports} i on i.id = x.import_id and i.status = 'live'
      where x.ein = np.ein limit 1
    ) p on true
    left join lateral (
      -- A revocation not reinstated outweighs an older one that was.
      select true as listed, x.revocation_date::text as revocation_date,
        x.posting_date::text as posting_date, x.reinstatement_date::text as reinstatement_date
      from ${irsRevocationRows} x join ${irsImports} i on i.id = x.import_id and i.status = 'live'
      where x.ein = np.ein
      order by x.reinstatement_date is null desc, x.revocation_date desc nulls last limit 1
    ) r on true`)) as unknown as { rows: EvidenceQueryRow[] };
  const rows = new Map(result.rows.map((row) => [row.id, row]));
  const first = result.rows[0];
  const dataAsOf = {
    bmf: first?.as_of_bmf ?? null,
    pub78: first?.as_of_pub78 ?? null,
    revocations: first?.as_of_revocations ?? null,
  };
  const similarities = await nameSimilarities(db, nonprofits, rows);
  for (const nonprofit of nonprofits) {
    const row = rows.get(nonprofit.id);
    const similarity = similarities.get(nonprofit.id) ?? null;
    evidence.set(nonprofit.id, buildIrsEvidence(nonprofit, row, similarity, dataAsOf, checkedAt));
  }
  return evidence;
}

/** pg_trgm similarity of each found nonprofit's normalised name and the IRS's, in one query. */
async function nameSimilarities(
  db: Queryable,
  nonprofits: readonly IrsEvidenceSubject[],
  rows: Map<number, IrsEvidenceRow>,
): Promise<Map<number, number>> {
  const pairs = nonprofits.flatMap((nonprofit) => {
    const row = rows.get(nonprofit.id);
    const irsName = row?.bmf_name ?? row?.pub78_name;
    if (!irsName) return [];
    const own = normalizeOrganizationName(nonprofit.organizationName ?? nonprofit.name);
    return [{ id: nonprofit.id, own, irs: normalizeOrganizationName(irsName) }];
  });
  if (pairs.length === 0) return new Map();
  const result = (await db.execute(sql`
    select id, round(similarity(own, irs)::numeric, 2)::float8 as similarity
    from json_to_recordset(${JSON.stringify(pairs)}::json) as pair(id int, own text, irs text)`)) as unknown as {
    rows: { id: number; similarity: number }[];
  };
  return new Map(result.rows.map((row) => [row.id, Number(row.similarity)]));
}
