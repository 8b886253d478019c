/**
 * The part of a jsPDF document the writers draw with. Structural, so this package needs no jsPDF:
 * the browser loads jsPDF's browser build on demand and the server its Node build (docs/product.md,
 * Year-end tax packet).
 */
export interface PdfDocument {
  addPage(): unknown;
  setFont(fontName: string, fontStyle?: string): unknown;
  setFontSize(size: number): unknown;
  splitTextToSize(text: string, maxWidth: number): unknown;
  text(text: string, x: number, y: number, options?: { align?: 'left' | 'center' | 'right' }): unknown;
  setDrawColor(gray: number): unknown;
  setTextColor(gray: number): unknown;
  line(x1: number, y1: number, x2: number, y2: number): unknown;
  getNumberOfPages(): number;
  setPage(page: number): unknown;
}

/** US Letter in millimetres, with the margins both letters and reports use. */
export const PAGE = { width: 215.9, height: 279.4, margin: 16 } as const;
/** Past this line a new page begins (the footer keeps the space below it). */
export const PAGE_BREAK_Y = PAGE.height - 22;

/** Text cut to `max` characters, the last three being '...' when it was longer. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

/** jsPDF's built-in fonts speak WinAnsi: characters outside it are replaced rather than garbled. */
export function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export interface ParagraphOptions {
  size?: number;
  bold?: boolean;
  x?: number;
  width?: number;
  /** Space after the paragraph, in millimetres. */
  gap?: number;
}

/**
 * A top-to-bottom cursor over a jsPDF document: each write moves down and starts a new page when the
 * next block would pass the break line.
 */
export class PdfWriter {
  y: number = PAGE.margin;

  constructor(readonly doc: PdfDocument) {}

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  /** Starts a new page when `height` more millimetres would not fit; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= PAGE_BREAK_Y) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  /** The height `paragraph` would take with the same text and options, without writing it. */
  paragraphHeight(text: string, options: ParagraphOptions = {}): number {
    const {
      size = 10,
      bold = false,
      x = PAGE.margin,
      width = this.contentWidth - (x - PAGE.margin),
      gap = 2,
    } = options;
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    const lines = this.doc.splitTextToSize(pdfText(text), width) as string[];
    return lines.length * size * 0.45 + gap;
  }

  /** A paragraph wrapped to the page width (or `width`), at `x`. */
  paragraph(text: string, options: ParagraphOptions = {}) {
    const {
      size = 10,
      bold = false,
      x = PAGE.margin,
      width = this.contentWidth - (x - PAGE.margin),
      gap = 2,
    } = options;
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    const lineHeight = size * 0.45;
    const lines = this.doc.splitTextToSize(pdfText(text), width) as string[];
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y += lineHeight;
      this.doc.text(line, x, this.y);
    }
    this.y += gap;
  }

  /** A thin rule across the page. */
  rule() {
    this.ensure(3);
    this.doc.setDrawColor(190);
    this.doc.line(PAGE.margin, this.y, PAGE.width - PAGE.margin, this.y);
    this.y += 3;
  }

  /** "Page n of m" on every page, once the document is complete. */
  footer(label: string) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page);
      this.doc.setFont('helvetica', 'normal');
      this.doc.setFontSize(8);
      this.doc.setTextColor(110);
      this.doc.text(pdfText(`${label} - page ${page} of ${pages}`), PAGE.margin, PAGE.height - 10);
      this.doc.setTextColor(0);
    }
  }
}
