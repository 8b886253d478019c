import { ACKNOWLEDGEMENT_TEXT, type Acknowledgement } from '@app/shared';
import type { jsPDF } from 'jspdf';
import { formatDate, formatNumber } from '#src/lib/format';
import { PdfWriter } from '#src/lib/pdf/pdf-writer';

function addressLines({ street, city, state, zip }: Acknowledgement['nonprofit']['address']): string[] {
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter((line): line is string => Boolean(line));
}

/**
 * The donee's written acknowledgement (docs/product.md, Acknowledgement letters): who received what and
 * when, that nothing was given in return, and never a value.
 */
export function writeAcknowledgement(doc: jsPDF, acknowledgement: Acknowledgement) {
  const writer = new PdfWriter(doc);
  const { nonprofit, donor, items } = acknowledgement;
  writer.paragraph(nonprofit.name, { size: 14, bold: true, gap: 0.5 });
  for (const line of addressLines(nonprofit.address)) writer.paragraph(line, { size: 10, gap: 0.5 });
  writer.paragraph(`EIN: ${nonprofit.ein ?? 'not on record'}`, { size: 10, gap: 6 });
  writer.paragraph(ACKNOWLEDGEMENT_TEXT.title, { size: 16, bold: true, gap: 4 });
  writer.paragraph(`Date: ${formatDate(acknowledgement.recorded_at)}`, { size: 10, gap: 4 });
  writer.paragraph(`To: ${donor.company_name ? `${donor.company_name} (${donor.name})` : donor.name}`, {
    size: 11,
    gap: 4,
  });
  writer.paragraph(
    `${nonprofit.name} gratefully acknowledges receiving the following in-kind contribution on ${formatDate(acknowledgement.date_received)}.`,
    { size: 11, gap: 4 },
  );
  writer.rule();
  writer.paragraph(`Description: ${items.description}`, { size: 11, gap: 1 });
  writer.paragraph(`Category: ${items.category}`, { size: 11, gap: 1 });
  writer.paragraph(`Quantity: ${formatNumber(items.quantity)}`, { size: 11, gap: 1 });
  if (acknowledgement.event_name) writer.paragraph(`For: ${acknowledgement.event_name}`, { size: 11, gap: 1 });
  writer.paragraph(`Date received: ${formatDate(acknowledgement.date_received)}`, { size: 11, gap: 2 });
  writer.rule();
  writer.paragraph(acknowledgement.statement, { size: 11, bold: true, gap: 3 });
  writer.paragraph(acknowledgement.value_statement, { size: 10, gap: 3 });
  writer.paragraph(
    `${nonprofit.name} is a tax-exempt organization${nonprofit.ein ? ` (EIN ${nonprofit.ein})` : ''}. Please keep this letter with your tax records.`,
    { size: 10, gap: 3 },
  );
  writer.footer(`${ACKNOWLEDGEMENT_TEXT.title} - request ${acknowledgement.request_id}`);
}

/** Builds the letter in the browser (jsPDF arrives only now) and saves it. */
export async function downloadAcknowledgementPdf(acknowledgement: Acknowledgement): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  doc.setProperties({ title: ACKNOWLEDGEMENT_TEXT.title });
  writeAcknowledgement(doc, acknowledgement);
  doc.save(ACKNOWLEDGEMENT_TEXT.fileName(acknowledgement.request_id));
}
