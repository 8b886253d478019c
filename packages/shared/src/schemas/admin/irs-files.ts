import { z } from 'zod';

/**
 * The IRS files an admin imports (docs/product.md, "Checking a nonprofit against IRS data"), each
 * in the IRS's own layout: the Exempt Organizations Business Master File extract (CSV with a
 * header, one file per region), Publication 78 and the automatic revocation list (both
 * pipe-delimited, no header).
 */
export const IRS_FILE_KINDS = ['bmf', 'pub78', 'revocations'] as const;
export type IrsFileKind = (typeof IRS_FILE_KINDS)[number];
export const irsFileKindSchema = z.enum(IRS_FILE_KINDS);

export const IRS_FILE_KIND_LABELS: Record<IrsFileKind, string> = {
  bmf: 'Business Master File (EO BMF extract)',
  pub78: 'Publication 78',
  revocations: 'Automatic revocation list',
};

/** `loading`: rows going into staging; `live`: the data in use; `replaced` by a newer live file; `failed`: refused, the previous data kept. */
export const IRS_IMPORT_STATUSES = ['loading', 'live', 'replaced', 'failed'] as const;
export type IrsImportStatus = (typeof IRS_IMPORT_STATUSES)[number];

/** The BMF extract's header, exactly as the IRS writes it. */
export const IRS_BMF_HEADER = [
  'EIN', 'NAME', 'ICO', 'STREET', 'CITY', 'STATE', 'ZIP', 'GROUP', 'SUBSECTION', 'AFFILIATION',
  'CLASSIFICATION', 'RULING', 'DEDUCTIBILITY', 'FOUNDATION', 'ACTIVITY', 'ORGANIZATION', 'STATUS',
  'TAX_PERIOD', 'ASSET_CD', 'INCOME_CD', 'FILING_REQ_CD', 'PF_FILING_REQ_CD', 'ACCT_PD', 'ASSET_AMT',
  'INCOME_AMT', 'REVENUE_AMT', 'NTEE_CD', 'SORT_NAME',
] as const; // prettier-ignore

/** Publication 78's fields, in order: `EIN|Legal Name|City|State|Country|Deductibility Code`. */
export const IRS_PUB78_FIELDS = ['ein', 'name', 'city', 'state', 'country', 'deductibility_code'] as const;

/**
 * The automatic revocation list's fields, in order (dates are written like `15-MAY-2011`):
 * `EIN|Legal Name|Doing Business As Name|Organization Address|City|State|ZIP Code|Country|Exemption Type|Revocation Date|Revocation Posting Date|Exemption Reinstatement Date`.
 */
export const IRS_REVOCATION_FIELDS = [
  'ein', 'name', 'doing_business_as', 'address', 'city', 'state', 'zip', 'country', 'exemption_type',
  'revocation_date', 'posting_date', 'reinstatement_date',
] as const; // prettier-ignore
