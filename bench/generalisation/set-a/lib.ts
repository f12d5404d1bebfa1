// Shared helpers for the set-a synthetic document generator (written without reference to the extractor).
import type {} from 'pdfkit'; // brings the PDFKit namespace types into scope
import { join } from 'node:path';

export type Doc = PDFKit.PDFDocument;
export type Rendition = 'digital-pdf' | 'scan-pdf';
export type Fields = Record<string, string | number>;
export type Spec = {
  id: string;
  documentType: string;
  rendition: Rendition;
  persona: string;
  template: string;
  documentDate: string;
  fields: Fields;
  size?: [number, number];
  draw: (d: Doc) => void;
};

const DJ = '/usr/share/fonts/truetype/dejavu/';
const LIB = join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/');
export const FONTS = {
  sans: DJ + 'DejaVuSans.ttf',
  sansB: DJ + 'DejaVuSans-Bold.ttf',
  cond: DJ + 'DejaVuSansCondensed.ttf',
  condB: DJ + 'DejaVuSansCondensed-Bold.ttf',
  serif: DJ + 'DejaVuSerif.ttf',
  serifB: DJ + 'DejaVuSerif-Bold.ttf',
  mono: DJ + 'DejaVuSansMono.ttf',
  monoB: DJ + 'DejaVuSansMono-Bold.ttf',
  lib: LIB + 'LiberationSans-Regular.ttf',
  libB: LIB + 'LiberationSans-Bold.ttf',
};
export type Font = keyof typeof FONTS;

/** Write one line of text at an absolute position. */
export function t(
  d: Doc,
  font: Font,
  size: number,
  text: string,
  x: number,
  y: number,
  o: PDFKit.Mixins.TextOptions = {},
) {
  d.font(font)
    .fontSize(size)
    .text(text, x, y, { lineBreak: false, ...o });
}
/** Label to the left, value at x + w. */
export function kvLeft(
  d: Doc,
  x: number,
  y: number,
  w: number,
  label: string,
  value: string,
  font: Font = 'sans',
  size = 9,
) {
  t(d, font, size, label, x, y);
  t(d, font.endsWith('B') ? font : ((font + 'B') as Font), size, value, x + w, y);
}
/** Small grey label above a value. */
export function kvAbove(
  d: Doc,
  x: number,
  y: number,
  label: string,
  value: string,
  font: Font = 'lib',
  size = 10,
) {
  d.fillColor('#666');
  t(d, font, size - 2.5, label, x, y);
  d.fillColor('#000');
  t(d, font, size, value, x, y + size - 0.5);
}
export function rule(d: Doc, x1: number, y: number, x2: number, w = 0.6, color = '#000') {
  d.save().lineWidth(w).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke().restore();
}
export function box(d: Doc, x: number, y: number, w: number, h: number, fill?: string, stroke = '#000') {
  d.save();
  if (fill) d.rect(x, y, w, h).fill(fill);
  else d.lineWidth(0.7).strokeColor(stroke).rect(x, y, w, h).stroke();
  d.restore();
}
export type Col = { w: number; align?: 'left' | 'right' | 'center' };
/** Simple grid table; returns y after the last row. */
export function table(
  d: Doc,
  x: number,
  y: number,
  cols: Col[],
  rows: string[][],
  font: Font = 'sans',
  size = 8.5,
  rowH = 15,
  header = true,
  zebra?: string,
) {
  rows.forEach((r, i) => {
    if (zebra && i > 0 && i % 2 === 0)
      box(
        d,
        x,
        y - 3,
        cols.reduce((a, c) => a + c.w, 0),
        rowH,
        zebra,
      );
    let cx = x;
    r.forEach((cell, j) => {
      const c = cols[j] ?? { w: 60 };
      const f: Font = header && i === 0 ? ((font.endsWith('B') ? font : font + 'B') as Font) : font;
      t(d, f, size, cell, cx + 2, y, { width: c.w - 4, align: c.align ?? 'left' });
      cx += c.w;
    });
    y += rowH;
  });
  return y;
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export type DateStyle = 'dmy' | 'dMonY' | 'dMonthY' | 'dd-MON-yyyy' | 'MonthDY' | 'dotted' | 'dmyShort';
export function fd(iso: string, style: DateStyle = 'dmy'): string {
  const [y = '', m = '', dd = ''] = iso.split('-');
  const mi = Number(m) - 1;
  switch (style) {
    case 'dmy':
      return `${dd}/${m}/${y}`;
    case 'dmyShort':
      return `${dd}/${m}/${y.slice(2)}`;
    case 'dMonY':
      return `${Number(dd)} ${MON[mi]} ${y}`;
    case 'dMonthY':
      return `${Number(dd)} ${MONTH[mi]} ${y}`;
    case 'dd-MON-yyyy':
      return `${dd}-${(MON[mi] ?? '').toUpperCase()}-${y}`;
    case 'MonthDY':
      return `${MONTH[mi]} ${Number(dd)}, ${y}`;
    case 'dotted':
      return `${dd}.${m}.${y}`;
  }
}
export function money(n: number, dollar = true): string {
  const s = Math.abs(n).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (n < 0 ? '-' : '') + (dollar ? '$' : '') + s;
}
export const r2 = (n: number) => Math.round(n * 100) / 100;

export function medicareCheck(first8: string): number {
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  return [...first8].reduce((a, c, i) => a + Number(c) * (w[i] ?? 0), 0) % 10;
}
export function mrzCheck(s: string): number {
  const w = [7, 3, 1];
  let sum = 0;
  [...s].forEach((c, i) => {
    const v = c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * (w[i % 3] ?? 0);
  });
  return sum % 10;
}
export function abnValid(abn: string): boolean {
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const d = [...abn.replace(/\s/g, '')].map(Number);
  if (d.length !== 11) return false;
  d[0] = (d[0] ?? 0) - 1;
  return d.reduce((a, v, i) => a + v * (w[i] ?? 0), 0) % 89 === 0;
}
/** A valid ABN ending in the given 9 digits, formatted "12 345 678 901". */
export function abnFrom(tail9: string): string {
  for (let p = 10; p < 100; p++) {
    const a = `${p}${tail9}`;
    if (abnValid(a)) return `${a.slice(0, 2)} ${a.slice(2, 5)} ${a.slice(5, 8)} ${a.slice(8)}`;
  }
  throw new Error('no ABN');
}
