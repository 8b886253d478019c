import { giftUseLabel, hasCareStatement } from '../rules/gift-use';
import { formatInteger } from '../rules/money';
import { ACKNOWLEDGEMENT_TEXT, CARE_STATEMENT_TEXT, type Acknowledgement } from '../schemas/acknowledgement';
import { PAGE, PdfWriter, type PdfDocument } from './pdf-writer';

/** "Mar 4, 2026": an instant as its calendar day in `timeZone`, as every tax document shows dates. */
export function documentDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** "Mar 4, 2026, 3:05 PM" in `timeZone`: when a letter was signed. */
function documentDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
    .format(date)
    .replace(/\u202f/g, ' ');
}

function addressLines({ street, city, state, zip }: Acknowledgement['nonprofit']['address']): string[] {
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter((line): line is string => Boolean(line));
}

/**
 * The donee's written acknowledgement (docs/product.md, Acknowledgement letters): who received what
 * and when, that nothing was given in return, never a value, and who signed it and when. For the
 * care of the ill, the needy or infants, the same signature gives the 170(e)(3) statement as the next
 * page. The browser draws it for one letter, the server for every letter of a year-end packet, from
 * this one function. Starts on the writer's current page; the caller adds the page break between
 * letters and the footer.
 */
export function drawAcknowledgement(writer: PdfWriter, acknowledgement: Acknowledgement, timeZone: string) {
  const { nonprofit, donor, items } = acknowledgement;
  const day = (iso: string) => documentDate(iso, timeZone);
  writer.paragraph(nonprofit.name, { size: 14, bold: true, gap: 0.5 });
  for (const line of addressLines(nonprofit.address)) writer.paragraph(line, { size: 10, gap: 0.5 });
  writer.paragraph(`EIN: ${nonprofit.ein ?? 'not on record'}`, { size: 10, gap: 6 });
  writer.paragraph(ACKNOWLEDGEMENT_TEXT.title, { size: 16, bold: true, gap: 4 });
  writer.paragraph(`Date: ${day(acknowledgement.signature?.signed_at ?? acknowledgement.recorded_at)}`, {
    size: 10,
    gap: 4,
  });
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
  writer.paragraph(`Quantity: ${formatInteger(items.quantity)}`, { size: 11, gap: 1 });
  if (acknowledgement.event_name) writer.paragraph(`For: ${acknowledgement.event_name}`, { size: 11, gap: 1 });
  writer.paragraph(`Intended use: ${giftUseLabel(acknowledgement.intended_use)}`, { size: 11, gap: 1 });
  writer.paragraph(`Date received: ${day(acknowledgement.date_received)}`, { size: 11, gap: 2 });
  writer.rule();
  writer.paragraph(acknowledgement.statement, { size: 11, bold: true, gap: 3 });
  writer.paragraph(acknowledgement.value_statement, { size: 10, gap: 3 });
  writer.paragraph(
    `${nonprofit.name} is a tax-exempt organization${nonprofit.ein ? ` (EIN ${nonprofit.ein})` : ''}. Please keep this letter with your tax records.`,
    { size: 10, gap: 3 },
  );
  drawSignature(writer, acknowledgement, timeZone);
  if (hasCareStatement(acknowledgement)) drawCareStatement(writer, acknowledgement, timeZone);
}

/** The signer's block: typed name, title, organization and the time the server stamped. */
function drawSignature(writer: PdfWriter, acknowledgement: Acknowledgement, timeZone: string) {
  const { signature, nonprofit } = acknowledgement;
  writer.rule();
  if (!signature) {
    writer.paragraph(`${ACKNOWLEDGEMENT_TEXT.notSigned}: ${ACKNOWLEDGEMENT_TEXT.awaitingSignature}.`, {
      size: 11,
      bold: true,
    });
    return;
  }
  writer.paragraph(`${ACKNOWLEDGEMENT_TEXT.signedBy}: ${signature.name}, ${signature.title}`, {
    size: 11,
    bold: true,
    gap: 1,
  });
  writer.paragraph(`For ${nonprofit.name}, as a person authorised to sign for it.`, { size: 10, gap: 1 });
  writer.paragraph(`Signed electronically: ${documentDateTime(signature.signed_at, timeZone)}`, { size: 10, gap: 1 });
  const { version, current_version: current, supersedes_version: supersedes } = acknowledgement;
  if (version !== null && current !== null && current > 1) {
    const superseded = version < current ? ` This version was superseded by version ${current}.` : '';
    const replaces = supersedes
      ? ` It corrects version ${supersedes}${acknowledgement.correction_reason ? ` (${acknowledgement.correction_reason})` : ''}.`
      : '';
    writer.paragraph(`Version ${version} of ${current}.${replaces}${superseded}`, { size: 9, gap: 1 });
  }
}

/** The next page when the use stated is the care of the ill, the needy or infants: the 170(e)(3) written statement. */
function drawCareStatement(writer: PdfWriter, acknowledgement: Acknowledgement, timeZone: string) {
  const { nonprofit, donor, items, signature } = acknowledgement;
  writer.doc.addPage();
  writer.y = PAGE.margin;
  writer.paragraph(nonprofit.name, { size: 14, bold: true, gap: 0.5 });
  writer.paragraph(`EIN: ${nonprofit.ein ?? 'not on record'}`, { size: 10, gap: 6 });
  writer.paragraph(CARE_STATEMENT_TEXT.title, { size: 15, bold: true, gap: 4 });
  writer.paragraph(`To: ${donor.company_name ? `${donor.company_name} (${donor.name})` : donor.name}`, {
    size: 11,
    gap: 2,
  });
  writer.paragraph(
    `Property: ${items.description} (quantity ${formatInteger(items.quantity)}), received ${documentDate(acknowledgement.date_received, timeZone)}.`,
    { size: 11, gap: 4 },
  );
  for (const line of CARE_STATEMENT_TEXT.paragraphs(nonprofit.name)) writer.paragraph(line, { size: 11, gap: 3 });
  if (signature) {
    writer.rule();
    writer.paragraph(`${ACKNOWLEDGEMENT_TEXT.signedBy}: ${signature.name}, ${signature.title}`, {
      size: 11,
      bold: true,
      gap: 1,
    });
    writer.paragraph(`Signed electronically: ${documentDateTime(signature.signed_at, timeZone)}`, {
      size: 10,
      gap: 3,
    });
  }
  writer.paragraph(CARE_STATEMENT_TEXT.notTaxAdvice, { size: 9, gap: 2 });
}

/** One letter as its own document: the letter, then its footer on every page. */
export function writeAcknowledgement(doc: PdfDocument, acknowledgement: Acknowledgement, timeZone: string) {
  const writer = new PdfWriter(doc);
  drawAcknowledgement(writer, acknowledgement, timeZone);
  writer.footer(`${ACKNOWLEDGEMENT_TEXT.title} - request ${acknowledgement.request_id}`);
}
