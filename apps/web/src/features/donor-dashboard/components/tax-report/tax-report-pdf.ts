import {
  cut,
  DONOR_ENTITY_TYPE_LABELS,
  PAGE,
  PAGE_BREAK_Y,
  pdfText,
  PdfWriter,
  taxReportFileName,
  type ParagraphOptions,
  type TaxReport,
} from '@app/shared';
import type { jsPDF } from 'jspdf';
import { formatDateTime, formatMoney, formatNumber } from '#src/lib/format';
import { hasSectionBFacts } from './tax-form-text';

export const TAX_REPORT_PDF_TITLE = 'In-Kind Donation Tax Report';
/** The PDF's columns cut long text (docs/product.md, Tax report). */
export const PDF_TITLE_MAX = 25;
export const PDF_NONPROFIT_MAX = 15;

const COLUMNS = [
  { label: 'Date received', x: PAGE.margin },
  { label: 'Item', x: 40 },
  { label: 'Qty', x: 96, right: true },
  { label: 'Value (FMV)', x: 126, right: true },
  { label: 'Nonprofit', x: 130 },
  { label: 'EIN', x: 163 },
  { label: 'Ack.', x: 186 },
] as const;

/** The narrow Ack. column: signed, awaiting the nonprofit's signature, or none on record. */
const ACK_CELL = { signed: 'Signed', awaiting_signature: 'Unsigned', none: 'No' } as const;

const ROW_HEIGHT = 5.5;

function tableHeader(writer: PdfWriter) {
  const { doc } = writer;
  writer.ensure(ROW_HEIGHT * 2);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(8.5);
  writer.y += ROW_HEIGHT;
  for (const column of COLUMNS)
    doc.text(column.label, column.x, writer.y, 'right' in column ? { align: 'right' } : undefined);
  writer.y += 1.5;
  writer.rule();
}

function donationRows(writer: PdfWriter, report: TaxReport) {
  const { doc } = writer;
  tableHeader(writer);
  for (const donation of report.donations) {
    // A row that would cross the break line starts the next page, under the column names again.
    if (writer.ensure(ROW_HEIGHT)) tableHeader(writer);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8.5);
    writer.y += ROW_HEIGHT - 1;
    const cells = [
      donation.completion_date,
      pdfText(cut(donation.item_title, PDF_TITLE_MAX)),
      formatNumber(donation.quantity),
      formatMoney(donation.total_fair_market_value),
      pdfText(cut(donation.nonprofit_name, PDF_NONPROFIT_MAX)),
      donation.nonprofit_ein ?? 'not given',
      ACK_CELL[donation.acknowledgement_status],
    ];
    COLUMNS.forEach((column, index) =>
      doc.text(cells[index] ?? '', column.x, writer.y, 'right' in column ? { align: 'right' } : undefined),
    );
    writer.y += 1;
  }
}

