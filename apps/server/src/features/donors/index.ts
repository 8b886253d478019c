// The donors feature's public surface: the tax report, which the year-end packet summarises.
export { buildTaxReport } from './tax-report.service';
export type { TaxReportRange } from './tax-report.queries';
