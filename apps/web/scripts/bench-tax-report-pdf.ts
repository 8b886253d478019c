/**
 * How long the browser takes to lay out a large tax report PDF (docs/quality.md, "Tax report"):
 * 5,000 donations through the same jsPDF code the Download PDF button runs, timed in Node.
 *
 *   npm run bench:tax-report-pdf
 */
import { TAX_LEGAL_DISCLAIMER, type TaxReport } from '@app/shared';
import { jsPDF } from 'jspdf';
import { writeTaxReport } from '../src/features/donor-dashboard/components/tax-report/tax-report-pdf';

const COUNT = Number(process.env.BENCH_DONATIONS ?? 5_000);
const RUNS = 5;
const NONPROFITS = [
  'Lakeside Youth Alliance',
  'Riverside Food Pantry',
  'Northside Literacy Project',
  'Harbor Health Clinic',
];

function largeReport(count: number): TaxReport {
  const donations = Array.from({ length: count }, (_, index) => ({
    request_id: index + 1,
    completion_date: `2026-0${1 + (index % 9)}-1${index % 10}`,
    item_title: `Donated item number ${index} with a long descriptive title`,
    category: ['Electronics', 'Furniture', 'Office Supplies'][index % 3]!,
    quantity: 1 + (index % 5),
    unit_fair_market_value: 25 + (index % 40),
    total_fair_market_value: (25 + (index % 40)) * (1 + (index % 5)),
    nonprofit_name: NONPROFITS[index % NONPROFITS.length]!,
    nonprofit_ein: `36-12345${String(index % NONPROFITS.length).padStart(2, '0')}`,
    nonprofit_address: { street: `${index % 900} Main St`, city: 'Evanston', state: 'IL', zip: '60201' },
    event_name: null,
    event_type: null,
    acknowledgement_recorded: true,
    acknowledgement_status: 'signed' as const,
    notes: [],
    cost_basis: null,
    enhanced_deduction: null,
    enhanced_deduction_missing: ['no_cost_basis' as const],
    section_b: false,
    donee_signature: null,
    disposal: null,
  }));
  const total = donations.reduce((sum, donation) => sum + donation.total_fair_market_value, 0);
  return {
    report_info: {
      donor_info: { company_name: 'Acme', contact_name: 'Dana', email: 'd@example.com', entity_type: 'c_corporation' },
      report_period: { start_date: '2026-01-01', end_date: '2026-12-31', time_zone: 'America/Chicago' },
      generated_date: new Date().toISOString(),
    },
    summary: {
      total_donations: count,
      total_items_donated: donations.reduce((sum, donation) => sum + donation.quantity, 0),
      total_tax_deductible_value: total,
      nonprofits_supported: NONPROFITS.length,
      acknowledgements_recorded: count,
      enhanced_deduction_total: 0,
    },
    donations,
    tax_notes: [],
    legal_disclaimer: TAX_LEGAL_DISCLAIMER,
  };
}

const report = largeReport(COUNT);
const times: number[] = [];
let pages = 0;
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  writeTaxReport(doc, report);
  const output = doc.output('arraybuffer');
  times.push(performance.now() - started);
  pages = doc.getNumberOfPages();
  bytes = output.byteLength;
}
times.sort((a, b) => a - b);
console.log(
  `tax report PDF, ${COUNT} donations: ${pages} pages, ${Math.round(bytes / 1024)} KB; ` +
    `median ${Math.round(times[Math.floor(RUNS / 2)]!)} ms, slowest ${Math.round(times.at(-1)!)} ms (target 3,000 ms)`,
);