/** Each nonprofit once, with its full name, EIN and address, as an accountant files them. */
function nonprofitList(writer: PdfWriter, report: TaxReport) {
  const seen = new Map<string, TaxReport['donations'][number]>();
  for (const donation of report.donations) seen.set(`${donation.nonprofit_name}|${donation.nonprofit_ein}`, donation);
  if (seen.size === 0) return;
  writer.y += 3;
  writer.paragraph('Nonprofits (donees)', { size: 11, bold: true });
  for (const donation of seen.values()) {
    const { street, city, state, zip } = donation.nonprofit_address;
    const address = [street, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    writer.paragraph(
      `${donation.nonprofit_name} - EIN ${donation.nonprofit_ein ?? 'not given'}${address ? ` - ${address}` : ''}`,
      { size: 9, gap: 1 },
    );
  }
}

type Block = [text: string, options: ParagraphOptions][];

function totalsBlock(report: TaxReport): Block {
  const { summary } = report;
  return [
    ['Totals', { size: 12, bold: true }],
    [`Donations: ${formatNumber(summary.total_donations)}`, { size: 10, gap: 0.5 }],
    [`Items donated: ${formatNumber(summary.total_items_donated)}`, { size: 10, gap: 0.5 }],
    [`Nonprofits supported: ${formatNumber(summary.nonprofits_supported)}`, { size: 10, gap: 0.5 }],
    [
      `Acknowledgements on record: ${formatNumber(summary.acknowledgements_recorded)} of ${formatNumber(summary.total_donations)}`,
      { size: 10, gap: 0.5 },
    ],
    [`Total fair market value: ${formatMoney(summary.total_tax_deductible_value)}`, { size: 11, bold: true, gap: 1 }],
    [
      `Enhanced deduction, IRC 170(e)(3), where every fact is on record: ${formatMoney(summary.enhanced_deduction_total)}`,
      { size: 10, gap: 4 },
    ],
  ];
}

/** Cost basis, the enhanced deduction and Form 8283 Section B, one line per donation that has any. */
function taxFormsBlock(report: TaxReport): Block {
  const rows = report.donations.filter(
    (donation) => donation.cost_basis !== null || donation.enhanced_deduction !== null || hasSectionBFacts(donation),
  );
  if (rows.length === 0) return [];
  const block: Block = [['Cost basis, enhanced deduction and Form 8283 Section B', { size: 11, bold: true }]];
  for (const donation of rows) {
    const parts = [`Cost basis ${donation.cost_basis === null ? 'not entered' : formatMoney(donation.cost_basis)}`];
    parts.push(
      donation.enhanced_deduction === null
        ? 'enhanced deduction not computed'
        : `enhanced deduction ${formatMoney(donation.enhanced_deduction)}`,
    );
    const signature = donation.donee_signature;
    if (signature)
      parts.push(
        `Part V signed by ${signature.signer_name}, ${signature.signer_title}, ${signature.signed_at.slice(0, 10)}`,
      );
    else if (donation.section_b) parts.push('Section B: donee signature needed');
    if (donation.disposal) parts.push(`disposed of on ${donation.disposal.disposed_on} (Form 8282)`);
    block.push([`- ${donation.completion_date} ${donation.item_title}: ${parts.join('; ')}`, { size: 9, gap: 1.5 }]);
  }
  return block;
}

function notesBlock(report: TaxReport): Block {
  const block: Block = [];
  if (report.tax_notes.length > 0) {
    block.push(['Tax notes', { size: 11, bold: true }]);
    for (const note of report.tax_notes) block.push([`- ${note.text}`, { size: 9, gap: 1.5 }]);
  }
  block.push(['Legal notice', { size: 11, bold: true }]);
  const { text, irs_notice: irs, platform_note: platform } = report.legal_disclaimer;
  for (const paragraph of [text, irs, platform]) block.push([paragraph, { size: 9, gap: 1.5 }]);
  return block;
}

const write = (writer: PdfWriter, block: Block) => block.forEach(([text, options]) => writer.paragraph(text, options));
const height = (writer: PdfWriter, block: Block) =>
  block.reduce((sum, [text, options]) => sum + writer.paragraphHeight(text, options), 0);

/** Totals on the last page: with the notes after them when all fits on one page, else after the notes. */
function closing(writer: PdfWriter, report: TaxReport) {
  const totals = totalsBlock(report);
  const notes = notesBlock(report);
  writer.y += 3;
  const together = height(writer, totals) + height(writer, notes);
  if (together <= PAGE_BREAK_Y - PAGE.margin) {
    writer.ensure(together);
    write(writer, totals);
    write(writer, notes);
  } else {
    write(writer, notes);
    writer.ensure(height(writer, totals));
    write(writer, totals);
  }
}

/**
 * The report laid out on Letter pages: heading, one row per donation (new pages as needed), the
 * nonprofits' EINs and addresses, then totals (always on the last page), notes and the disclaimer.
 */
export function writeTaxReport(doc: jsPDF, report: TaxReport) {
  const writer = new PdfWriter(doc);
  const { donor_info: donor, report_period: period } = report.report_info;
  writer.paragraph(TAX_REPORT_PDF_TITLE, { size: 18, bold: true, gap: 2 });
  writer.paragraph(`${donor.company_name ?? donor.contact_name} (${DONOR_ENTITY_TYPE_LABELS[donor.entity_type]})`, {
    size: 11,
    bold: true,
    gap: 0.5,
  });
  writer.paragraph(`Contact: ${donor.contact_name}, ${donor.email}`, { size: 10, gap: 0.5 });
  writer.paragraph(`Period: ${period.start_date} to ${period.end_date} (${period.time_zone})`, { size: 10, gap: 0.5 });
  writer.paragraph(`Generated: ${formatDateTime(report.report_info.generated_date)}`, { size: 10, gap: 3 });
  writer.rule();
  if (report.donations.length === 0) writer.paragraph('No donations were confirmed received in this period.');
  else donationRows(writer, report);
  nonprofitList(writer, report);
  write(writer, taxFormsBlock(report));
  closing(writer, report);
  writer.footer(`${TAX_REPORT_PDF_TITLE} ${period.start_date} to ${period.end_date}`);
}

/** Builds the PDF in the browser (jsPDF arrives only now) and saves it as Tax-Report-{start}-to-{end}.pdf. */
export async function downloadTaxReportPdf(report: TaxReport): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  doc.setProperties({ title: TAX_REPORT_PDF_TITLE });
  writeTaxReport(doc, report);
  const { start_date: start, end_date: end } = report.report_info.report_period;
  doc.save(taxReportFileName(start, end, 'pdf'));
}
