import { getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import type { IrsFileLayout } from './irs-file-layouts';

type Row = Record<string, string | null>;

/**
 * Insert a batch of staged rows as ONE parameter: the rows as JSON, unpacked by PostgreSQL's
 * json_to_recordset. A multi-row VALUES list would bind 19 parameters a row, and building and
 * parsing that statement cost more than the insert itself (npm run bench:irs).
 */
export async function insertIrsRows(db: Queryable, layout: IrsFileLayout, importId: number, rows: Row[]) {
  const columns = Object.entries(getTableColumns(layout.table)).filter(([key]) => key !== 'importId');
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const shape = sql.join(
    columns.map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const keys = sql.join(
    columns.map(([key]) => sql`x.${sql.identifier(key)}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${layout.table} (import_id, ${names})
    select ${importId}::int, ${keys} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${shape})`);
}
