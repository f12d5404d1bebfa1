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
const keepTogetherHeight = 160;
/** Padding of a table cell, and the size of body text, a table's text and its small print. */
const padding = { top: 4, bottom: 4, left: 5, right: 5 };
/** A row with small print under it has less padding below, and its small print none above. */
const mainPad = { ...padding, bottom: 1.5 };
const notePad = { ...padding, top: 0 };
const sizes = { body: 9.5, cell: 9, header: 8, note: 7.5 } as const;
const lineGap = 1.5;

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

/** A table cell: its text, with small print beneath it (a value's source), bold or in a colour. */
export type Cell = string | { text: string; note?: string; bold?: boolean; colour?: string };
export type Column = {
  header: string;
  /** A share of the content width. */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Small grey print, for a column of sources. */
  small?: boolean;
  /** A column of labels: bold, in the primary colour. */
  label?: boolean;
};
/**
 * header: 'bar' (white on the primary colour), 'plain' (small grey bold over a rule) or false.
 * totalRow: a last row in bold on a tint. footnote: small print under the table, kept on its last row's page.
 */
export type TableOptions = { header?: 'bar' | 'plain' | false; totalRow?: Cell[]; footnote?: string };

type FontKitFont = { hasGlyphForCodePoint: (codePoint: number) => boolean };
type FontName = 'regular' | 'bold';
/** One cell as pdfkit's table() draws it. */
type CellStyle = {
  text: string;
  font: FontName;
  size: number;
  colour: string;
  align: 'left' | 'right' | 'center';
  background?: string;
};
type Sides = { top: number; bottom: number; left: number; right: number };
/** A cell placed in a pdfkit row: its style and padding. */
type PlacedCell = { style: CellStyle; pad: Sides };
/** The pdfkit rows of one table row (the row, and its small print), and the height they take. */
type RowGroup = { rows: PlacedCell[][]; height: number };

const cellText = (cell: Cell) => (typeof cell === 'string' ? cell : cell.text);
const cellNote = (cell: Cell) => (typeof cell === 'string' ? undefined : cell.note);

