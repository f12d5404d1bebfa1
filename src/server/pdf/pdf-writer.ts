import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** Colours of the app (styles.css): deep navy/teal primary on white, slate greys. */
export const colours = {
  primary: '#0b4f6c',
  primaryLight: '#e6f1f5',
  accent: '#7fd1e6',
  text: '#0f172a',
  muted: '#64748b',
  border: '#cbd5e1',
  zebra: '#f8fafc',
  success: '#15803d',
  warning: '#ca8a04',
  info: '#2563eb',
  danger: '#b91c1c',
} as const;

export const page = { width: 595.28, height: 841.89, margin: 48, top: 70, bottom: 62 } as const;
export const contentWidth = page.width - page.margin * 2;
/** Tables up to this tall are never split across pages. */
const keepTogetherHeight = 300;

const require = createRequire(import.meta.url);

/**
 * Liberation Sans (metrically Arial, with Latin Extended for names such as "Łukasz" or "Siobhán") from
 * the fonts pdfjs-dist ships; pdfkit's built-in Helvetica if they are missing.
 */
function fontFiles(): { regular: string; bold: string } | null {
  try {
    const directory = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
    const regular = path.join(directory, 'LiberationSans-Regular.ttf');
    const bold = path.join(directory, 'LiberationSans-Bold.ttf');
    return existsSync(regular) && existsSync(bold) ? { regular, bold } : null;
  } catch {
    return null;
  }
}

export type Cell = string | { text: string; note?: string; bold?: boolean; colour?: string };
export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };
/** totalRow: a last row in bold; header: false for a ruled list without a header row. */
export type TableOptions = { totalRow?: Cell[]; header?: boolean };

type FontKitFont = { hasGlyphForCodePoint: (codePoint: number) => boolean };

