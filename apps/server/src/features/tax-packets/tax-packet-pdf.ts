import {
  cut,
  DONOR_ENTITY_TYPE_LABELS,
  dollarsToCents,
  drawAcknowledgement,
  PAGE,
  packetWorksheetCsv,
  packetWorksheetRows,
  pdfText,
  PdfWriter,
  type Acknowledgement,
  type TaxReport,
  type Worksheet,
} from '@app/shared';
import { jsPDF } from 'jspdf';

export const PACKET_TITLE = 'Year-End Tax Packet';
export const WORKSHEET_TITLE = 'Form 8283 worksheet: items and groups of similar items';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');
const dollars = (cents: number) => money.format(cents / 100);

/** The worksheet's gifts: every donation of the report, its value in cents. */
export function worksheetOf(report: TaxReport): Worksheet {
  return packetWorksheetRows(
    report.donations.map((donation) => ({
      request_id: donation.request_id,
      date_received: donation.completion_date,
      item_title: donation.item_title,
      category: donation.category,
      quantity: donation.quantity,
      value_cents: dollarsToCents(donation.total_fair_market_value),
      nonprofit_name: donation.nonprofit_name,
      nonprofit_ein: donation.nonprofit_ein,
    })),
  );
}

function summaryPage(writer: PdfWriter, report: TaxReport, worksheet: Worksheet, letters: number) {
  const { donor_info: donor, report_period: period } = report.report_info;
  writer.paragraph(PACKET_TITLE, { size: 20, bold: true, gap: 2 });
  writer.paragraph(`${donor.company_name ?? donor.contact_name} (${DONOR_ENTITY_TYPE_LABELS[donor.entity_type]})`, {
    size: 12,
    bold: true,
    gap: 0.5,
  });
  writer.paragraph(`Contact: ${donor.contact_name}, ${donor.email}`, { size: 10, gap: 0.5 });
  writer.paragraph(`Period: ${period.start_date} to ${period.end_date} (${period.time_zone})`, { size: 10, gap: 4 });
  writer.rule();
  writer.paragraph('Summary', { size: 13, bold: true, gap: 1 });
  const lines = [
    `Gifts confirmed received: ${count.format(report.summary.total_donations)}`,
    `Items donated: ${count.format(report.summary.total_items_donated)}`,
    `Nonprofits supported: ${count.format(report.summary.nonprofits_supported)}`,
    `Acknowledgement letters in this packet: ${count.format(letters)} of ${count.format(report.summary.total_donations)}`,
    `Groups of similar items (categories): ${count.format(worksheet.groups.length)}`,
  ];
  for (const line of lines) writer.paragraph(line, { size: 10, gap: 0.8 });
  writer.paragraph(`Total fair market value: ${dollars(worksheet.value_cents)}`, { size: 12, bold: true, gap: 4 });
  writer.paragraph('Contents', { size: 11, bold: true, gap: 1 });
  writer.paragraph('1. This summary', { size: 10, gap: 0.5 });
  writer.paragraph(`2. The nonprofits' acknowledgement letters (${count.format(letters)}), oldest first`, {
    size: 10,
    gap: 0.5,
  });
  writer.paragraph('3. The Form 8283 worksheet, grouped by category', { size: 10, gap: 4 });
  if (report.tax_notes.length > 0) {
    writer.paragraph('Tax notes', { size: 11, bold: true, gap: 1 });
    for (const note of report.tax_notes) writer.paragraph(`- ${note.text}`, { size: 9, gap: 1.5 });
    writer.y += 2;
  }
  writer.paragraph('Not tax advice', { size: 11, bold: true, gap: 1 });
  const { text, irs_notice: irs, platform_note: platform } = report.legal_disclaimer;
  for (const paragraph of [text, irs, platform]) writer.paragraph(paragraph, { size: 9, gap: 1.5 });
}

const COLUMNS = [
  { label: 'Date received', x: PAGE.margin },
  { label: 'Item', x: 40 },
  { label: 'Qty', x: 92, right: true },
  { label: 'Fair market value', x: 124, right: true },
  { label: 'Nonprofit', x: 128 },
  { label: 'EIN', x: 176 },
] as const;
const ROW = 5.5;

