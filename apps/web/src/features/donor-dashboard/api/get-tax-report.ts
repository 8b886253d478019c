import type { TaxReport } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api, buildUrl } from '#src/lib/api-client';
import { viewerTimeZone } from '#src/lib/time-zone';

export interface TaxReportRange {
  /** Calendar dates, YYYY-MM-DD, both included, in the viewer's time zone. */
  start: string;
  end: string;
}

/** GET /donors/{donor_id}/tax-report?format=json: donations confirmed received in the range. */
export function getTaxReport(donorId: number, { start, end }: TaxReportRange): Promise<TaxReport> {
  return api<TaxReport>(`/donors/${donorId}/tax-report`, {
    query: { start_date: start, end_date: end, format: 'json', tz: viewerTimeZone() },
  });
}

/** The same report's donation rows as CSV, which the browser downloads from the server as a file. */
export function taxReportCsvUrl(donorId: number, { start, end }: TaxReportRange): string {
  return buildUrl(`/donors/${donorId}/tax-report`, {
    start_date: start,
    end_date: end,
    format: 'csv',
    tz: viewerTimeZone(),
  });
}

/** Generating is an explicit action (the button), so it is a mutation rather than a cached query. */
export function useGenerateTaxReport(donorId: number) {
  return useMutation({ mutationFn: (range: TaxReportRange) => getTaxReport(donorId, range) });
}
