import type { PGlite } from '@electric-sql/pglite';

/**
 * Opening PGlite from the migrated snapshot takes about 1.2 s on 2 cores (start-up of the embedded
 * PostgreSQL, whatever the data), about as long as a typical API test file runs. A test worker
 * therefore keeps the instances its files released and hands them out again reset to the snapshot:
 * every table emptied with its sequences restarted, then the rows the migrations themselves wrote put
 * back, in one transaction of about 0.1 s. A file still sees a database no other file
 * has touched.
 */
export interface Baseline {
  /** One SQL script that brings an instance back to the snapshot's contents. */
  resetScript: string;
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Reads what a freshly opened snapshot holds, to put it back later. */
export async function captureBaseline(client: PGlite): Promise<Baseline> {
  const { rows: tables } = await client.query<{ name: string; oid: number }>(
    `select format('%I.%I', schemaname, tablename) as name, format('%I.%I', schemaname, tablename)::regclass::oid as oid
       from pg_tables where schemaname = 'public' order by tablename`,
  );
  const script = ['begin;', `truncate ${tables.map((table) => table.name).join(', ')} restart identity cascade;`];
  for (const table of tables) {
    const { rows } = await client.query<{ data: unknown[] }>(
      `select coalesce(json_agg(t), '[]'::json) as data from ${table.name} t`,
    );
    const data = rows[0]?.data ?? [];
    if (data.length === 0) continue;
    // Generated columns are computed again; identity columns keep the snapshot's values.
    const { rows: columns } = await client.query<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute
        where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [table.oid],
    );
    const list = columns.map((column) => column.name).join(', ');
    script.push(
      `insert into ${table.name} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table.name}, ${quoteLiteral(JSON.stringify(data))});`,
    );
  }
  const { rows: sequences } = await client.query<{ name: string; last_value: string | null; start_value: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text, start_value::text
       from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of sequences) {
    // A sequence never used since the migrations starts again at its start value.
    const [value, called] = sequence.last_value === null ? [sequence.start_value, false] : [sequence.last_value, true];
    script.push(`select setval(${quoteLiteral(sequence.name)}, ${value}, ${called});`);
  }
  script.push('commit;', 'select pg_advisory_unlock_all();');
  return { resetScript: script.join('\n') };
}

export async function resetToBaseline(client: PGlite, baseline: Baseline): Promise<void> {
  await client.exec(baseline.resetScript);
}