function columnHeads(writer: PdfWriter) {
  const { doc } = writer;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(8.5);
  writer.y += ROW;
  for (const column of COLUMNS)
    doc.text(column.label, column.x, writer.y, 'right' in column ? { align: 'right' } : undefined);
  writer.y += 1.5;
  writer.rule();
}

function worksheetPages(writer: PdfWriter, worksheet: Worksheet) {
  const { doc } = writer;
  writer.paragraph(WORKSHEET_TITLE, { size: 14, bold: true, gap: 1 });
  writer.paragraph(
    'Each category is a group of similar items. Dates are when the nonprofit confirmed the delivery received; values are the fair market values entered on the listings.',
    { size: 9, gap: 3 },
  );
  if (worksheet.groups.length === 0) writer.paragraph('No gifts were confirmed received in this period.');
  for (const group of worksheet.groups) {
    writer.ensure(ROW * 5);
    writer.paragraph(
      `${group.category}: ${count.format(group.gifts.length)} ${group.gifts.length === 1 ? 'gift' : 'gifts'}, ${count.format(group.quantity)} items, ${group.first_date} to ${group.last_date}, ${dollars(group.value_cents)}`,
      { size: 11, bold: true, gap: 0 },
    );
    columnHeads(writer);
    for (const gift of group.gifts) {
      if (writer.ensure(ROW)) columnHeads(writer);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8.5);
      writer.y += ROW - 1;
      const cells = [
        gift.date_received,
        pdfText(cut(gift.item_title, 24)),
        count.format(gift.quantity),
        dollars(gift.value_cents),
        pdfText(cut(gift.nonprofit_name, 22)),
        gift.nonprofit_ein ?? 'not given',
      ];
      COLUMNS.forEach((column, index) =>
        doc.text(cells[index] ?? '', column.x, writer.y, 'right' in column ? { align: 'right' } : undefined),
      );
      writer.y += 1;
    }
    writer.y += 4;
  }
  writer.paragraph(
    `All groups: ${count.format(worksheet.gift_count)} gifts, ${count.format(worksheet.quantity)} items, ${dollars(worksheet.value_cents)}`,
    { size: 11, bold: true, gap: 2 },
  );
}

export interface PacketFiles {
  pdf: Buffer;
  csv: string;
}

/** Lets the event loop serve requests between letters: a packet of hundreds is many milliseconds of drawing. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The packet (docs/product.md, Year-end tax packet): a summary page, every acknowledgement letter
 * of the range on its own pages, then the Form 8283 worksheet; and the worksheet's rows as CSV.
 * `progress(done, total)` is told after each step (the summary, each letter, the worksheet).
 */
export async function drawPacket(
  report: TaxReport,
  letters: Acknowledgement[],
  progress: (done: number, total: number) => Promise<void>,
): Promise<PacketFiles> {
  const { time_zone: timeZone, start_date: start, end_date: end } = report.report_info.report_period;
  const worksheet = worksheetOf(report);
  const total = letters.length + 2;
  const doc = new jsPDF({ unit: 'mm', format: 'letter', compress: true });
  doc.setProperties({ title: `${PACKET_TITLE} ${start} to ${end}` });
  const writer = new PdfWriter(doc);
  summaryPage(writer, report, worksheet, letters.length);
  await progress(1, total);
  for (const [index, letter] of letters.entries()) {
    doc.addPage();
    writer.y = PAGE.margin;
    drawAcknowledgement(writer, letter, timeZone);
    await progress(index + 2, total);
    await breathe();
  }
  doc.addPage();
  writer.y = PAGE.margin;
  worksheetPages(writer, worksheet);
  writer.footer(`${PACKET_TITLE} ${start} to ${end}`);
  const pdf = Buffer.from(doc.output('arraybuffer'));
  await progress(total, total);
  return { pdf, csv: packetWorksheetCsv(worksheet) };
}