/**
 * A document written top to bottom, with the few layouts a Fact Find needs; pages break by themselves.
 * Tables are pdfkit's own table(), drawn a row at a time so that a row and its small print stay on one page
 * and the header row is drawn again at the top of each page a table runs onto.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly fonts: Record<FontName, string>;
  private readonly glyphs: Record<FontName, FontKitFont | null>;
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
      // Registered under their own paths: pdfkit's table() restores the font after each cell by its path, and a
      // path not registered is read and parsed again each time (ten times slower for a whole Fact Find).
      this.doc.registerFont(files.regular, files.regular);
      this.doc.registerFont(files.bold, files.bold);
      this.fonts = { regular: files.regular, bold: files.bold };
    } else {
      this.fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    }
    const glyphsOf = (font: FontName) => {
      this.doc.font(this.fonts[font]);
      return (this.doc as unknown as { _font?: { font?: FontKitFont } })._font?.font ?? null;
    };
    this.glyphs = { regular: glyphsOf('regular'), bold: glyphsOf('bold') };
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.use('regular', sizes.body);
  }

  private use(font: FontName, size: number): void {
    this.doc.font(this.fonts[font]).fontSize(size);
  }

  /** Text the font can draw: a letter it lacks becomes its base letter ("ễ" → "e"), or "?" as a last resort. */
  printable(text: string, font: FontName = 'regular'): string {
    const glyphs = this.glyphs[font];
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
      goTo?: string;
    } = {},
  ): void {
    const font: FontName = options.bold ? 'bold' : 'regular';
    this.use(font, options.size ?? sizes.body);
    this.doc
      .fillColor(options.colour ?? colours.text)
      .text(this.printable(text, font), options.x ?? page.margin, options.y ?? this.doc.y, {
        width: options.width ?? contentWidth,
        align: options.align ?? 'left',
        lineGap,
        goTo: options.goTo,
      });
  }

  heightOf(text: string, width: number, { size = sizes.body as number, bold = false } = {}): number {
    const font: FontName = bold ? 'bold' : 'regular';
    this.use(font, size);
    return this.doc.heightOfString(this.printable(text, font), { width, lineGap });
  }

  paragraph(
    text: string,
    { size = sizes.body as number, colour = colours.text as string, bold = false } = {},
  ): void {
    this.ensureSpace(this.heightOf(text, contentWidth, { size, bold }) + 4);
    this.text(text, { size, colour, bold });
    this.gap(4);
  }

  /** A sentence that introduces what follows: it waits, like a heading, to go on the page its content starts. */
  lead(text: string): void {
    this.pending.push({
      height: this.heightOf(text, contentWidth) + 4,
      draw: () => {
        this.text(text);
        this.gap(4);
      },
    });
  }

  private noteHeight(text: string): number {
    return this.heightOf(text, contentWidth, { size: sizes.note }) + 6;
  }

  /** Muted small print. */
  note(text: string): void {
    this.ensureSpace(this.noteHeight(text));
    this.text(text, { size: sizes.note, colour: colours.muted });
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
        if (this.doc.y > page.top + 1) this.gap(14);
        const top = this.doc.y;
        onPlaced(this.doc.bufferedPageRange().count);
        this.doc.addNamedDestination(destination);
        this.doc.outline.addItem(`${number}. ${title}`);
        this.text(`SECTION ${number}`, { y: top, size: 7.5, bold: true, colour: colours.muted });
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

  /* ------------------------------------------------------------ tables */

  private styleOf(cell: Cell, column: Column, role: 'body' | 'total'): CellStyle {
    const bold = role === 'total' || column.label || (typeof cell !== 'string' && cell.bold);
    const colour =
      (typeof cell !== 'string' && cell.colour) ||
      (column.small ? colours.muted : column.label ? colours.primary : colours.text);
    const font: FontName = bold ? 'bold' : 'regular';
    return {
      text: this.printable(cellText(cell), font),
      font,
      size: column.small ? sizes.note : sizes.cell,
      colour,
      align: column.align ?? 'left',
    };
  }

  private noteStyle(note: string | undefined, column: Column): CellStyle {
    return {
      text: this.printable(note ?? ''),
      font: 'regular',
      size: sizes.note - 0.5,
      colour: colours.muted,
      align: column.align ?? 'left',
    };
  }

  private headerStyles(columns: Column[], header: 'bar' | 'plain'): CellStyle[] {
    return columns.map((column) => ({
      text: this.printable(column.header, 'bold'),
      font: 'bold',
      size: header === 'plain' ? sizes.note : sizes.header,
      colour: header === 'plain' ? colours.muted : '#ffffff',
      align: column.align ?? 'left',
      background: header === 'bar' ? colours.primary : undefined,
    }));
  }

  /** The text options pdfkit's table gives a cell, so that what is measured here is what it draws. */
  private textOptions(style: CellStyle, width: number, pad: Sides): PDFKit.Mixins.TextOptions {
    // pdfkit's table passes rotation 0, which @types/pdfkit does not list.
    const options: PDFKit.Mixins.TextOptions & { rotation: number } = {
      align: style.align,
      ellipsis: true,
      width: width - pad.left - pad.right,
      height: page.height - page.top - page.bottom - pad.top - pad.bottom,
      lineGap,
      rotation: 0,
    };
    return options;
  }

  /** The height pdfkit's table gives a cell: its text measured the way table() measures it, and padding. */
  private cellHeight(style: CellStyle, width: number, pad: Sides): number {
    if (!style.text) return pad.top + pad.bottom;
    const { x, y } = this.doc;
    this.use(style.font, style.size);
    const options = this.textOptions(style, width, pad);
    const unrotated = this.doc.boundsOfString(style.text, 0, 0, options);
    const bounds = this.doc.boundsOfString(style.text, 0, 0, {
      ...options,
      width: unrotated.width,
      height: unrotated.height,
    });
    // boundsOfString moves the document's position to where it measured.
    this.doc.x = x;
    this.doc.y = y;
    return bounds.height + pad.top + pad.bottom;
  }

  /**
   * A table row and its small print as pdfkit rows: the row, and when any cell has small print a row of it
   * under it (in reading order: label, value, source). Its height is what pdfkit will give the rows.
   */
  private rowGroup(main: CellStyle[], notes: CellStyle[] | null, widths: number[]): RowGroup {
    const rows = [
      main.map((style) => ({ style, pad: notes ? mainPad : padding })),
      ...(notes ? [notes.map((style) => ({ style, pad: notePad }))] : []),
    ];
    const height = rows.reduce(
      (total, cells) =>
        total +
        Math.max(...cells.map((cell, index) => this.cellHeight(cell.style, widths[index] ?? 0, cell.pad))),
      0,
    );
    return { rows, height };
  }

  /** pdfkit's table(), at the current position, with these column widths: rows are added to it one by one. */
  private startTable(widths: number[]): PDFKit.Mixins.PDFTableObject {
    return this.doc.table({
      position: { x: page.margin, y: this.doc.y },
      columnStyles: widths,
      defaultStyle: { border: 0, padding },
    });
  }

  /** A row of cells as pdfkit's table() takes it: the last row of a group (or a cell spanning to it) ruled. */
  private pdfRow(
    cells: PlacedCell[],
    {
      background,
      last,
      rule,
    }: { background?: string; last: boolean; rule: { width: number; colour: string } | null },
  ): PDFKit.Mixins.RowOptions[] {
    return cells.map(({ style, pad }) => ({
      text: style.text,
      font: { src: this.fonts[style.font], size: style.size },
      textColor: style.colour,
      align: { x: style.align, y: 'top' },
      backgroundColor: style.background ?? background,
      padding: pad,
      border: { top: 0, left: 0, right: 0, bottom: rule && last ? rule.width : 0 },
      borderColor: { bottom: rule?.colour ?? colours.border },
      textOptions: { lineGap },
    }));
  }

  /**
   * A table whose rows wrap their text and never split across pages (a row's small print stays with it);
   * the header row is drawn again on each new page. Column widths are shares of the content width.
   */
  table(columns: Column[], rows: Cell[][], { totalRow, header = 'bar', footnote }: TableOptions = {}): void {
    const shares = columns.reduce((total, column) => total + column.width, 0);
    const widths = columns.map((column) => (column.width / shares) * contentWidth);
    const group = (row: Cell[], role: 'body' | 'total'): RowGroup => {
      const main = columns.map((column, index) => this.styleOf(row[index] ?? '', column, role));
      const hasNotes = row.some((cell) => cellNote(cell));
      const notes = hasNotes
        ? columns.map((column, index) => this.noteStyle(cellNote(row[index] ?? ''), column))
        : null;
      return this.rowGroup(main, notes, widths);
    };
    const groups = rows.map((row) => group(row, 'body'));
    const total = totalRow ? group(totalRow, 'total') : null;
    const headerStyles = header ? this.headerStyles(columns, header) : null;
    const headerPad: Sides = header === 'plain' ? { ...padding, top: 2, bottom: 3 } : padding;
    const headerCells = headerStyles?.map((style) => ({ style, pad: headerPad })) ?? null;
    const headerHeight = headerCells
      ? Math.max(
          ...headerCells.map((cell, index) => this.cellHeight(cell.style, widths[index] ?? 0, cell.pad)),
        )
      : 0;
    let drawing: PDFKit.Mixins.PDFTableObject | null = null;
    const begin = () => {
      drawing = this.startTable(widths);
      if (headerCells)
        drawing.row(
          this.pdfRow(headerCells, {
            last: true,
            rule: header === 'plain' ? { width: 0.8, colour: colours.primary } : null,
          }),
        );
    };

    // A short table stays whole; a longer one needs its header and first row together; its footnote goes
    // on the page of its last row.
    const all = [...groups, ...(total ? [total] : [])];
    const last = all.at(-1);
    if (last && footnote) last.height += this.noteHeight(footnote);
    const whole = headerHeight + all.reduce((sum, item) => sum + item.height, 0);
    this.ensureSpace(whole <= keepTogetherHeight ? whole + 4 : headerHeight + (all[0]?.height ?? 0) + 4);
    begin();
    all.forEach((item, index) => {
      // pdfkit moves a row that reaches the bottom margin to a new page by itself, without the header:
      // end the table a little before that, and go on with the header on a new page.
      if (this.doc.y + item.height >= this.bottom - 0.5) {
        drawing?.end();
        this.addPage();
        begin();
      }
      const background = item === total ? colours.primaryLight : index % 2 === 1 ? colours.zebra : undefined;
      const rule = { width: 0.5, colour: colours.border };
      item.rows.forEach((cells, position) =>
        drawing?.row(this.pdfRow(cells, { background, last: position === item.rows.length - 1, rule })),
      );
    });
    (drawing as PDFKit.Mixins.PDFTableObject | null)?.end();
    this.doc.x = page.margin;
    if (footnote) {
      this.gap(4);
      this.text(footnote, { size: sizes.note, colour: colours.muted });
    }
    this.gap(10);
  }

  /**
   * A table under an optional subheading; with no rows and an empty text, that text instead. Returns whether
   * there were rows, so a section can stop at an empty list.
   */
  tableSection(
    title: string | null,
    columns: Column[],
    rows: Cell[][],
    { empty, ...options }: TableOptions & { empty?: string } = {},
  ): boolean {
    if (title) this.subHeading(title);
    if (rows.length === 0) {
      if (empty !== undefined) this.paragraph(empty);
      if (options.footnote) this.note(options.footnote);
      return false;
    }
    this.table(columns, rows, options);
    return rows.length > 0;
  }

  /** Label and value pairs in a ruled list (the shape of personal details), each value's source beneath it. */
  details(
    rows: [string, Cell][],
    {
      title = null,
      empty,
      totalRow,
    }: { title?: string | null; empty?: string; totalRow?: [string, Cell] } = {},
  ): boolean {
    return this.tableSection(
      title,
      [
        { header: 'Detail', width: 0.34, label: true },
        { header: 'Recorded', width: 0.66 },
      ],
      rows,
      { empty, header: false, totalRow },
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
