import { execFileSync } from 'node:child_process';
import type { Download } from '@playwright/test';

/** The text of a downloaded PDF, as poppler's pdftotext reads it (layout kept, so columns stay on one line). */
export async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
