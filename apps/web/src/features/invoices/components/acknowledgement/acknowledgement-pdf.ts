import {
  ACKNOWLEDGEMENT_TEXT,
  CARE_STATEMENT_TEXT,
  giftUseLabel,
  hasCareStatement,
  type Acknowledgement,
} from '@app/shared';
import type { jsPDF } from 'jspdf';
import { formatDate, formatDateTime, formatNumber } from '#src/lib/format';
import { PAGE, PdfWriter } from '#src/lib/pdf/pdf-writer';

function addressLines({ street, city, state, zip }: Acknowledgement['nonprofit']['address']): string[] {
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter((line): line is string => Boolean(line));
}

/** The signer's block: typed name, title, organization and the time the server stamped. */
function writeSignature(writer: PdfWriter, acknowledgement: Acknowledgement) {
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
  writer.paragraph(`Signed electronically: ${formatDateTime(signature.signed_at)}`, { size: 10, gap: 1 });
  if (
    acknowledgement.version !== null &&
    acknowledgement.current_version !== null &&
    acknowledgement.current_version > 1
  ) {
    const superseded =
      acknowledgement.version < acknowledgement.current_version
        ? ` This version was superseded by version ${acknowledgement.current_version}.`
        : '';
    const replaces = acknowledgement.supersedes_version
      ? ` It corrects version ${acknowledgement.supersedes_version}${acknowledgement.correction_reason ? ` (${acknowledgement.correction_reason})` : ''}.`
      : '';
    writer.paragraph(
      `Version ${acknowledgement.version} of ${acknowledgement.current_version}.${replaces}${superseded}`,
      {
        size: 9,
        gap: 1,
      },
    );
  }
}

/** Page two when the use stated is the care of the ill, the needy or infants: the 170(e)(3) written statement. */
function writeCareStatement(writer: PdfWriter, acknowledgement: Acknowledgement) {
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
    `Property: ${items.description} (quantity ${formatNumber(items.quantity)}), received ${formatDate(acknowledgement.date_received)}.`,
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
    writer.paragraph(`Signed electronically: ${formatDateTime(signature.signed_at)}`, { size: 10, gap: 3 });
  }
  writer.paragraph(CARE_STATEMENT_TEXT.notTaxAdvice, { size: 9, gap: 2 });
}

/**
 * The donee's written acknowledgement (docs/product.md, Acknowledgement letters): who received what and
 * when, that nothing was given in return, never a value, and who signed it and when. For the care of
 * the ill, the needy or infants, the same signature gives the 170(e)(3) statement as page two.
 */
export function writeAcknowledgement(doc: jsPDF, acknowledgement: Acknowledgement) {
  const writer = new PdfWriter(doc);
  const { nonprofit, donor, items } = acknowledgement;
  writer.paragraph(nonprofit.name, { size: 14, bold: true, gap: 0.5 });
  for (const line of addressLines(nonprofit.address)) writer.paragraph(line, { size: 10, gap: 0.5 });
  writer.paragraph(`EIN: ${nonprofit.ein ?? 'not on record'}`, { size: 10, gap: 6 });
  writer.paragraph(ACKNOWLEDGEMENT_TEXT.title, { size: 16, bold: true, gap: 4 });
  writer.paragraph(`Date: ${formatDate(acknowledgement.signature?.signed_at ?? acknowledgement.recorded_at)}`, {
    size: 10,
    gap: 4,
  });
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
  writer.paragraph(`Intended use: ${giftUseLabel(acknowledgement.intended_use)}`, { size: 11, gap: 1 });
  writer.paragraph(`Date received: ${formatDate(acknowledgement.date_received)}`, { size: 11, gap: 2 });
  writer.rule();
  writer.paragraph(acknowledgement.statement, { size: 11, bold: true, gap: 3 });
  writer.paragraph(acknowledgement.value_statement, { size: 10, gap: 3 });
  writer.paragraph(
    `${nonprofit.name} is a tax-exempt organization${nonprofit.ein ? ` (EIN ${nonprofit.ein})` : ''}. Please keep this letter with your tax records.`,
    { size: 10, gap: 3 },
  );
  writeSignature(writer, acknowledgement);
  if (hasCareStatement(acknowledgement)) writeCareStatement(writer, acknowledgement);
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
