import {
  IRS_BMF_HEADER,
  IRS_FILE_KIND_LABELS,
  IRS_PUB78_FIELDS,
  IRS_REVOCATION_FIELDS,
  type IrsFileKind,
} from '@app/shared';
import type { Options } from 'csv-parse';
import { irsBmfRows, irsPub78Rows, irsRevocationRows } from '#src/platform/database/schema';

/** A record the layout refuses: the message names the problem, the reader adds the line. */
export class IrsRecordError extends Error {}

type RowTable = typeof irsBmfRows | typeof irsPub78Rows | typeof irsRevocationRows;
type Row = Record<string, string | null>;

export interface IrsFileLayout {
  table: RowTable;
  /** csv-parse's settings for this layout (field counts are checked by `fieldCount`, not the parser). */
  parser: Options;
  fieldCount: number;
  /** The exact first record, when the layout has a header (only the Business Master File). */
  header?: readonly string[];
  toRow(record: string[]): Row;
}

const EIN = /^\d{9}$/;
/** An EIN as the IRS writes it: 9 digits, leading zeros kept (they are part of the number). */
function einOf(value: string): string {
  const ein = value.trim();
  if (!EIN.test(ein)) throw new IrsRecordError(`the EIN "${ein.slice(0, 20)}" is not 9 digits`);
  return ein;
}

const orNull = (value: string | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const IRS_DATE = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;

/** The revocation list writes dates like `15-MAY-2011`; stored as `2011-05-15`. Empty is no date. */
export function irsDateOf(value: string, field: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = IRS_DATE.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!.toUpperCase()) : -1;
  if (!match || month < 0)
    throw new IrsRecordError(`the ${field} "${text.slice(0, 20)}" is not a date like 15-MAY-2011`);
  const [year, day] = [Number(match[3]), Number(match[1])];
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day)
    throw new IrsRecordError(`the ${field} "${text}" is not a real date`);
  return date.toISOString().slice(0, 10);
}

const common: Options = {
  bom: true,
  skip_empty_lines: true,
  // The reader checks each record's field count itself, so a wrong count gets a sentence of ours.
  relax_column_count: true,
  // An unclosed quote must not read the rest of a large file into one field.
  max_record_size: 100_000,
};

/** Pipe-delimited, no header; names may contain `"`, so quotes mean nothing. */
const pipes: Options = { ...common, delimiter: '|', quote: false };

const BMF = Object.fromEntries(IRS_BMF_HEADER.map((name, index) => [name, index])) as Record<
  (typeof IRS_BMF_HEADER)[number],
  number
>;
const PUB78 = Object.fromEntries(IRS_PUB78_FIELDS.map((name, index) => [name, index])) as Record<
  (typeof IRS_PUB78_FIELDS)[number],
  number
>;
const REVOKED = Object.fromEntries(IRS_REVOCATION_FIELDS.map((name, index) => [name, index])) as Record<
  (typeof IRS_REVOCATION_FIELDS)[number],
  number
>;

/** The three IRS layouts (docs/product.md, "Checking a nonprofit against IRS data"). */
export const IRS_FILE_LAYOUTS: Record<IrsFileKind, IrsFileLayout> = {
  bmf: {
    table: irsBmfRows,
    // A quote inside a name (`JOE "BUD" SMITH FOUNDATION`) is part of the name.
    parser: { ...common, delimiter: ',', relax_quotes: true },
    fieldCount: IRS_BMF_HEADER.length,
    header: IRS_BMF_HEADER,
    toRow: (r) => ({
      ein: einOf(r[BMF.EIN]!),
      name: r[BMF.NAME]!.trim(),
      careOf: orNull(r[BMF.ICO]),
      street: orNull(r[BMF.STREET]),
      city: orNull(r[BMF.CITY]),
      state: orNull(r[BMF.STATE]),
      zip: orNull(r[BMF.ZIP]),
      groupExemption: orNull(r[BMF.GROUP]),
      subsection: orNull(r[BMF.SUBSECTION]),
      affiliation: orNull(r[BMF.AFFILIATION]),
      classification: orNull(r[BMF.CLASSIFICATION]),
      ruling: orNull(r[BMF.RULING]),
      deductibility: orNull(r[BMF.DEDUCTIBILITY]),
      foundation: orNull(r[BMF.FOUNDATION]),
      organization: orNull(r[BMF.ORGANIZATION]),
      status: orNull(r[BMF.STATUS]),
      nteeCode: orNull(r[BMF.NTEE_CD]),
      sortName: orNull(r[BMF.SORT_NAME]),
    }),
  },
  pub78: {
    table: irsPub78Rows,
    parser: pipes,
    fieldCount: IRS_PUB78_FIELDS.length,
    toRow: (r) => ({
      ein: einOf(r[PUB78.ein]!),
      name: r[PUB78.name]!.trim(),
      city: orNull(r[PUB78.city]),
      state: orNull(r[PUB78.state]),
      country: orNull(r[PUB78.country]),
      deductibilityCode: orNull(r[PUB78.deductibility_code]),
    }),
  },
  revocations: {
    table: irsRevocationRows,
    parser: pipes,
    fieldCount: IRS_REVOCATION_FIELDS.length,
    toRow: (r) => ({
      ein: einOf(r[REVOKED.ein]!),
      name: r[REVOKED.name]!.trim(),
      doingBusinessAs: orNull(r[REVOKED.doing_business_as]),
      city: orNull(r[REVOKED.city]),
      state: orNull(r[REVOKED.state]),
      country: orNull(r[REVOKED.country]),
      exemptionType: orNull(r[REVOKED.exemption_type]),
      revocationDate: irsDateOf(r[REVOKED.revocation_date]!, 'revocation date'),
      postingDate: irsDateOf(r[REVOKED.posting_date]!, 'posting date'),
      reinstatementDate: irsDateOf(r[REVOKED.reinstatement_date]!, 'reinstatement date'),
    }),
  },
};

/** "a Publication 78 record has 6 fields ..." */
export const layoutName = (kind: IrsFileKind) => IRS_FILE_KIND_LABELS[kind];