/** A document written top to bottom, with the few layouts a Fact Find needs; pages break by themselves. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly fonts: { regular: string; bold: string };
  private glyphs: FontKitFont | null = null;
  /** Headings wait for their first content, so a heading never ends a page alone. */
  private pending: { height: number; draw: () => void }[] = [];

  constructor(info: { title: string; author: string; subject: string; keywords: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: page.top, bottom: page.bottom, left: page.margin, right: page.margin },
      bufferPages: true,
      autoFirstPage: true,
      lang: 'en-AU',
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Keywords: info.keywords,
        Creator: 'FactFind',
        Producer: 'FactFind',
        CreationDate: info.createdAt,
      },
    });
    const files = fontFiles();
    if (files) {
      this.doc.registerFont('body', files.regular);
      this.doc.registerFont('bold', files.bold);
      this.fonts = { regular: 'body', bold: 'bold' };
    } else {
      this.fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.regular();
  }

  regular(size = 9.5): this {
    this.doc.font(this.fonts.regular).fontSize(size);
    this.glyphs = (this.doc as unknown as { _font?: { font?: FontKitFont } })._font?.font ?? null;
    return this;
  }

  bold(size = 9.5): this {
    this.doc.font(this.fonts.bold).fontSize(size);
    this.glyphs = (this.doc as unknown as { _font?: { font?: FontKitFont } })._font?.font ?? null;
    return this;
  }

  /** Text the font can draw: a letter it lacks becomes its base letter ("ễ" → "e"), or "?" as a last resort. */
  printable(text: string): string {
    const glyphs = this.glyphs;
    if (!glyphs?.hasGlyphForCodePoint) return text;
    let result = '';
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (codePoint < 0x80 || character === '\n' || glyphs.hasGlyphForCodePoint(codePoint)) {
        result += character;
        continue;
      }
      const base = [...character.normalize('NFD')].filter(
        (part) => !/\p{M}/u.test(part) && glyphs.hasGlyphForCodePoint(part.codePointAt(0) ?? 0),
      );
      result += base.length > 0 ? base.join('') : '?';
    }
    return result;
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  get bottom(): number {
    return page.height - page.bottom;
  }

  addPage(): void {
    this.doc.addPage();
    this.doc.x = page.margin;
    this.doc.y = page.top;
  }

  /**
   * Starts a new page unless this much height (and any waiting headings) is left on the current one, then
   * draws the waiting headings. Every kind of content calls this before drawing.
   */
  ensureSpace(height: number): void {
    const headings = this.pending.reduce((total, block) => total + block.height, 0);
    if (this.doc.y + height + headings > this.bottom) this.addPage();
    const waiting = this.pending;
    this.pending = [];
    for (const block of waiting) block.draw();
  }

  /** Draws headings still waiting at the end of the document. */
  flush(): void {
    this.ensureSpace(0);
  }

  gap(points: number): void {
    this.doc.y += points;
  }

  text(
    text: string,
    options: {
      x?: number;
      y?: number;
      width?: number;
      size?: number;
      bold?: boolean;
      colour?: string;
      align?: 'left' | 'right' | 'center';
      lineGap?: number;
    } = {},
  ): void {
    if (options.bold) this.bold(options.size);
    else this.regular(options.size);
    this.doc
      .fillColor(options.colour ?? colours.text)
      .text(this.printable(text), options.x ?? page.margin, options.y ?? this.doc.y, {
        width: options.width ?? contentWidth,
        align: options.align ?? 'left',
        lineGap: options.lineGap ?? 1.5,
      });
  }

  heightOf(text: string, width: number, { size = 9.5, bold = false } = {}): number {
    if (bold) this.bold(size);
    else this.regular(size);
    return this.doc.heightOfString(this.printable(text), { width, lineGap: 1.5 });
  }

  paragraph(text: string, { size = 9.5, colour = colours.text as string } = {}): void {
    this.ensureSpace(this.heightOf(text, contentWidth, { size }) + 4);
    this.text(text, { size, colour });
    this.gap(4);
  }

  /** "SECTION 3 / Superannuation" with a rule: kept on the same page as the section's first content. */
  sectionHeading(
    number: number,
    title: string,
    destination: string,
    onPlaced: (pageNumber: number) => void,
  ): void {
    this.pending.push({
      height: 62,
      draw: () => {
        if (this.doc.y > page.top + 1) this.gap(12);
        const top = this.doc.y;
        onPlaced(this.doc.bufferedPageRange().count);
        this.doc.addNamedDestination(destination);
        this.doc.outline.addItem(`${number}. ${title}`);
        this.bold(8)
          .doc.fillColor(colours.muted)
          .text(`SECTION ${number}`, page.margin, top, { characterSpacing: 1 });
        this.text(title, { y: top + 11, size: 14, bold: true, colour: colours.primary });
        const ruleY = this.doc.y + 3;
        this.doc
          .moveTo(page.margin, ruleY)
          .lineTo(page.width - page.margin, ruleY)
          .lineWidth(1.2)
          .strokeColor(colours.primary)
          .stroke();
        this.doc.y = ruleY + 10;
      },
    });
  }

  subHeading(title: string): void {
    this.pending.push({
      height: 24,
      draw: () => {
        this.gap(4);
        this.text(title, { size: 10.5, bold: true, colour: colours.text });
        this.gap(3);
      },
    });
  }

  /** Muted small print, such as where a value came from. */
  note(text: string): void {
    this.ensureSpace(this.heightOf(text, contentWidth, { size: 7.5 }) + 2);
    this.text(text, { size: 7.5, colour: colours.muted });
    this.gap(2);
  }

  private cellHeight(cell: Cell, width: number, bold: boolean): number {
    const {
      text,
      note,
      bold: cellBold,
    } = typeof cell === 'string' ? { text: cell, note: undefined, bold: false } : cell;
    let height = this.heightOf(text || ' ', width, { size: 9, bold: bold || Boolean(cellBold) });
    if (note) height += 1 + this.heightOf(note, width, { size: 7 });
    return height;
  }

  private drawCell(
    cell: Cell,
    x: number,
    y: number,
    width: number,
    align: Column['align'],
    bold: boolean,
  ): void {
    const {
      text,
      note,
      bold: cellBold,
      colour,
    } = typeof cell === 'string' ? { text: cell, note: undefined, bold: false, colour: undefined } : cell;
    this.text(text || ' ', { x, y, width, size: 9, bold: bold || Boolean(cellBold), colour, align });
    if (note) this.text(note, { x, y: this.doc.y + 1, width, size: 7, colour: colours.muted, align });
  }

  /**
   * A table whose rows wrap their text and never split across pages; the header row repeats on a new page.
   * Column widths are fractions of the content width. A total row can be passed as the last row with bold.
   */
  table(columns: Column[], rows: Cell[][], { totalRow, header = true }: TableOptions = {}): void {
    const padding = 4;
    const widths = columns.map((column) => column.width * contentWidth);
    const xs = widths.map((_, index) => page.margin + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
    const rowHeight = (row: Cell[], bold = false) =>
      Math.max(...row.map((cell, index) => this.cellHeight(cell, (widths[index] ?? 0) - padding * 2, bold))) +
      padding * 2;

    const drawHeader = () => {
      if (!header) {
        this.doc
          .moveTo(page.margin, this.doc.y)
          .lineTo(page.width - page.margin, this.doc.y)
          .lineWidth(0.8)
          .strokeColor(colours.primary)
          .stroke();
        return;
      }
      const headerCells = columns.map((column) => column.header);
      const height = rowHeight(headerCells, true);
      const top = this.doc.y;
      this.doc.rect(page.margin, top, contentWidth, height).fill(colours.primary);
      columns.forEach((column, index) =>
        this.text(column.header, {
          x: (xs[index] ?? 0) + padding,
          y: top + padding,
          width: (widths[index] ?? 0) - padding * 2,
          size: 8.5,
          bold: true,
          colour: '#ffffff',
          align: column.align,
        }),
      );
      this.doc.y = top + height;
    };

    const drawRow = (row: Cell[], index: number, bold = false) => {
      const height = rowHeight(row, bold);
      if (this.doc.y + height > this.bottom) {
        this.addPage();
        drawHeader();
      }
      const top = this.doc.y;
      if (bold) this.doc.rect(page.margin, top, contentWidth, height).fill(colours.primaryLight);
      else if (index % 2 === 1) this.doc.rect(page.margin, top, contentWidth, height).fill(colours.zebra);
      row.forEach((cell, cellIndex) =>
        this.drawCell(
          cell,
          (xs[cellIndex] ?? 0) + padding,
          top + padding,
          (widths[cellIndex] ?? 0) - padding * 2,
          columns[cellIndex]?.align,
          bold,
        ),
      );
      this.doc
        .moveTo(page.margin, top + height)
        .lineTo(page.width - page.margin, top + height)
        .lineWidth(0.5)
        .strokeColor(colours.border)
        .stroke();
      this.doc.y = top + height;
    };

    // A short table stays whole; a long one needs its header and first row together.
    const headerHeight = header
      ? rowHeight(
          columns.map((column) => column.header),
          true,
        )
      : 0;
    const rowHeights = rows.map((row) => rowHeight(row));
    const whole =
      headerHeight +
      rowHeights.reduce((total, height) => total + height, 0) +
      (totalRow ? rowHeight(totalRow, true) : 0);
    this.ensureSpace(whole <= keepTogetherHeight ? whole + 4 : headerHeight + (rowHeights[0] ?? 0) + 4);
    drawHeader();
    rows.forEach((row, index) => drawRow(row, index));
    if (totalRow) drawRow(totalRow, rows.length, true);
    this.doc.x = page.margin;
    this.gap(10);
  }

  /**
   * A table under an optional subheading; with no rows and an empty text, that text instead (a table with
   * no rows and no empty text still draws its header and total row). Returns whether there were rows, so a
   * section can stop at an empty list.
   */
  tableSection(
    title: string | null,
    columns: Column[],
    rows: Cell[][],
    { empty, ...options }: TableOptions & { empty?: string } = {},
  ): boolean {
    if (title) this.subHeading(title);
    if (rows.length === 0 && empty !== undefined) {
      this.paragraph(empty);
      return false;
    }
    this.table(columns, rows, options);
    return rows.length > 0;
  }

  /** Label and value pairs in a ruled list (the shape of personal details), as a table section. */
  details(
    rows: [string, Cell][],
    {
      title = null,
      empty,
      labelWidth = 0.32,
    }: { title?: string | null; empty?: string; labelWidth?: number } = {},
  ): boolean {
    return this.tableSection(
      title,
      [
        { header: 'Detail', width: labelWidth },
        { header: 'Recorded', width: 1 - labelWidth },
      ],
      rows.map(([label, value]) => [{ text: label, bold: true, colour: colours.primary }, value]),
      { empty, header: false },
    );
  }

  /** A thin progress bar in the Fact Find's colours (green 80+, yellow 60-79, blue below). */
  progressBar(x: number, y: number, width: number, percent: number): void {
    const colour = percent >= 80 ? colours.success : percent >= 60 ? colours.warning : colours.info;
    this.doc.roundedRect(x, y, width, 6, 3).fill('#e2e8f0');
    if (percent > 0)
      this.doc.roundedRect(x, y, Math.max(6, (width * Math.min(percent, 100)) / 100), 6, 3).fill(colour);
  }

  /** The FactFind mark (the app's logo): a document with a magnifier, on a rounded square. */
  logo(x: number, y: number, size: number, { inverse = false } = {}): void {
    const scale = size / 32;
    const doc = this.doc;
    doc.save();
    doc.translate(x, y).scale(scale);
    doc.roundedRect(0, 0, 32, 32, 7).fill(inverse ? '#ffffff' : colours.primary);
    doc
      .moveTo(9, 8)
      .lineTo(19, 8)
      .lineTo(23, 12)
      .lineTo(23, 24)
      .lineTo(9, 24)
      .closePath()
      .lineWidth(2)
      .lineJoin('round')
      .strokeColor(inverse ? colours.primary : '#ffffff')
      .stroke();
    doc.circle(15.5, 17, 3.2).lineWidth(2).strokeColor(colours.accent).stroke();
    doc.moveTo(18, 19.5).lineTo(21, 22.5).lineWidth(2).lineCap('round').strokeColor(colours.accent).stroke();
    doc.restore();
  }

  /** Writes text outside the margins (headers and footers) without starting a new page. */
  outsideMargins(draw: () => void): void {
    const margins = this.doc.page.margins;
    const saved = { ...margins };
    this.doc.page.margins = { ...margins, top: 0, bottom: 0 };
    draw();
    this.doc.page.margins = saved;
  }

  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
