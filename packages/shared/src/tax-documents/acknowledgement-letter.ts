import { ACKNOWLEDGEMENT_TEXT, type Acknowledgement } from '../schemas/acknowledgement';
import { PdfWriter, type PdfDocument } from './pdf-writer';

const numberFormat = new Intl.NumberFormat('en-US');

/** "Mar 4, 2026": an instant as its calendar day in `timeZone`, as every tax document shows dates. */
export function documentDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

function addressLines({ street, city, state, zip }: Acknowledgement['nonprofit']['address']): string[] {
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter((line): line is string => Boolean(line));
}

/**
 * The donee's written acknowledgement (docs/product.md, Acknowledgement letters): who received what
 * and when, that nothing was given in return, and never a value. The browser draws it for one
 * letter, the server for every letter of a year-end packet, from this one function. Starts on the
 * writer's current page; the caller adds the page break between letters and the footer.
 */
export function drawAcknowledgement(writer: PdfWriter, acknowledgement: Acknowledgement, timeZone: string) {
  const { nonprofit, donor, items } = acknowledgement;
  const day = (iso: string) => documentDate(iso, timeZone);
  writer.paragraph(nonprofit.name, { size: 14, bold: true, gap: 0.5 });
  for (const line of addressLines(nonprofit.address)) writer.paragraph(line, { size: 10, gap: 0.5 });
  writer.paragraph(`EIN: ${nonprofit.ein ?? 'not on record'}`, { size: 10, gap: 6 });
  writer.paragraph(ACKNOWLEDGEMENT_TEXT.title, { size: 16, bold: true, gap: 4 });
  writer.paragraph(`Date: ${day(acknowledgement.recorded_at)}`, { size: 10, gap: 4 });
  writer.paragraph(`To: ${donor.company_name ? `${donor.company_name} (${donor.name})` : donor.name}`, {
    size: 11,
    gap: 4,
  });
  writer.paragraph(
    `${nonprofit.name} gratefully acknowledges receiving the following in-kind contribution on ${day(acknowledgement.date_received)}.`,
    { size: 11, gap: 4 },
  );
  writer.rule();
  writer.paragraph(`Description: ${items.description}`, { size: 11, gap: 1 });
  writer.paragraph(`Category: ${items.category}`, { size: 11, gap: 1 });
  writer.paragraph(`Quantity: ${numberFormat.format(items.quantity)}`, { size: 11, gap: 1 });
  if (acknowledgement.event_name) writer.paragraph(`For: ${acknowledgement.event_name}`, { size: 11, gap: 1 });
  writer.paragraph(`Date received: ${day(acknowledgement.date_received)}`, { size: 11, gap: 2 });
  writer.rule();
  writer.paragraph(acknowledgement.statement, { size: 11, bold: true, gap: 3 });
  writer.paragraph(acknowledgement.value_statement, { size: 10, gap: 3 });
  writer.paragraph(
    `${nonprofit.name} is a tax-exempt organization${nonprofit.ein ? ` (EIN ${nonprofit.ein})` : ''}. Please keep this letter with your tax records.`,
    { size: 10, gap: 3 },
  );
}

/** One letter as its own document: the letter, then its footer on every page. */
export function writeAcknowledgement(doc: PdfDocument, acknowledgement: Acknowledgement, timeZone: string) {
  const writer = new PdfWriter(doc);
  drawAcknowledgement(writer, acknowledgement, timeZone);
  writer.footer(`${ACKNOWLEDGEMENT_TEXT.title} - request ${acknowledgement.request_id}`);
}
