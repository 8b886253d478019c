import { describe, expect, it } from 'vitest';
import { cleanFilename } from './document-file';

describe('cleanFilename', () => {
  it('drops folders, control characters and quotes, and keeps the rest', () => {
    expect(cleanFilename('C:\\Users\\me\\IRS "letter"\u0000\u001b\u0085.pdf', 'pdf')).toBe('IRS letter.pdf');
    expect(cleanFilename('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanFilename('Lettre de détermination.pdf', 'pdf')).toBe('Lettre de détermination.pdf');
  });

  it('falls back to a plain name when nothing usable is left, and keeps the extension when shortening', () => {
    expect(cleanFilename('\u0000\u0001', 'png')).toBe('document.png');
    expect(cleanFilename(undefined, 'jpg')).toBe('document.jpg');
    const long = cleanFilename(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
