import { ACKNOWLEDGEMENT_TEXT, writeAcknowledgement, type Acknowledgement } from '@app/shared';
import { viewerTimeZone } from '#src/lib/time-zone';

/**
 * Builds the letter in the browser (jsPDF arrives only now) and saves it. The pages are drawn by the
 * shared writer the server's year-end packet uses too (docs/product.md, Acknowledgement letters).
 */
export async function downloadAcknowledgementPdf(acknowledgement: Acknowledgement): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  doc.setProperties({ title: ACKNOWLEDGEMENT_TEXT.title });
  writeAcknowledgement(doc, acknowledgement, viewerTimeZone());
  // A superseded version is saved under a name of its own, never over the current letter.
  const { version, current_version: current } = acknowledgement;
  doc.save(ACKNOWLEDGEMENT_TEXT.fileName(acknowledgement.request_id, version !== current ? version : null));
}
