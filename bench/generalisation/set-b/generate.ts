/**
 * Generalisation test set B: synthetic Australian financial documents from institutions and layouts
 * that are NOT in the dev corpus. Deterministic (fixed seed). Run from the repo root:
 *
 *   npx tsx bench/generalisation/set-b/generate.ts
 *
 * Writes docs/<id>.<pdf|jpg|png> and docs/<id>.<ext>.truth.json (dev-corpus truth format).
 * Every page is described once as a list of drawing operations; the digital PDF backend (pdfkit) and the
 * raster backend (SVG with glyph outlines from fontkit, rasterised by sharp) draw the same operations, so
 * scans and photos show exactly the text of the digital rendering.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const SEED = 'factfind/generalisation/set-b/v1';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, 'docs');
const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------------------
function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

class Rng {
  private a: number;
  constructor(seed: string) {
    this.a = hash32(seed) || 1;
  }
  next(): number {
    let t = (this.a = (this.a + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return at(arr, Math.floor(this.next() * arr.length));
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  /** Normal-ish value (sum of uniforms). */
  gauss(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }
}

function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${arr.length})`);
  return v;
}

// ---------------------------------------------------------------------------------------------------------
// Dates and amounts
// ---------------------------------------------------------------------------------------------------------
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
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function ymd(iso: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error('bad date ' + iso);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}
function isoOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}
function addDays(iso: string, n: number): string {
  const [y, m, d] = ymd(iso);
  return isoOf(new Date(Date.UTC(y, m - 1, d + n)));
}
function addMonths(iso: string, n: number): string {
  const [y, m, d] = ymd(iso);
  return isoOf(new Date(Date.UTC(y, m - 1 + n, d)));
}
function daysBetween(a: string, b: string): number {
  const [y1, m1, d1] = ymd(a);
  const [y2, m2, d2] = ymd(b);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86400000);
}

type DateFmt =
  | 'd/m/Y' // 12/03/2025
  | 'd.m.Y' // 12.03.2025
  | 'd-m-Y' // 12-03-2025
  | 'd M Y' // 12 Mar 2025
  | 'd MM Y' // 12 March 2025
  | 'D M Y' // 12 MAR 2025
  | 'd-M-y' // 12-Mar-25
  | 'd-M-Y' // 12-Mar-2025
  | 'MM d, Y' // March 12, 2025
  | 'W d MM Y' // Wednesday 12 March 2025
  | 'd M y' // 12 Mar 25 (transactions only)
  | 'd M' // 12 Mar (transactions only)
  | 'd/m' // 12/03 (transactions only)
  | 'ISO';

function fd(iso: string, f: DateFmt): string {
  const [y, m, d] = ymd(iso);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const mon = at(MON, m - 1);
  const month = at(MONTH, m - 1);
  const yy = String(y).slice(2);
  switch (f) {
    case 'd/m/Y':
      return `${dd}/${mm}/${y}`;
    case 'd.m.Y':
      return `${dd}.${mm}.${y}`;
    case 'd-m-Y':
      return `${dd}-${mm}-${y}`;
    case 'd M Y':
      return `${d} ${mon} ${y}`;
    case 'd MM Y':
      return `${d} ${month} ${y}`;
    case 'D M Y':
      return `${dd} ${mon.toUpperCase()} ${y}`;
    case 'd-M-y':
      return `${dd}-${mon}-${yy}`;
    case 'd-M-Y':
      return `${dd}-${mon}-${y}`;
    case 'MM d, Y':
      return `${month} ${d}, ${y}`;
    case 'W d MM Y':
      return `${at(WEEKDAY, new Date(Date.UTC(y, m - 1, d)).getUTCDay())} ${d} ${month} ${y}`;
    case 'd M y':
      return `${dd} ${mon} ${yy}`;
    case 'd M':
      return `${d} ${mon}`;
    case 'd/m':
      return `${dd}/${mm}`;
    case 'ISO':
      return iso;
  }
}

/** Amounts are integer cents everywhere. */
type Cents = number;
const $ = (dollars: number): Cents => Math.round(dollars * 100);
const dollars = (c: Cents): number => Math.round(c) / 100;

type MoneyStyle = 'plain' | 'sym' | 'cr' | 'crdr' | 'paren' | 'minus' | 'aud' | 'whole' | 'symcr';
function fm(c: Cents, style: MoneyStyle = 'sym'): string {
  const neg = c < 0;
  const abs = Math.abs(Math.round(c));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  switch (style) {
    case 'plain':
      return (neg ? '-' : '') + body;
    case 'sym':
      return (neg ? '-$' : '$') + body;
    case 'cr':
      return body + (neg ? ' DR' : ' CR');
    case 'symcr':
      return '$' + body + (neg ? ' DR' : ' CR');
    case 'crdr':
      return body + (neg ? ' Dr' : ' Cr');
    case 'paren':
      return neg ? `(${body})` : body;
    case 'minus':
      return neg ? `${body}-` : body;
    case 'aud':
      return (neg ? '-' : '') + 'AUD ' + body;
    case 'whole':
      return (neg ? '-$' : '$') + whole;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Identifier check digits
// ---------------------------------------------------------------------------------------------------------
const ABN_W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
function abnValid(abn: string): boolean {
  const d = abn.split('').map(Number);
  if (d.length !== 11) return false;
  d[0] = at(d, 0) - 1;
  return d.reduce((s, v, i) => s + v * at(ABN_W, i), 0) % 89 === 0;
}
function makeAbn(r: Rng): string {
  for (;;) {
    const tail = r.digits(9);
    for (let p = 10; p <= 99; p++) if (abnValid(String(p) + tail)) return String(p) + tail;
  }
}
const fmtAbn = (a: string) => `${a.slice(0, 2)} ${a.slice(2, 5)} ${a.slice(5, 8)} ${a.slice(8)}`;

function makeMedicare(r: Rng, issue: number): string {
  const d = [r.int(2, 6), ...r.digits(7).split('').map(Number)];
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = d.reduce((s, v, i) => s + v * at(w, i), 0) % 10;
  return d.join('') + String(check) + String(issue);
}
function medicareValid(n: string): boolean {
  const d = n.split('').map(Number);
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  return n.length === 10 && d.slice(0, 8).reduce((s, v, i) => s + v * at(w, i), 0) % 10 === at(d, 8);
}

function mrzCheck(s: string): string {
  const w = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '<';
    const v = c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * at(w, i % 3);
  }
  return String(sum % 10);
}
function mrzName(s: string): string {
  return s
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[^A-Z]+/g, '<');
}
function makeMrz(p: {
  surname: string;
  given: string;
  number: string;
  dob: string;
  sex: string;
  expiry: string;
}): [string, string] {
  const l1 = ('P<AUS' + mrzName(p.surname) + '<<' + mrzName(p.given)).padEnd(44, '<').slice(0, 44);
  const num = p.number.padEnd(9, '<');
  const d6 = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
  const dob = d6(p.dob);
  const exp = d6(p.expiry);
  const opt = '<'.repeat(14);
  const parts =
    num + mrzCheck(num) + 'AUS' + dob + mrzCheck(dob) + p.sex + exp + mrzCheck(exp) + opt + mrzCheck(opt);
  const composite = num + mrzCheck(num) + dob + mrzCheck(dob) + exp + mrzCheck(exp) + opt + mrzCheck(opt);
  const l2 = parts + mrzCheck(composite);
  if (l1.length !== 44 || l2.length !== 44) throw new Error('MRZ length');
  return [l1, l2];
}

// ---------------------------------------------------------------------------------------------------------
// Fonts (same outlines for the PDF and the raster backends)
// ---------------------------------------------------------------------------------------------------------
type FkGlyph = { id: number; path: { toSVG(): string } };
type FkRun = {
  glyphs: FkGlyph[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  advanceWidth: number;
};
type FkFont = { unitsPerEm: number; ascent: number; descent: number; layout(s: string): FkRun };
const fontkit = require('fontkit') as { openSync(p: string): FkFont };

type FontKey =
  | 'sans'
  | 'sansB'
  | 'sansI'
  | 'cond'
  | 'condB'
  | 'serif'
  | 'serifB'
  | 'serifI'
  | 'mono'
  | 'monoB'
  | 'arial'
  | 'arialB'
  | 'arialI';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const LIBERATION = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
const FONT_FILES: Record<FontKey, string[]> = {
  sans: [`${DEJAVU}/DejaVuSans.ttf`],
  sansB: [`${DEJAVU}/DejaVuSans-Bold.ttf`],
  sansI: [`${DEJAVU}/DejaVuSans-Oblique.ttf`],
  cond: [`${DEJAVU}/DejaVuSansCondensed.ttf`],
  condB: [`${DEJAVU}/DejaVuSansCondensed-Bold.ttf`],
  serif: [`${DEJAVU}/DejaVuSerif.ttf`],
  serifB: [`${DEJAVU}/DejaVuSerif-Bold.ttf`],
  serifI: [`${DEJAVU}/DejaVuSerif-Italic.ttf`],
  mono: [`${DEJAVU}/DejaVuSansMono.ttf`],
  monoB: [`${DEJAVU}/DejaVuSansMono-Bold.ttf`],
  arial: [`${LIBERATION}/LiberationSans-Regular.ttf`],
  arialB: [`${LIBERATION}/LiberationSans-Bold.ttf`],
  arialI: [`${LIBERATION}/LiberationSans-Italic.ttf`],
};
const FALLBACK: Record<FontKey, string> = {
  sans: 'arial',
  sansB: 'arialB',
  sansI: 'arialI',
  cond: 'arial',
  condB: 'arialB',
  serif: 'arial',
  serifB: 'arialB',
  serifI: 'arialI',
  mono: 'arial',
  monoB: 'arialB',
  arial: 'arial',
  arialB: 'arialB',
  arialI: 'arialI',
};
const fontPath = {} as Record<FontKey, string>;
const fonts = {} as Record<FontKey, FkFont>;
for (const key of Object.keys(FONT_FILES) as FontKey[]) {
  let p = FONT_FILES[key].find((f) => fs.existsSync(f));
  if (!p) {
    p = at(FONT_FILES[FALLBACK[key] as FontKey], 0);
    console.warn(`font ${key} not found; falling back to ${p} (output will differ from the committed set)`);
  }
  fontPath[key] = p;
  fonts[key] = fontkit.openSync(p);
}
function measure(s: string, font: FontKey, size: number): number {
  const f = fonts[font];
  return (f.layout(s).advanceWidth * size) / f.unitsPerEm;
}

// ---------------------------------------------------------------------------------------------------------
// Page model
// ---------------------------------------------------------------------------------------------------------
type Align = 'left' | 'right' | 'center';
type TextOp = { k: 'text'; x: number; y: number; s: string; font: FontKey; size: number; color: string };
type RectOp = {
  k: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: string;
  stroke?: string;
  lw: number;
  r: number;
  opacity: number;
};
type LineOp = {
  k: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  lw: number;
  dash: number;
};
type PathOp = {
  k: 'path';
  d: string;
  fill?: string;
  stroke?: string;
  lw: number;
  opacity: number;
  tx?: number;
  ty?: number;
  sc?: number;
};
type Op = TextOp | RectOp | LineOp | PathOp;
type TextStyle = { font?: FontKey; size?: number; color?: string; align?: Align };

const A4: [number, number] = [595.28, 841.89];
const CARD: [number, number] = [242.65, 153.07]; // ID-1 card, 85.6 x 54 mm
const PASSPORT_PAGE: [number, number] = [354.33, 249.45]; // TD3 bio page, 125 x 88 mm

class Page {
  ops: Op[] = [];
  constructor(
    public w: number = A4[0],
    public h: number = A4[1],
  ) {}
  /** Draws text with its top at y; returns the width. x is the left edge, right edge or centre by align. */
  text(x: number, y: number, s: string, st: TextStyle = {}): number {
    const font = st.font ?? 'sans';
    const size = st.size ?? 9;
    const w = measure(s, font, size);
    const left = st.align === 'right' ? x - w : st.align === 'center' ? x - w / 2 : x;
    if (s.length) this.ops.push({ k: 'text', x: left, y, s, font, size, color: st.color ?? '#111111' });
    return w;
  }
  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    o: { fill?: string; stroke?: string; lw?: number; r?: number; opacity?: number } = {},
  ): void {
    this.ops.push({
      k: 'rect',
      x,
      y,
      w,
      h,
      fill: o.fill,
      stroke: o.stroke,
      lw: o.lw ?? 0.6,
      r: o.r ?? 0,
      opacity: o.opacity ?? 1,
    });
  }
  line(x1: number, y1: number, x2: number, y2: number, color = '#333333', lw = 0.6, dash = 0): void {
    this.ops.push({ k: 'line', x1, y1, x2, y2, color, lw, dash });
  }
  hline(x1: number, x2: number, y: number, color = '#333333', lw = 0.6, dash = 0): void {
    this.line(x1, y, x2, y, color, lw, dash);
  }
  path(d: string, o: { fill?: string; stroke?: string; lw?: number; opacity?: number } = {}): void {
    this.ops.push({ k: 'path', d, fill: o.fill, stroke: o.stroke, lw: o.lw ?? 0.6, opacity: o.opacity ?? 1 });
  }
  ellipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    o: { fill?: string; stroke?: string; lw?: number; opacity?: number } = {},
  ): void {
    const d = `M ${cx - rx} ${cy} A ${rx} ${ry} 0 1 0 ${cx + rx} ${cy} A ${rx} ${ry} 0 1 0 ${cx - rx} ${cy} Z`;
    this.path(d, o);
  }
  /** Wraps text into lines no wider than w; returns the y after the last line. */
  para(x: number, y: number, w: number, s: string, st: TextStyle & { lh?: number } = {}): number {
    const font = st.font ?? 'sans';
    const size = st.size ?? 9;
    const lh = st.lh ?? size * 1.35;
    let line = '';
    for (const word of s.split(/\s+/)) {
      const cand = line ? line + ' ' + word : word;
      if (measure(cand, font, size) > w && line) {
        this.text(x, y, line, st);
        y += lh;
        line = word;
      } else line = cand;
    }
    if (line) {
      this.text(x, y, line, st);
      y += lh;
    }
    return y;
  }
}

/** Copies the operations of src onto dst, moved to (ox, oy) and scaled by sc. */
function place(dst: Page, src: Page, ox: number, oy: number, sc = 1): void {
  for (const op of src.ops) {
    if (op.k === 'text') dst.ops.push({ ...op, x: ox + op.x * sc, y: oy + op.y * sc, size: op.size * sc });
    else if (op.k === 'rect')
      dst.ops.push({
        ...op,
        x: ox + op.x * sc,
        y: oy + op.y * sc,
        w: op.w * sc,
        h: op.h * sc,
        lw: op.lw * sc,
        r: op.r * sc,
      });
    else if (op.k === 'line')
      dst.ops.push({
        ...op,
        x1: ox + op.x1 * sc,
        y1: oy + op.y1 * sc,
        x2: ox + op.x2 * sc,
        y2: oy + op.y2 * sc,
        lw: op.lw * sc,
      });
    else {
      const s0 = op.sc ?? 1;
      dst.ops.push({ ...op, tx: ox + (op.tx ?? 0) * sc, ty: oy + (op.ty ?? 0) * sc, sc: s0 * sc });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Backends
// ---------------------------------------------------------------------------------------------------------
const FIXED_DATE = new Date(Date.UTC(2025, 9, 1, 0, 0, 0));

function newPdf(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: {
      Title: title,
      Producer: 'set-b generator',
      Creator: 'set-b generator',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  return doc;
}
function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

async function toDigitalPdf(pages: Page[], title: string): Promise<Buffer> {
  const doc = newPdf(title);
  for (const key of Object.keys(fontPath) as FontKey[]) doc.registerFont(key, fontPath[key]);
  for (const pg of pages) {
    doc.addPage({ size: [pg.w, pg.h], margin: 0 });
    for (const op of pg.ops) {
      if (op.k === 'text') {
        doc.font(op.font).fontSize(op.size).fillColor(op.color).text(op.s, op.x, op.y, { lineBreak: false });
      } else if (op.k === 'rect') {
        doc.save();
        if (op.opacity < 1) doc.opacity(op.opacity);
        if (op.r > 0) doc.roundedRect(op.x, op.y, op.w, op.h, op.r);
        else doc.rect(op.x, op.y, op.w, op.h);
        doc.lineWidth(op.lw);
        if (op.fill && op.stroke) doc.fillAndStroke(op.fill, op.stroke);
        else if (op.fill) doc.fill(op.fill);
        else if (op.stroke) doc.stroke(op.stroke);
        doc.restore();
      } else if (op.k === 'line') {
        doc.save();
        doc.moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).lineWidth(op.lw);
        if (op.dash > 0) doc.dash(op.dash, { space: op.dash });
        doc.stroke(op.color);
        doc.restore();
      } else {
        doc.save();
        if (op.opacity < 1) doc.opacity(op.opacity);
        if (op.sc !== undefined) doc.translate(op.tx ?? 0, op.ty ?? 0).scale(op.sc);
        doc.path(op.d).lineWidth(op.lw);
        if (op.fill && op.stroke) doc.fillAndStroke(op.fill, op.stroke);
        else if (op.fill) doc.fill(op.fill);
        else if (op.stroke) doc.stroke(op.stroke);
        doc.restore();
      }
    }
  }
  return pdfBuffer(doc);
}

const r2 = (n: number) => Math.round(n * 100) / 100;

function toSvg(pg: Page, pxPerPt: number): string {
  const defs = new Map<string, string>();
  const body: string[] = [];
  for (const op of pg.ops) {
    if (op.k === 'text') {
      const f = fonts[op.font];
      const s = op.size / f.unitsPerEm;
      const base = op.y + f.ascent * s;
      const run = f.layout(op.s);
      let x = op.x;
      const uses: string[] = [];
      run.glyphs.forEach((g, i) => {
        const p = at(run.positions, i);
        const id = `${op.font}-${g.id}`;
        if (!defs.has(id)) defs.set(id, g.path.toSVG());
        uses.push(
          `<use href="#${id}" transform="matrix(${r2(s * 1000) / 1000} 0 0 ${-r2(s * 1000) / 1000} ${r2(x + p.xOffset * s)} ${r2(base - p.yOffset * s)})"/>`,
        );
        x += p.xAdvance * s;
      });
      body.push(`<g fill="${op.color}">${uses.join('')}</g>`);
    } else if (op.k === 'rect') {
      body.push(
        `<rect x="${r2(op.x)}" y="${r2(op.y)}" width="${r2(op.w)}" height="${r2(op.h)}" rx="${op.r}" fill="${op.fill ?? 'none'}" stroke="${op.stroke ?? 'none'}" stroke-width="${op.lw}" opacity="${op.opacity}"/>`,
      );
    } else if (op.k === 'line') {
      body.push(
        `<line x1="${r2(op.x1)}" y1="${r2(op.y1)}" x2="${r2(op.x2)}" y2="${r2(op.y2)}" stroke="${op.color}" stroke-width="${op.lw}"${op.dash ? ` stroke-dasharray="${op.dash}"` : ''}/>`,
      );
    } else {
      const tf =
        op.sc !== undefined ? ` transform="translate(${op.tx ?? 0} ${op.ty ?? 0}) scale(${op.sc})"` : '';
      body.push(
        `<path d="${op.d}"${tf} fill="${op.fill ?? 'none'}" stroke="${op.stroke ?? 'none'}" stroke-width="${op.lw}" opacity="${op.opacity}"/>`,
      );
    }
  }
  const W = Math.round(pg.w * pxPerPt);
  const H = Math.round(pg.h * pxPerPt);
  const d = [...defs].map(([id, p]) => `<path id="${id}" d="${p}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${pg.w} ${pg.h}"><defs>${d}</defs><rect x="0" y="0" width="${pg.w}" height="${pg.h}" fill="#ffffff"/>${body.join('')}</svg>`;
}

async function rasterise(pg: Page, dpi: number): Promise<Buffer> {
  return sharp(Buffer.from(toSvg(pg, dpi / 72)))
    .png()
    .toBuffer();
}

/** Adds deterministic noise to a raw single-channel image, with paper tone. */
function noisyGrey(raw: Buffer, r: Rng, amp: number, paper: number, speckle: number): Buffer {
  const out = Buffer.alloc(raw.length);
  const k = paper / 255;
  for (let i = 0; i < raw.length; i++) {
    let v = (raw[i] ?? 255) * k + r.gauss() * amp;
    if (speckle > 0 && r.next() < speckle) v -= 90 + r.next() * 80;
    out[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return out;
}

async function rotateCrop(
  png: Buffer,
  angle: number,
  bg: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const meta = await sharp(png).metadata();
  const W = meta.width ?? 0;
  const H = meta.height ?? 0;
  const rot = await sharp(png).rotate(angle, { background: bg }).png().toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round((rot.info.width - W) / 2));
  const top = Math.max(0, Math.round((rot.info.height - H) / 2));
  const { data, info } = await sharp(rot.data)
    .extract({ left, top, width: W, height: H })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Image-only PDF: each page rasterised at 200 dpi, rotated slightly, noise + blur, JPEG, no text layer. */
async function toScanPdf(pages: Page[], r: Rng, title: string): Promise<Buffer> {
  const doc = newPdf(title);
  for (const pg of pages) {
    const png = await rasterise(pg, 200);
    const angle = (r.next() * 2 - 1) * 1.4;
    const { data, width, height } = await rotateCrop(png, angle, '#ffffff');
    const noisy = noisyGrey(data, r, 5, 243, 0.00004);
    const jpg = await sharp(noisy, { raw: { width, height, channels: 1 } })
      .blur(0.55)
      .toColourspace('b-w')
      .jpeg({ quality: 55, mozjpeg: true })
      .toBuffer();
    doc.addPage({ size: [pg.w, pg.h], margin: 0 });
    doc.image(jpg, 0, 0, { width: pg.w, height: pg.h });
  }
  return pdfBuffer(doc);
}

type PhotoOpts = {
  bgW: number;
  bgH: number;
  docW: number;
  angle: number;
  bg: [string, string];
  grain: number;
};
/** A phone photo: the page or card rotated on a darker surface, lighting falloff, mild blur, JPEG q80. */
async function toPhotoJpeg(pg: Page, r: Rng, o: PhotoOpts): Promise<Buffer> {
  const dpi = (o.docW / pg.w) * 72;
  const png = await rasterise(pg, dpi);
  const meta = await sharp(png).metadata();
  const w = meta.width ?? o.docW;
  const h = meta.height ?? 0;
  const rad = (o.angle * Math.PI) / 180;
  const cx = o.bgW / 2 + (r.next() - 0.5) * 40;
  const cy = o.bgH / 2 + (r.next() - 0.5) * 40;
  const corners = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x = 0, y = 0]) => [
    cx + x * Math.cos(rad) - y * Math.sin(rad),
    cy + x * Math.sin(rad) + y * Math.cos(rad),
  ]);
  const poly2 = corners.map(([x = 0, y = 0]) => `${r2(x + 10)},${r2(y + 16)}`).join(' ');
  const isCard = pg.w < 400;
  const rr = isCard ? (3.2 / 72) * dpi : 0; // rounded card corners
  const rotated = await sharp(
    await sharp(png)
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect x="0" y="0" width="${w}" height="${h}" rx="${rr}" fill="#fff"/></svg>`,
          ),
          blend: 'dest-in',
        },
      ])
      .png()
      .toBuffer(),
  )
    .rotate(o.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const bgSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${o.bgW}" height="${o.bgH}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.bg[0]}"/><stop offset="1" stop-color="${o.bg[1]}"/></linearGradient></defs>
    <rect width="${o.bgW}" height="${o.bgH}" fill="url(#g)"/>
    ${Array.from({ length: 14 }, (_, i) => `<rect x="0" y="${Math.round((i * o.bgH) / 14 + r.next() * 20)}" width="${o.bgW}" height="${2 + Math.round(r.next() * 5)}" fill="#000" opacity="${r2(0.03 + r.next() * 0.05)}"/>`).join('')}
  </svg>`;
  const shadowSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${o.bgW}" height="${o.bgH}"><polygon points="${poly2}" fill="#000" opacity="0.5"/></svg>`;
  const shadow = await sharp(Buffer.from(shadowSvg)).blur(14).png().toBuffer();
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${o.bgW}" height="${o.bgH}">
    <defs><radialGradient id="v" cx="${r2(0.35 + r.next() * 0.3)}" cy="${r2(0.3 + r.next() * 0.3)}" r="0.85"><stop offset="0" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.6" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient></defs>
    <rect width="${o.bgW}" height="${o.bgH}" fill="url(#v)"/></svg>`;
  const comp = await sharp(Buffer.from(bgSvg))
    .composite([
      { input: shadow, left: 0, top: 0 },
      {
        input: rotated.data,
        left: Math.round(cx - rotated.info.width / 2),
        top: Math.round(cy - rotated.info.height / 2),
      },
      { input: Buffer.from(light), left: 0, top: 0 },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = comp;
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 3) {
    const n = r.gauss() * o.grain;
    for (let c = 0; c < 3; c++) {
      const v = (data[i + c] ?? 0) * 0.97 + n + (c === 2 ? -4 : c === 0 ? 3 : 0);
      out[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .blur(0.9)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Scanner-app export: cropped/flattened page, greyscale, slightly rotated, contrast boosted, PNG. */
async function toPhotoPng(pg: Page, r: Rng, widthPx: number): Promise<Buffer> {
  const dpi = (widthPx / pg.w) * 72;
  const png = await rasterise(pg, dpi);
  const angle = (r.next() * 2 - 1) * 0.9;
  const { data, width, height } = await rotateCrop(png, angle, '#ffffff');
  // uneven illumination (scanner apps leave a soft gradient) and a little sensor noise
  const out = Buffer.alloc(data.length);
  const gx = r.next() * 0.12;
  const gy = r.next() * 0.1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const shade = 1 - gx * (x / width) - gy * (y / height);
      let v = (data[i] ?? 255) * shade * 0.96 + r.gauss() * 0.8;
      v = (v - 128) * 1.12 + 136;
      out[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return sharp(out, { raw: { width, height, channels: 1 } })
    .blur(0.45)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------------
// Layout helpers
// ---------------------------------------------------------------------------------------------------------
type Col = { title: string; w: number; align?: Align };
type TableOpts = {
  size?: number;
  font?: FontKey;
  headFont?: FontKey;
  headSize?: number;
  rowH?: number;
  head?: 'fill' | 'line' | 'none' | 'box';
  headFill?: string;
  headColor?: string;
  zebra?: string;
  grid?: string;
  rowLine?: string;
  color?: string;
  bold?: Set<number>;
  boldFont?: FontKey;
};
/** Draws a table; returns the y below it. */
function table(pg: Page, x: number, y: number, cols: Col[], rows: string[][], o: TableOpts = {}): number {
  const size = o.size ?? 8.5;
  const rowH = o.rowH ?? size * 1.9;
  const font = o.font ?? 'sans';
  const headFont = o.headFont ?? 'sansB';
  const headSize = o.headSize ?? size;
  const totalW = cols.reduce((s, c) => s + c.w, 0);
  const cell = (cx: number, c: Col, yy: number, s: string, st: TextStyle) => {
    const a = c.align ?? 'left';
    const tx = a === 'right' ? cx + c.w - 4 : a === 'center' ? cx + c.w / 2 : cx + 4;
    pg.text(tx, yy, s, { ...st, align: a });
  };
  if (o.head !== 'none') {
    if (o.head === 'fill' || o.head === undefined)
      pg.rect(x, y, totalW, rowH, { fill: o.headFill ?? '#e6e6e6' });
    if (o.head === 'box') pg.rect(x, y, totalW, rowH, { stroke: o.grid ?? '#444', lw: 0.6 });
    let cx = x;
    for (const c of cols) {
      cell(cx, c, y + (rowH - headSize) / 2 - 0.5, c.title, {
        font: headFont,
        size: headSize,
        color: o.headColor ?? '#111',
      });
      cx += c.w;
    }
    y += rowH;
    if (o.head === 'line') pg.hline(x, x + totalW, y, '#222', 0.9);
  }
  rows.forEach((row, ri) => {
    if (o.zebra && ri % 2 === 1) pg.rect(x, y, totalW, rowH, { fill: o.zebra });
    let cx = x;
    cols.forEach((c, ci) => {
      const bold = o.bold?.has(ri);
      cell(cx, c, y + (rowH - size) / 2 - 0.5, row[ci] ?? '', {
        font: bold ? (o.boldFont ?? 'sansB') : font,
        size,
        color: o.color ?? '#111',
      });
      cx += c.w;
    });
    y += rowH;
    if (o.rowLine) pg.hline(x, x + totalW, y, o.rowLine, 0.4);
  });
  if (o.grid) {
    const top = y - rowH * (rows.length + (o.head === 'none' ? 0 : 1));
    pg.rect(x, top, totalW, y - top, { stroke: o.grid, lw: 0.6 });
    let cx = x;
    for (const c of cols.slice(0, -1)) {
      cx += c.w;
      pg.line(cx, top, cx, y, o.grid, 0.4);
    }
    for (let yy = top + rowH; yy < y - 0.5; yy += rowH) pg.hline(x, x + totalW, yy, o.grid, 0.3);
  }
  return y;
}

/** "Label ........ value" or "Label   value" in two columns. */
function kvLeft(
  pg: Page,
  x: number,
  y: number,
  label: string,
  value: string,
  o: {
    lw?: number;
    size?: number;
    lf?: FontKey;
    vf?: FontKey;
    lc?: string;
    vc?: string;
    valueAlign?: Align;
    vx?: number;
  } = {},
): void {
  const size = o.size ?? 9;
  pg.text(x, y, label, { font: o.lf ?? 'sans', size, color: o.lc ?? '#444' });
  if (o.valueAlign === 'right')
    pg.text(o.vx ?? x + (o.lw ?? 110), y, value, {
      font: o.vf ?? 'sans',
      size,
      color: o.vc ?? '#111',
      align: 'right',
    });
  else pg.text(x + (o.lw ?? 110), y, value, { font: o.vf ?? 'sans', size, color: o.vc ?? '#111' });
}
/** Small caption above a value. Returns the y below. */
function kvAbove(
  pg: Page,
  x: number,
  y: number,
  label: string,
  value: string,
  o: { ls?: number; vs?: number; lf?: FontKey; vf?: FontKey; lc?: string; vc?: string; align?: Align } = {},
): number {
  const ls = o.ls ?? 6.5;
  const vs = o.vs ?? 9.5;
  pg.text(x, y, label, { font: o.lf ?? 'sans', size: ls, color: o.lc ?? '#555', align: o.align });
  pg.text(x, y + ls + 2.5, value, { font: o.vf ?? 'sansB', size: vs, color: o.vc ?? '#111', align: o.align });
  return y + ls + vs + 7;
}
function dotted(
  pg: Page,
  x: number,
  y: number,
  w: number,
  label: string,
  value: string,
  size = 9,
  font: FontKey = 'sans',
): void {
  const lw = pg.text(x, y, label, { font, size });
  const vw = measure(value, font, size);
  pg.text(x + w, y, value, { font, size, align: 'right' });
  const dw = measure('.', font, size);
  const n = Math.max(0, Math.floor((w - lw - vw - 8) / dw));
  pg.text(x + lw + 4, y, '.'.repeat(n), { font, size, color: '#888' });
}
function footer(
  pg: Page,
  s: string,
  n: number,
  total: number,
  o: { size?: number; font?: FontKey; color?: string; pageFmt?: string } = {},
): void {
  const size = o.size ?? 6.5;
  pg.hline(40, pg.w - 40, pg.h - 46, '#999', 0.4);
  pg.para(40, pg.h - 40, pg.w - 150, s, { size, font: o.font ?? 'sans', color: o.color ?? '#555' });
  const pf = (o.pageFmt ?? 'Page {n} of {t}').replace('{n}', String(n)).replace('{t}', String(total));
  pg.text(pg.w - 40, pg.h - 40, pf, {
    size,
    font: o.font ?? 'sans',
    color: o.color ?? '#555',
    align: 'right',
  });
}
/** Stylised portrait for ID cards. */
function portrait(
  pg: Page,
  x: number,
  y: number,
  w: number,
  h: number,
  r: Rng,
  bg = '#cfd8e3',
  grey = false,
): void {
  pg.rect(x, y, w, h, { fill: bg });
  const skin = grey ? '#b9b9b9' : r.pick(['#e8c4a0', '#c99a6e', '#8d5a3b', '#f1d3b6', '#a8744f']);
  const hair = grey ? '#444' : r.pick(['#2b1d14', '#5a3a22', '#1a1a1a', '#8a6a3a', '#3b2f2a']);
  const shirt = grey ? '#666' : r.pick(['#2d3e50', '#6b2737', '#3c5a3c', '#444455']);
  const cx = x + w / 2;
  pg.path(`M ${x + w * 0.12} ${y + h} Q ${cx} ${y + h * 0.62} ${x + w * 0.88} ${y + h} Z`, { fill: shirt });
  pg.rect(cx - w * 0.09, y + h * 0.55, w * 0.18, h * 0.16, { fill: skin });
  pg.ellipse(cx, y + h * 0.42, w * 0.23, h * 0.22, { fill: skin });
  pg.path(
    `M ${cx - w * 0.25} ${y + h * 0.42} Q ${cx - w * 0.22} ${y + h * 0.12} ${cx} ${y + h * 0.15} Q ${cx + w * 0.24} ${y + h * 0.13} ${cx + w * 0.25} ${y + h * 0.42} Q ${cx + w * 0.15} ${y + h * 0.26} ${cx} ${y + h * 0.25} Q ${cx - w * 0.15} ${y + h * 0.26} ${cx - w * 0.25} ${y + h * 0.42} Z`,
    { fill: hair },
  );
  pg.ellipse(cx - w * 0.08, y + h * 0.42, w * 0.02, h * 0.015, { fill: '#222' });
  pg.ellipse(cx + w * 0.08, y + h * 0.42, w * 0.02, h * 0.015, { fill: '#222' });
  pg.path(`M ${cx - w * 0.07} ${y + h * 0.52} Q ${cx} ${y + h * 0.56} ${cx + w * 0.07} ${y + h * 0.52}`, {
    stroke: '#6a3b2b',
    lw: 0.6,
  });
}
function signature(pg: Page, x: number, y: number, w: number, r: Rng, color = '#1c2f7a'): void {
  let d = `M ${x} ${y}`;
  const n = 7;
  for (let i = 1; i <= n; i++) {
    const px = x + (w * i) / n;
    d += ` Q ${r2(px - w / n / 2)} ${r2(y - 6 - r.next() * 8)} ${r2(px)} ${r2(y + (r.next() - 0.5) * 6)}`;
  }
  pg.path(d, { stroke: color, lw: 0.8 });
}
/** Fine guilloche-style background lines for cards. */
function guilloche(
  pg: Page,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  n: number,
  amp: number,
  phase: number,
): void {
  for (let i = 0; i < n; i++) {
    const yy = y + (h * (i + 0.5)) / n;
    let d = `M ${x} ${r2(yy)}`;
    const steps = 16;
    for (let s = 1; s <= steps; s++) {
      const xx = x + (w * s) / steps;
      const cy = yy + Math.sin(s * 0.9 + i * 0.35 + phase) * amp;
      d += ` L ${r2(xx)} ${r2(cy)}`;
    }
    pg.path(d, { stroke: color, lw: 0.3, opacity: 0.7 });
  }
}

// ---------------------------------------------------------------------------------------------------------
// People (fictional). Suburbs, postcodes and states are real and consistent.
// ---------------------------------------------------------------------------------------------------------
type Persona = {
  id: string;
  title: string;
  given: string[];
  family: string;
  sex: 'M' | 'F';
  dob: string;
  street: string; // as the person writes it
  streetUnit?: string; // alternative "Unit 5, 22 ..." form
  suburb: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
};
const PEOPLE: Persona[] = [
  {
    id: 'b01',
    title: 'Ms',
    given: ['Priya', 'Anjali'],
    family: 'Raman',
    sex: 'F',
    dob: '1988-07-14',
    street: '14 Kestrel Crescent',
    suburb: 'Bracken Ridge',
    state: 'QLD',
    postcode: '4017',
    email: 'priya.raman@outlook.com.au',
    phone: '0491570156',
  },
  {
    id: 'b02',
    title: 'Mr',
    given: ['Thomas', 'James'],
    family: 'Harper-Nguyen',
    sex: 'M',
    dob: '1979-02-03',
    street: '5/22 Lawley Street',
    streetUnit: 'Unit 5, 22 Lawley Street',
    suburb: 'Scarborough',
    state: 'WA',
    postcode: '6019',
    email: 't.harpernguyen@iinet.net.au',
    phone: '0491570157',
  },
  {
    id: 'b03',
    title: 'Ms',
    given: ['Eleanor', 'Grace'],
    family: 'Van der Berg',
    sex: 'F',
    dob: '1992-11-27',
    street: '31 Macleay Street',
    suburb: 'Turner',
    state: 'ACT',
    postcode: '2612',
    email: 'eleanor.vdberg@gmail.com',
    phone: '0491570158',
  },
  {
    id: 'b04',
    title: 'Mr',
    given: ['Daniel', 'Mark'],
    family: 'Kowalczyk',
    sex: 'M',
    dob: '1985-05-09',
    street: '4/16 Progress Drive',
    streetUnit: 'Unit 4, 16 Progress Drive',
    suburb: 'Nightcliff',
    state: 'NT',
    postcode: '0810',
    email: 'dan.kowalczyk@bigpond.com',
    phone: '0491570159',
  },
  {
    id: 'b05',
    title: 'Miss',
    given: ['Sophie', 'Louise'],
    family: 'Mitchell',
    sex: 'F',
    dob: '1996-04-21',
    street: '11 Glenhuntly Road',
    suburb: 'Elwood',
    state: 'VIC',
    postcode: '3184',
    email: 'sophie.mitchell96@gmail.com',
    phone: '0491570110',
  },
  {
    id: 'b06',
    title: 'Dr',
    given: ['Marcus', 'Wei'],
    family: 'Chen',
    sex: 'M',
    dob: '1971-09-30',
    street: '12 Angas Street',
    suburb: 'Kent Town',
    state: 'SA',
    postcode: '5067',
    email: 'mw.chen@internode.on.net',
    phone: '0491570313',
  },
  {
    id: 'b07',
    title: 'Ms',
    given: ['Aisha', 'Noor'],
    family: 'Siddiqui',
    sex: 'F',
    dob: '1990-01-12',
    street: '3/45 Station Street',
    suburb: 'Penrith',
    state: 'NSW',
    postcode: '2750',
    email: 'aisha.siddiqui@yahoo.com.au',
    phone: '0491570737',
  },
  {
    id: 'b08',
    title: 'Mr',
    given: ['Liam', 'Patrick'],
    family: "O'Donnell",
    sex: 'M',
    dob: '1969-12-05',
    street: '7 Elphin Road',
    suburb: 'Launceston',
    state: 'TAS',
    postcode: '7250',
    email: 'liam.odonnell@bigpond.com',
    phone: '0491571266',
  },
  {
    id: 'b09',
    title: 'Mrs',
    given: ['Grace', 'Margaret'],
    family: 'Thompson',
    sex: 'F',
    dob: '1968-06-18',
    street: '56 Odin Road',
    suburb: 'Innaloo',
    state: 'WA',
    postcode: '6018',
    email: 'gracethompson68@outlook.com',
    phone: '0491571491',
  },
  {
    id: 'b10',
    title: 'Mr',
    given: ['Jack', 'Henry'],
    family: 'Wilson',
    sex: 'M',
    dob: '2003-08-08',
    street: '2/14 Brunswick Street',
    streetUnit: 'Unit 2, 14 Brunswick Street',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postcode: '4006',
    email: 'jackwilson03@gmail.com',
    phone: '0491571804',
  },
  {
    id: 'b11',
    title: 'Ms',
    given: ['Hannah', 'Rose'],
    family: 'Fitzgerald',
    sex: 'F',
    dob: '1981-03-02',
    street: '15 Alexandrina Road',
    suburb: 'Mount Barker',
    state: 'SA',
    postcode: '5251',
    email: 'hannah.fitz@gmail.com',
    phone: '0491572549',
  },
  {
    id: 'b12',
    title: 'Mr',
    given: ['Oliver', 'Sebastian'],
    family: 'Tran',
    sex: 'M',
    dob: '1994-10-10',
    street: '6 Hargrave Street',
    suburb: 'Paddington',
    state: 'NSW',
    postcode: '2021',
    email: 'oliver.tran@icloud.com',
    phone: '0491572665',
  },
];
function person(id: string): Persona {
  const p = PEOPLE.find((x) => x.id === id);
  if (!p) throw new Error('no persona ' + id);
  return p;
}
const given = (p: Persona) => p.given.join(' ');
const natural = (p: Persona) => `${given(p)} ${p.family}`;
const short = (p: Persona) => `${at(p.given, 0)} ${p.family}`;
const upper = (s: string) => s.toUpperCase();
const familyFirst = (p: Persona, caps = true) => `${caps ? upper(p.family) : p.family}, ${given(p)}`;
const fmtPhone = (ph: string, style: 'space' | 'intl' | 'plain' = 'space') =>
  style === 'intl'
    ? `+61 ${ph.slice(1, 4)} ${ph.slice(4, 7)} ${ph.slice(7)}`
    : style === 'plain'
      ? ph
      : `${ph.slice(0, 4)} ${ph.slice(4, 7)} ${ph.slice(7)}`;
const cityLine = (p: Persona, caps = false) => {
  const s = `${p.suburb} ${p.state} ${p.postcode}`;
  return caps ? upper(s) : s;
};

type Fields = Record<string, string | number>;
/** Person fields as printed. name = the full name in natural order as printed (may omit the middle name). */
function personFields(
  p: Persona,
  o: {
    name?: 'full' | 'short' | string;
    street?: string | false;
    dob?: boolean;
    email?: boolean;
    phone?: boolean;
    address?: boolean;
  },
): Fields {
  const f: Fields = {};
  const nm = o.name === undefined || o.name === 'full' ? natural(p) : o.name === 'short' ? short(p) : o.name;
  f.fullName = nm;
  f.firstName = at(nm.split(' '), 0);
  f.lastName = p.family;
  if (o.dob) f.dateOfBirth = p.dob;
  if (o.address !== false && o.street !== false) {
    f.addressStreet = o.street ?? p.street;
    f.addressSuburb = p.suburb;
    f.addressState = p.state;
    f.addressPostcode = p.postcode;
  }
  if (o.email) f.email = p.email;
  if (o.phone) f.phone = p.phone;
  return f;
}

// ---------------------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------------------
type Txn = { date: string; desc: string; amt: Cents; bal?: Cents };
function genTxns(
  r: Rng,
  start: string,
  end: string,
  o: {
    income: { desc: string; amt: Cents; every: number; first: string }[];
    spend: string[];
    n: number;
    min: number;
    max: number;
  },
): Txn[] {
  const t: Txn[] = [];
  for (const inc of o.income) {
    for (let d = inc.first; d <= end; d = addDays(d, inc.every))
      if (d >= start) t.push({ date: d, desc: inc.desc, amt: inc.amt });
  }
  const span = daysBetween(start, end);
  for (let i = 0; i < o.n; i++) {
    const d = addDays(start, r.int(0, span));
    const desc = r.pick(o.spend);
    const amt = -$(Math.round((o.min + Math.pow(r.next(), 2.2) * (o.max - o.min)) * 100) / 100);
    t.push({ date: d, desc, amt });
  }
  t.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return t;
}
function runBalances(opening: Cents, t: Txn[]): { closing: Cents; credits: Cents; debits: Cents } {
  let bal = opening;
  let credits = 0;
  let debits = 0;
  for (const x of t) {
    bal += x.amt;
    x.bal = bal;
    if (x.amt > 0) credits += x.amt;
    else debits -= x.amt;
  }
  return { closing: bal, credits, debits };
}

// ---------------------------------------------------------------------------------------------------------
// Document specs
// ---------------------------------------------------------------------------------------------------------
type DocType =
  | 'license'
  | 'passport'
  | 'super'
  | 'bank'
  | 'payslip'
  | 'tax'
  | 'mortgage'
  | 'insurance'
  | 'investment'
  | 'other';
type Rendition = 'digital-pdf' | 'scan-pdf' | 'photo-jpeg' | 'photo-png';
type Built = { pages: Page[]; fields: Fields; documentDate: string; subtype?: string };
type Spec = {
  key: string;
  type: DocType;
  rendition: Rendition;
  persona: string;
  template: string;
  build: (r: Rng) => Built;
  photo?: Partial<PhotoOpts>;
  pngWidth?: number;
};
function chunk<T>(items: T[], first: number, other: number): T[][] {
  const out: T[][] = [items.slice(0, first)];
  for (let i = first; i < items.length; i += other) out.push(items.slice(i, i + other));
  return out;
}
const star = (cx: number, cy: number, rO: number, rI: number) => {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? rI : rO;
    d += `${i ? 'L' : 'M'} ${r2(cx + rr * Math.cos(a))} ${r2(cy + rr * Math.sin(a))} `;
  }
  return d + 'Z';
};

// ----- Bank: NAB, two pages, brought/carried forward, Cr balances -----------------------------------------
function bankNab(r: Rng): Built {
  const p = person('b05');
  const start = '2025-07-01';
  const end = '2025-07-31';
  const bsb = '083-214';
  const acct = `${r.digits(2)}-${r.digits(3)}-${r.digits(4)}`;
  const txns = genTxns(r, start, end, {
    income: [{ desc: 'TRAMLINE DINING GRP WAGES', amt: $(1084.77), every: 7, first: '2025-07-03' }],
    spend: [
      'EFTPOS COLES ELWOOD',
      'CARD PURCHASE WOOLWORTHS ST KILDA',
      'MYKI TOP UP MELBOURNE',
      'BPAY AGL ENERGY',
      'CARD PURCHASE BAKERS DELIGHT ELWOOD',
      'DIRECT DEBIT ANYTIME FITNESS',
      'CARD PURCHASE UBER *TRIP',
      'OSKO PAYMENT TO K NGUYEN RENT',
      'CARD PURCHASE KMART MOORABBIN',
      'ATM WITHDRAWAL NAB ELSTERNWICK',
      'CARD PURCHASE NETFLIX.COM',
      'CARD PURCHASE CHEMIST WAREHOUSE',
      'DIRECT DEBIT OPTUS MOBILE',
      'CARD PURCHASE BP ELWOOD',
    ],
    n: 38,
    min: 4.5,
    max: 420,
  });
  const opening = $(1873.42);
  const tot = runBalances(opening, txns);
  const stmtNo = r.int(20, 90);
  const pages: Page[] = [];
  const chunks = chunk(txns, 27, 44);
  const F: FontKey = 'arial';
  const FB: FontKey = 'arialB';
  const cols: Col[] = [
    { title: 'Date', w: 62 },
    { title: 'Particulars', w: 218 },
    { title: 'Debits', w: 75, align: 'right' },
    { title: 'Credits', w: 75, align: 'right' },
    { title: 'Balance', w: 85, align: 'right' },
  ];
  let bal = opening;
  chunks.forEach((ch, pi) => {
    const pg = new Page();
    pages.push(pg);
    pg.path(star(52, 52, 13, 5.5), { fill: '#c20000' });
    pg.text(70, 34, 'nab', { font: FB, size: 30, color: '#000' });
    pg.text(555, 36, 'Account Statement', { font: FB, size: 13, align: 'right' });
    pg.text(555, 54, `Statement number ${stmtNo}`, { font: F, size: 8.5, align: 'right', color: '#444' });
    let y: number;
    if (pi === 0) {
      pg.text(40, 110, upper(`${p.title} ${natural(p)}`), { font: F, size: 9.5 });
      pg.text(40, 123, upper(p.street), { font: F, size: 9.5 });
      pg.text(40, 136, cityLine(p, true), { font: F, size: 9.5 });
      const rows: [string, string][] = [
        ['Account name', upper(natural(p))],
        ['Account type', 'NAB Classic Banking'],
        ['BSB number', bsb],
        ['Account number', acct],
        ['Statement period', `${fd(start, 'd MM Y')} to ${fd(end, 'd MM Y')}`],
      ];
      rows.forEach(([l, v], i) =>
        kvLeft(pg, 310, 104 + i * 14, l, v, { lw: 85, size: 8.5, lf: F, vf: i < 2 ? FB : F }),
      );
      // summary strip
      pg.rect(40, 190, 515, 52, { fill: '#f3f3f3' });
      const sums: [string, string][] = [
        ['Opening balance', fm(opening, 'plain') + ' Cr'],
        ['Total credits', fm(tot.credits, 'plain')],
        ['Total debits', fm(tot.debits, 'plain')],
        ['Closing balance', fm(tot.closing, 'plain') + ' Cr'],
      ];
      sums.forEach(([l, v], i) => {
        pg.text(52 + i * 128, 200, l, { font: F, size: 8, color: '#555' });
        pg.text(52 + i * 128, 216, '$' + v, { font: FB, size: 12 });
      });
      pg.text(40, 262, 'Transaction details', { font: FB, size: 11 });
      y = 282;
    } else {
      pg.text(40, 90, `${upper(natural(p))}  ·  BSB ${bsb}  ·  Account ${acct}`, {
        font: F,
        size: 8.5,
        color: '#444',
      });
      y = 112;
    }
    const rows: string[][] = [];
    rows.push(['', pi === 0 ? 'Opening balance' : 'Brought forward', '', '', fm(bal, 'crdr')]);
    for (const t of ch) {
      rows.push([
        fd(t.date, 'd M Y'),
        t.desc,
        t.amt < 0 ? fm(-t.amt, 'plain') : '',
        t.amt > 0 ? fm(t.amt, 'plain') : '',
        fm(t.bal ?? 0, 'crdr'),
      ]);
      bal = t.bal ?? bal;
    }
    const last = pi === chunks.length - 1;
    rows.push(['', last ? 'Closing balance' : 'Carried forward', '', '', fm(bal, 'crdr')]);
    table(pg, 40, y, cols, rows, {
      font: F,
      headFont: FB,
      size: 8,
      rowH: 14.2,
      head: 'line',
      rowLine: '#dddddd',
      bold: new Set([0, rows.length - 1]),
      boldFont: FB,
    });
    footer(
      pg,
      'National Australia Bank Limited. Please check all entries on this statement and report any errors or unauthorised transactions promptly on 13 22 65.',
      pi + 1,
      chunks.length,
      { font: F },
    );
  });
  return {
    pages,
    documentDate: end,
    subtype: 'transaction',
    fields: {
      bankName: 'NAB',
      ...personFields(p, {}),
      accountType: 'transaction',
      bsb: bsb.replace('-', ''),
      accountNumber: acct.replace(/-/g, ''),
      statementPeriodStart: start,
      statementPeriodEnd: end,
      openingBalance: dollars(opening),
      closingBalance: dollars(tot.closing),
      totalCredits: dollars(tot.credits),
      totalDebits: dollars(tot.debits),
    },
  };
}

// ----- Bank: Bendigo, sidebar layout, quarterly savings --------------------------------------------------
function bankBendigo(r: Rng): Built {
  const p = person('b08');
  const start = '2025-04-01';
  const end = '2025-06-30';
  const acct = r.digits(9);
  const opening = $(14250.0 + r.int(0, 9000));
  const txns: Txn[] = [];
  for (const m of ['2025-04', '2025-05', '2025-06']) {
    txns.push({ date: `${m}-02`, desc: 'Transfer from Everyday 1588', amt: $(600) });
    txns.push({ date: `${m}-16`, desc: 'Transfer from Everyday 1588', amt: $(600) });
    if (r.next() < 0.7)
      txns.push({
        date: `${m}-${String(r.int(5, 25)).padStart(2, '0')}`,
        desc: 'Internet transfer to Everyday',
        amt: -$(r.int(200, 1500)),
      });
    const last = m === '2025-04' ? '30' : m === '2025-05' ? '31' : '30';
    txns.push({ date: `${m}-${last}`, desc: 'Credit interest', amt: $(38 + r.next() * 20) });
  }
  txns.push({ date: '2025-05-21', desc: 'BPAY Launceston City Council rates', amt: -$(612.4) });
  txns.sort((a, b) => (a.date < b.date ? -1 : 1));
  const tot = runBalances(opening, txns);
  const pg = new Page();
  // sidebar
  pg.rect(0, 0, 175, A4[1], { fill: '#f2ece6' });
  pg.rect(0, 0, 175, 86, { fill: '#8a1538' });
  pg.text(24, 28, 'Bendigo Bank', { font: 'sansB', size: 16, color: '#ffffff' });
  pg.text(24, 52, 'Bigger than a bank.', { font: 'sansI', size: 7.5, color: '#f4d7df' });
  let y = 112;
  const side = (l: string, v: string[]) => {
    pg.text(24, y, l, { font: 'sans', size: 7, color: '#6d5d52' });
    y += 11;
    for (const line of v) {
      pg.text(24, y, line, { font: 'sansB', size: 8.5 });
      y += 12;
    }
    y += 8;
  };
  side('Account holder', [`${p.title} ${natural(p)}`]);
  side('Mailing address', [p.street, cityLine(p)]);
  side('BSB', ['633-000']);
  side('Account number', [acct]);
  side('Account type', ['Bendigo Easy Saver']);
  side('Statement period', [`${fd(start, 'd/m/Y')} - ${fd(end, 'd/m/Y')}`]);
  side('Statement number', [String(r.int(10, 60))]);
  side('Enquiries', ['1300 236 344', 'bendigobank.com.au']);
  // main
  pg.text(200, 40, 'Your Easy Saver statement', { font: 'sansB', size: 16, color: '#8a1538' });
  pg.text(200, 62, `Issued ${fd(addDays(end, 3), 'd/m/Y')}`, { font: 'sans', size: 8, color: '#555' });
  pg.para(
    200,
    100,
    350,
    'Thank you for banking with us. Below is a record of activity on your account for the period shown. Interest is calculated daily and paid monthly.',
    { size: 8.5, color: '#333' },
  );
  const rows: string[][] = [[fd(start, 'd/m/Y'), 'Opening balance', '', '', fm(opening, 'plain')]];
  for (const t of txns)
    rows.push([
      fd(t.date, 'd/m/Y'),
      t.desc,
      t.amt < 0 ? fm(-t.amt, 'plain') : '',
      t.amt > 0 ? fm(t.amt, 'plain') : '',
      fm(t.bal ?? 0, 'plain'),
    ]);
  rows.push([fd(end, 'd/m/Y'), 'Closing balance', '', '', fm(tot.closing, 'plain')]);
  y = table(
    pg,
    200,
    145,
    [
      { title: 'Date', w: 56 },
      { title: 'Transaction details', w: 140 },
      { title: 'Withdrawals', w: 52, align: 'right' },
      { title: 'Deposits', w: 50, align: 'right' },
      { title: 'Balance', w: 57, align: 'right' },
    ],
    rows,
    {
      size: 7.5,
      rowH: 15,
      headFill: '#8a1538',
      headColor: '#ffffff',
      zebra: '#f7f3f0',
      bold: new Set([0, rows.length - 1]),
    },
  );
  y += 22;
  pg.text(200, y, 'Summary', { font: 'sansB', size: 10, color: '#8a1538' });
  y += 18;
  const summ: [string, string][] = [
    ['Opening balance', fm(opening)],
    ['Plus total deposits', fm(tot.credits)],
    ['Less total withdrawals', fm(tot.debits)],
    ['Closing balance', fm(tot.closing)],
  ];
  for (const [l, v] of summ) {
    dotted(pg, 200, y, 250, l, v, 9);
    y += 15;
  }
  pg.text(200, 780, 'Bendigo and Adelaide Bank Limited, The Bendigo Centre, Bendigo VIC 3550.', {
    size: 6.5,
    color: '#666',
  });
  pg.text(555, 780, 'Page 1 of 1', { size: 6.5, color: '#666', align: 'right' });
  return {
    pages: [pg],
    documentDate: end,
    subtype: 'savings',
    fields: {
      bankName: 'Bendigo Bank',
      ...personFields(p, {}),
      accountType: 'savings',
      bsb: '633000',
      accountNumber: acct,
      statementPeriodStart: start,
      statementPeriodEnd: end,
      openingBalance: dollars(opening),
      closingBalance: dollars(tot.closing),
      totalCredits: dollars(tot.credits),
      totalDebits: dollars(tot.debits),
    },
  };
}

// ----- Bank: Bankwest, signed amounts, CR/DR running balance, 2 pages (scanned) ------------------------
function bankBankwest(r: Rng): Built {
  const p = person('b02');
  const start = '2025-05-01';
  const end = '2025-05-31';
  const bsb = `30${r.int(2, 9)}-${r.digits(3)}`;
  const acct = r.digits(7);
  const txns = genTxns(r, start, end, {
    income: [{ desc: 'PAY HARBOUR MARINE SERVICES', amt: $(2913.6), every: 14, first: '2025-05-08' }],
    spend: [
      'EFTPOS IGA SCARBOROUGH',
      'VISA DEBIT COLES INNALOO',
      'BPAY SYNERGY',
      'BPAY WATER CORPORATION',
      'VISA DEBIT BUNNINGS OSBORNE PARK',
      'TRANSPERTH SMARTRIDER',
      'VISA DEBIT CALTEX SCARBOROUGH',
      'DIRECT DEBIT HBF HEALTH',
      'VISA DEBIT DAN MURPHYS',
      'ATM BANKWEST SCARBOROUGH',
      'OSKO TO A HARPER',
      'VISA DEBIT SPOTIFY',
      'DIRECT DEBIT TELSTRA',
    ],
    n: 36,
    min: 6,
    max: 460,
  });
  const opening = $(412.35);
  const tot = runBalances(opening, txns);
  const pages: Page[] = [];
  const chunks = chunk(txns, 28, 40);
  let bal = opening;
  const F: FontKey = 'cond';
  const FB: FontKey = 'condB';
  chunks.forEach((ch, pi) => {
    const pg = new Page();
    pages.push(pg);
    pg.rect(0, 0, A4[0], 70, { fill: '#1a1a1a' });
    pg.rect(0, 70, A4[0], 5, { fill: '#ffcc00' });
    pg.text(40, 22, 'bankwest', { font: FB, size: 24, color: '#ffcc00' });
    pg.text(555, 28, pi === 0 ? 'Transaction Account Statement' : 'Statement (continued)', {
      font: F,
      size: 11,
      color: '#fff',
      align: 'right',
    });
    let y: number;
    if (pi === 0) {
      pg.text(40, 100, upper(`${p.title} ${short(p)}`), { font: F, size: 10 });
      pg.text(40, 114, upper(p.streetUnit ?? p.street), { font: F, size: 10 });
      pg.text(40, 128, cityLine(p, true), { font: F, size: 10 });
      const info: [string, string][] = [
        ['Product', 'Bankwest Easy Transaction Account'],
        ['BSB / Account', `${bsb} / ${acct}`],
        ['Statement period', `${fd(start, 'd-M-y')} to ${fd(end, 'd-M-y')}`],
        ['Statement date', fd(addDays(end, 1), 'd-M-y')],
      ];
      info.forEach(([l, v], i) => kvLeft(pg, 300, 100 + i * 14, l, v, { lw: 88, size: 9, lf: F, vf: FB }));
      const boxes: [string, string][] = [
        ['Opening balance', fm(opening, 'symcr')],
        ['Total in', fm(tot.credits, 'sym')],
        ['Total out', fm(tot.debits, 'sym')],
        ['Closing balance', fm(tot.closing, 'symcr')],
      ];
      boxes.forEach(([l, v], i) => {
        const bx = 40 + i * 130;
        pg.rect(bx, 175, 122, 46, { stroke: '#1a1a1a', lw: 0.8 });
        pg.text(bx + 61, 183, l, { font: F, size: 8, align: 'center', color: '#444' });
        pg.text(bx + 61, 199, v, { font: FB, size: 11.5, align: 'center' });
      });
      y = 245;
    } else {
      pg.text(40, 92, `${upper(short(p))}   BSB ${bsb}   Acc ${acct}`, { font: F, size: 9 });
      y = 115;
    }
    const rows: string[][] = [
      ['', pi === 0 ? 'OPENING BALANCE' : 'BALANCE BROUGHT FORWARD', '', fm(bal, 'cr')],
    ];
    for (const t of ch) {
      rows.push([
        fd(t.date, 'd-M-y'),
        t.desc,
        (t.amt > 0 ? '+' : '-') + fm(Math.abs(t.amt), 'plain'),
        fm(t.bal ?? 0, 'cr'),
      ]);
      bal = t.bal ?? bal;
    }
    const last = pi === chunks.length - 1;
    rows.push(['', last ? 'CLOSING BALANCE' : 'BALANCE CARRIED FORWARD', '', fm(bal, 'cr')]);
    table(
      pg,
      40,
      y,
      [
        { title: 'Date', w: 60 },
        { title: 'Transaction description', w: 250 },
        { title: 'Amount', w: 95, align: 'right' },
        { title: 'Balance', w: 110, align: 'right' },
      ],
      rows,
      {
        font: F,
        headFont: FB,
        size: 8.8,
        rowH: 15,
        head: 'box',
        grid: '#777',
        bold: new Set([0, rows.length - 1]),
        boldFont: FB,
      },
    );
    footer(
      pg,
      'Bankwest, a division of Commonwealth Bank of Australia. Check your statement carefully and contact us on 13 17 19 about any entry you do not recognise.',
      pi + 1,
      chunks.length,
      { font: F, size: 7 },
    );
  });
  return {
    pages,
    documentDate: end,
    subtype: 'transaction',
    fields: {
      bankName: 'Bankwest',
      ...personFields(p, { name: 'short', street: p.streetUnit }),
      accountType: 'transaction',
      bsb: bsb.replace('-', ''),
      accountNumber: acct,
      statementPeriodStart: start,
      statementPeriodEnd: end,
      openingBalance: dollars(opening),
      closingBalance: dollars(tot.closing),
      totalCredits: dollars(tot.credits),
      totalDebits: dollars(tot.debits),
    },
  };
}

// ----- Bank: Suncorp offset account, six-monthly, debits in parentheses -----------------------------------
const SUNCORP_LOAN_ACCT = new Rng(SEED + '/suncorp-home-loan').digits(10);
function bankSuncorp(r: Rng): Built {
  const p = person('b01');
  const start = '2025-01-01';
  const end = '2025-06-30';
  const acct = r.digits(9);
  const opening = $(31840.12);
  const txns = genTxns(r, start, end, {
    income: [{ desc: 'Salary MORETON BAY REGIONAL', amt: $(3412.18), every: 14, first: '2025-01-09' }],
    spend: [
      'Transfer to Everyday Options 0412',
      'BPAY Urban Utilities',
      'BPAY Moreton Bay Council rates',
      'Direct debit RACQ Insurance',
      'Transfer to Everyday Options 0412',
    ],
    n: 16,
    min: 180,
    max: 2600,
  });
  const tot = runBalances(opening, txns);
  const pg = new Page();
  const F: FontKey = 'arial';
  const FB: FontKey = 'arialB';
  pg.ellipse(52, 48, 14, 14, { fill: '#f5b335' });
  pg.text(74, 36, 'SUNCORP', { font: FB, size: 20, color: '#00605b' });
  pg.text(555, 34, 'Offset account statement', { font: FB, size: 12, align: 'right', color: '#00605b' });
  pg.text(555, 52, `Statement issued ${fd(addDays(end, 2), 'W d MM Y')}`, {
    font: F,
    size: 8,
    align: 'right',
  });
  pg.text(40, 96, `${p.title} ${natural(p)}`, { font: F, size: 9.5 });
  pg.text(40, 109, `${p.street}, ${cityLine(p, true)}`, { font: F, size: 9.5 });
  // bordered 3x2 grid with captions
  const cells: [string, string][] = [
    ['Account name', natural(p)],
    ['Product', 'Everyday Offset Account'],
    ['Statement period', `${fd(start, 'd MM Y')} – ${fd(end, 'd MM Y')}`],
    ['BSB', '484-799'],
    ['Account number', acct],
    ['Linked home loan', 'Home Package Plus ending ' + SUNCORP_LOAN_ACCT.slice(-4)],
  ];
  cells.forEach(([l, v], i) => {
    const cx = 40 + (i % 3) * 172;
    const cy = 140 + Math.floor(i / 3) * 40;
    pg.rect(cx, cy, 172, 40, { stroke: '#9bb8b5', lw: 0.6 });
    pg.text(cx + 7, cy + 6, l, { font: F, size: 7, color: '#00605b' });
    pg.text(cx + 7, cy + 19, v, { font: FB, size: 9 });
  });
  const rows: string[][] = [];
  for (const t of txns)
    rows.push([
      fd(t.date, 'd M Y'),
      t.desc,
      t.amt < 0 ? fm(t.amt, 'paren') : '',
      t.amt > 0 ? fm(t.amt, 'plain') : '',
      fm(t.bal ?? 0, 'plain'),
    ]);
  let y = table(
    pg,
    40,
    240,
    [
      { title: 'Date', w: 70 },
      { title: 'Details', w: 200 },
      { title: 'Debit ($)', w: 80, align: 'right' },
      { title: 'Credit ($)', w: 80, align: 'right' },
      { title: 'Balance ($)', w: 86, align: 'right' },
    ],
    [[fd(start, 'd M Y'), 'Balance at start of period', '', '', fm(opening, 'plain')], ...rows],
    {
      font: F,
      headFont: FB,
      size: 8,
      rowH: 14.5,
      headFill: '#dcecea',
      rowLine: '#e3e3e3',
      bold: new Set([0]),
      boldFont: FB,
    },
  );
  y += 16;
  const summ: [string, string][] = [
    ['Balance at start of period', fm(opening, 'sym')],
    ['Money in', fm(tot.credits, 'sym')],
    ['Money out', `(${fm(tot.debits, 'sym')})`],
    ['Balance at end of period', fm(tot.closing, 'sym')],
  ];
  summ.forEach(([l, v], i) => {
    pg.text(330, y + i * 15, l, { font: i === 3 ? FB : F, size: 9 });
    pg.text(555, y + i * 15, v, { font: i === 3 ? FB : F, size: 9, align: 'right' });
  });
  pg.hline(330, 555, y + 43, '#00605b', 0.8);
  pg.para(
    40,
    y,
    260,
    'Your offset balance reduces the interest charged on your linked home loan. Interest is not paid on this account.',
    { font: F, size: 7.5, color: '#555' },
  );
  footer(
    pg,
    'Suncorp Bank (Norfina Limited). Questions? Call 13 11 55 or visit suncorp.com.au/banking.',
    1,
    1,
    { font: F },
  );
  return {
    pages: [pg],
    documentDate: addDays(end, 2),
    subtype: 'offset',
    fields: {
      bankName: 'Suncorp Bank',
      ...personFields(p, {}),
      accountType: 'offset',
      bsb: '484799',
      accountNumber: acct,
      statementPeriodStart: start,
      statementPeriodEnd: end,
      openingBalance: dollars(opening),
      closingBalance: dollars(tot.closing),
      totalCredits: dollars(tot.credits),
      totalDebits: dollars(tot.debits),
    },
  };
}

// ----- Bank: St.George, prose summary, no totals, photographed ------------------------------------------
function bankStGeorge(r: Rng): Built {
  const p = person('b07');
  const start = '2025-03-12';
  const end = '2025-04-11';
  const bsb = `11${r.int(2, 9)}-${r.digits(3)}`;
  const acct = r.digits(9);
  const txns = genTxns(r, start, end, {
    income: [{ desc: 'WESTLINK FREIGHT PAYROLL', amt: adpNumbers().net, every: 14, first: '2025-03-20' }],
    spend: [
      'EFTPOS ALDI PENRITH',
      'VISA PURCHASE WESTFIELD PENRITH',
      'BPAY ORIGIN ENERGY',
      'OPAL TOP UP',
      'DD MEDIBANK PRIVATE',
      'VISA PURCHASE TARGET PENRITH',
      'INTERNET TRANSFER RENT',
      'VISA PURCHASE AMPOL KINGSWOOD',
    ],
    n: 14,
    min: 8,
    max: 650,
  });
  const opening = $(2210.05);
  const tot = runBalances(opening, txns);
  const pg = new Page();
  const F: FontKey = 'serif';
  const FB: FontKey = 'serifB';
  pg.rect(0, 0, 14, A4[1], { fill: '#d5002b' });
  pg.text(44, 40, 'St.George', { font: FB, size: 24, color: '#d5002b' });
  pg.text(44, 70, 'Express Freedom Account — Statement of Account', { font: F, size: 11 });
  pg.text(555, 44, `Statement No. ${r.int(30, 99)}`, { font: F, size: 8.5, align: 'right' });
  pg.text(44, 110, familyFirst(p), { font: FB, size: 10 });
  pg.text(44, 124, `${p.street}, ${cityLine(p)}`, { font: F, size: 9.5 });
  kvLeft(pg, 330, 110, 'BSB', bsb, { lw: 80, size: 9, lf: F, vf: FB });
  kvLeft(pg, 330, 124, 'Account No.', acct, { lw: 80, size: 9, lf: F, vf: FB });
  kvLeft(pg, 330, 138, 'Period', `${fd(start, 'MM d, Y')} to`, { lw: 80, size: 9, lf: F, vf: F });
  pg.text(410, 151, fd(end, 'MM d, Y'), { font: F, size: 9 });
  pg.rect(44, 178, 511, 34, { fill: '#fbeaea' });
  pg.text(
    54,
    184,
    `Your opening balance was ${fm(opening)} and your closing balance is ${fm(tot.closing)}.`,
    { font: F, size: 9.5 },
  );
  pg.text(54, 198, 'Need help? Call 13 33 30, 24 hours a day, 7 days a week.', {
    font: F,
    size: 8,
    color: '#555',
  });
  const rows: string[][] = [[fd(start, 'd/m'), 'OPENING BALANCE', '', '', fm(opening, 'sym')]];
  for (const t of txns)
    rows.push([
      fd(t.date, 'd/m'),
      t.desc,
      t.amt < 0 ? fm(-t.amt, 'sym') : '',
      t.amt > 0 ? fm(t.amt, 'sym') : '',
      fm(t.bal ?? 0, 'sym'),
    ]);
  rows.push([fd(end, 'd/m'), 'CLOSING BALANCE', '', '', fm(tot.closing, 'sym')]);
  table(
    pg,
    44,
    232,
    [
      { title: 'Date', w: 44 },
      { title: 'Description', w: 207 },
      { title: 'Withdrawal', w: 80, align: 'right' },
      { title: 'Deposit', w: 80, align: 'right' },
      { title: 'Balance', w: 100, align: 'right' },
    ],
    rows,
    {
      font: F,
      headFont: FB,
      size: 8.5,
      rowH: 17,
      head: 'line',
      rowLine: '#e6caca',
      bold: new Set([0, rows.length - 1]),
      boldFont: FB,
    },
  );
  footer(
    pg,
    'St.George Bank – A Division of Westpac Banking Corporation. Statement generated for the account holder named above.',
    1,
    1,
    { font: F },
  );
  return {
    pages: [pg],
    documentDate: end,
    subtype: 'transaction',
    fields: {
      bankName: 'St.George Bank',
      ...personFields(p, {}),
      accountType: 'transaction',
      bsb: bsb.replace('-', ''),
      accountNumber: acct,
      statementPeriodStart: start,
      statementPeriodEnd: end,
      openingBalance: dollars(opening),
      closingBalance: dollars(tot.closing),
    },
  };
}

// ----- Bank: Police Credit Union, monospaced member statement, 2 pages -----------------------------------
function bankCreditUnion(r: Rng): Built {
  const p = person('b11');
  const start = '2025-04-01';
  const end = '2025-06-30';
  const acct = r.digits(8);
  const member = r.digits(6);
  const txns = genTxns(r, start, end, {
    income: [{ desc: 'SALARY HILLS HEALTH SERVICE', amt: $(2688.9), every: 14, first: '2025-04-03' }],
    spend: [
      'EFTPOS FOODLAND MT BARKER',
      'VISA WOOLWORTHS MT BARKER',
      'BPAY SA POWER NETWORKS',
      'BPAY SA WATER',
      'DD GREAT SOUTHERN BANK LOAN',
      'VISA OTR MT BARKER',
      'VISA BUNNINGS MT BARKER',
      'ATM POLICE CU ADELAIDE',
      'DD RAA INSURANCE',
      'VISA DRAKES MT BARKER',
      'TFR TO SAVINGS S2',
    ],
    n: 34,
    min: 10,
    max: 900,
  });
  const opening = $(3321.8);
  const tot = runBalances(opening, txns);
  const F: FontKey = 'mono';
  const FB: FontKey = 'monoB';
  const pages: Page[] = [];
  const chunks = chunk(txns, 30, 42);
  let bal = opening;
  chunks.forEach((ch, pi) => {
    const pg = new Page();
    pages.push(pg);
    pg.text(40, 36, 'POLICE CREDIT UNION', { font: FB, size: 15 });
    pg.text(40, 55, 'Customer owned banking since 1958', { font: F, size: 7.5, color: '#555' });
    pg.text(555, 36, 'MEMBER STATEMENT', { font: FB, size: 11, align: 'right' });
    pg.text(555, 52, `PAGE ${pi + 1} OF ${chunks.length}`, { font: F, size: 8, align: 'right' });
    pg.hline(40, 555, 70, '#000', 1.2);
    let y: number;
    if (pi === 0) {
      pg.text(40, 86, upper(natural(p)), { font: F, size: 9 });
      pg.text(40, 98, upper(p.street), { font: F, size: 9 });
      pg.text(40, 110, cityLine(p, true), { font: F, size: 9 });
      const kv: [string, string][] = [
        ['MEMBER NO', member],
        ['ACCOUNT', `S1 EVERYDAY ACCESS`],
        ['BSB', '805-022'],
        ['ACCOUNT NO', acct],
        ['PERIOD', `${fd(start, 'd.m.Y')} TO ${fd(end, 'd.m.Y')}`],
      ];
      kv.forEach(([l, v], i) => {
        pg.text(320, 86 + i * 12, l.padEnd(11, ' ') + ': ' + v, { font: F, size: 8.5 });
      });
      y = 160;
    } else y = 86;
    const rows: string[][] = [['', pi === 0 ? 'OPENING BALANCE' : 'BROUGHT FORWARD', '', fm(bal, 'plain')]];
    for (const t of ch) {
      rows.push([fd(t.date, 'd.m.Y'), t.desc, fm(t.amt, 'plain'), fm(t.bal ?? 0, 'plain')]);
      bal = t.bal ?? bal;
    }
    const last = pi === chunks.length - 1;
    rows.push(['', last ? 'CLOSING BALANCE' : 'CARRIED FORWARD', '', fm(bal, 'plain')]);
    y = table(
      pg,
      40,
      y,
      [
        { title: 'DATE', w: 78 },
        { title: 'DESCRIPTION', w: 257 },
        { title: 'AMOUNT', w: 85, align: 'right' },
        { title: 'BALANCE', w: 95, align: 'right' },
      ],
      rows,
      {
        font: F,
        headFont: FB,
        size: 8,
        rowH: 13.5,
        head: 'line',
        bold: new Set([0, rows.length - 1]),
        boldFont: FB,
      },
    );
    pg.hline(40, 555, y + 2, '#000', 0.8);
    if (last) {
      y += 16;
      const s: [string, string][] = [
        ['TOTAL DEPOSITS', fm(tot.credits, 'plain')],
        ['TOTAL WITHDRAWALS', fm(tot.debits, 'plain')],
      ];
      s.forEach(([l, v], i) =>
        pg.text(300, y + i * 13, l.padEnd(20, ' ') + v.padStart(14, ' '), { font: FB, size: 8.5 }),
      );
      pg.para(
        40,
        y + 40,
        515,
        'Police Credit Union Limited. Please examine this statement and report any discrepancy within 14 days. Deposits are protected under the Financial Claims Scheme up to the applicable limit.',
        { font: F, size: 7, color: '#444' },
      );
    }
  });
  return {
    pages,
    documentDate: end,
    subtype: 'transaction',
    fields: {
      bankName: 'Police Credit Union',
      ...personFields(p, {}),
      accountType: 'transaction',
      bsb: '805022',
      accountNumber: acct,
      statementPeriodStart: start,
      statementPeriodEnd: end,
      openingBalance: dollars(opening),
      closingBalance: dollars(tot.closing),
      totalCredits: dollars(tot.credits),
      totalDebits: dollars(tot.debits),
    },
  };
}

// ----- Super --------------------------------------------------------------------------------------------
type SuperNums = {
  opening: Cents;
  emp: Cents;
  member: Cents;
  tax: Cents;
  premiums: Cents;
  fees: Cents;
  returns: Cents;
  closing: Cents;
};
function superNums(
  r: Rng,
  opening: Cents,
  emp: Cents,
  member: Cents,
  premiums: Cents,
  fees: Cents,
  rate: number,
): SuperNums {
  const tax = Math.round(emp * 0.15);
  const returns = Math.round((opening + (emp - tax + member) / 2) * rate) + r.int(-5000, 5000);
  const closing = opening + emp + member - tax - premiums - fees + returns;
  return { opening, emp, member, tax, premiums, fees, returns, closing };
}

// UniSuper: two pages, big balance box, reconciliation, insurance on page 2
function superUniSuper(r: Rng): Built {
  const p = person('b06');
  const member = r.digits(8);
  const prem = { death: $(512.4), tpd: $(388.2), ip: $(1042.1) };
  const n = superNums(
    r,
    $(356_410.27),
    $(23_460.0),
    $(2_000.0),
    prem.death + prem.tpd + prem.ip,
    $(1_186.35),
    0.081,
  );
  const navy = '#0b2d5b';
  const pages: Page[] = [];
  const pg = new Page();
  pages.push(pg);
  pg.text(40, 34, 'UniSuper', { font: 'serifB', size: 26, color: navy });
  pg.text(555, 38, 'Annual statement', { font: 'serif', size: 13, color: navy, align: 'right' });
  pg.text(555, 56, 'Year ended 30 June 2025', { font: 'serif', size: 9, align: 'right', color: '#444' });
  pg.hline(40, 555, 80, navy, 1.5);
  pg.text(40, 100, `${p.title} ${natural(p)}`, { font: 'serif', size: 10 });
  pg.text(40, 114, p.street, { font: 'serif', size: 10 });
  pg.text(40, 128, cityLine(p), { font: 'serif', size: 10 });
  const det: [string, string][] = [
    ['Member number', member.slice(0, 4) + ' ' + member.slice(4)],
    ['Date of birth', fd(p.dob, 'd MM Y')],
    ['Account type', 'Accumulation 1'],
    ['Investment option', 'Balanced'],
    ['Statement period', `${fd('2024-07-01', 'd MM Y')} to ${fd('2025-06-30', 'd MM Y')}`],
  ];
  det.forEach(([l, v], i) =>
    kvLeft(pg, 300, 100 + i * 14, l, v, { lw: 95, size: 8.8, lf: 'serif', vf: 'serifB' }),
  );
  pg.rect(40, 190, 515, 70, { fill: '#e9eef6' });
  pg.text(60, 204, 'Your account balance at 30 June 2025', { font: 'serif', size: 11, color: navy });
  pg.text(60, 224, fm(n.closing), { font: 'serifB', size: 24, color: navy });
  pg.text(300, 208, 'This is the amount in your account after all', {
    font: 'serif',
    size: 8.5,
    color: '#444',
  });
  pg.text(300, 220, 'contributions, earnings, fees, taxes and insurance.', {
    font: 'serif',
    size: 8.5,
    color: '#444',
  });
  pg.text(40, 285, 'How your account changed this year', { font: 'serifB', size: 12, color: navy });
  const rows: string[][] = [
    ['Opening balance at 1 July 2024', '', fm(n.opening)],
    ['Money in', '', ''],
    ['   Employer contributions', fm(n.emp), ''],
    ['   Your after-tax contributions', fm(n.member), ''],
    ['   Total contributions', '', fm(n.emp + n.member)],
    ['   Investment earnings', '', fm(n.returns)],
    ['Money out', '', ''],
    ['   Contributions tax', fm(n.tax), ''],
    ['   Insurance premiums', fm(n.premiums), ''],
    ['   Fees', fm(n.fees), ''],
    ['   Total deducted', '', `(${fm(n.tax + n.premiums + n.fees)})`],
    ['Closing balance at 30 June 2025', '', fm(n.closing)],
  ];
  table(
    pg,
    40,
    305,
    [
      { title: '', w: 295 },
      { title: '', w: 110, align: 'right' },
      { title: '', w: 110, align: 'right' },
    ],
    rows,
    {
      font: 'serif',
      size: 9.5,
      rowH: 19,
      head: 'none',
      rowLine: '#c9d3e3',
      bold: new Set([0, 1, 6, 11]),
      boldFont: 'serifB',
    },
  );
  pg.para(
    40,
    560,
    515,
    'Past performance is not a reliable indicator of future performance. Contributions tax is deducted from concessional contributions at 15%. Further details of fees and costs are set out on page 2.',
    { font: 'serif', size: 8, color: '#555' },
  );
  footer(pg, 'UniSuper Limited as trustee for UniSuper. Helpline 1800 331 685.', 1, 2, { font: 'serif' });
  const pg2 = new Page();
  pages.push(pg2);
  pg2.text(40, 40, 'Your insurance cover', { font: 'serifB', size: 14, color: navy });
  pg2.text(40, 60, `Member ${member.slice(0, 4)} ${member.slice(4)} — ${natural(p)}`, {
    font: 'serif',
    size: 9,
    color: '#444',
  });
  table(
    pg2,
    40,
    85,
    [
      { title: 'Type of cover', w: 150 },
      { title: 'Amount of cover', w: 150 },
      { title: 'Details', w: 120 },
      { title: 'Annual cost', w: 95, align: 'right' },
    ],
    [
      ['Death', fm($(600_000), 'whole'), 'Fixed cover', fm(prem.death)],
      ['Total & permanent disablement', fm($(600_000), 'whole'), 'Fixed cover', fm(prem.tpd)],
      ['Income protection', `${fm($(7_800), 'whole')} a month`, '30-day waiting period', fm(prem.ip)],
      ['', '', 'Benefit to age 65', ''],
    ],
    { font: 'serif', headFont: 'serifB', size: 9, rowH: 20, headFill: '#e9eef6', rowLine: '#c9d3e3' },
  );
  pg2.text(40, 210, 'Contact details we hold', { font: 'serifB', size: 12, color: navy });
  kvLeft(pg2, 40, 232, 'Email', p.email, { lw: 90, lf: 'serif', vf: 'serif' });
  kvLeft(pg2, 40, 247, 'Mobile', fmtPhone(p.phone), { lw: 90, lf: 'serif', vf: 'serif' });
  pg2.text(40, 285, 'Fees and costs summary', { font: 'serifB', size: 12, color: navy });
  pg2.para(
    40,
    305,
    515,
    `Fees deducted directly from your account this year totalled ${fm(n.fees)}. Indirect costs are deducted from investment returns before they are applied to your account and are not included in that figure.`,
    { font: 'serif', size: 9 },
  );
  footer(pg2, 'UniSuper Limited as trustee for UniSuper. Helpline 1800 331 685.', 2, 2, { font: 'serif' });
  return {
    pages,
    documentDate: '2025-06-30',
    subtype: 'annual',
    fields: {
      fundName: 'UniSuper',
      ...personFields(p, { dob: true, email: true, phone: true }),
      memberNumber: member,
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
      investmentOption: 'Balanced',
      balance: dollars(n.closing),
      employerContributions: dollars(n.emp),
      contributionsTotal: dollars(n.emp + n.member),
      fees: dollars(n.fees),
      insuranceLife: 600000,
      insuranceLifePremium: dollars(prem.death),
      insuranceTPD: 600000,
      insuranceTPDPremium: dollars(prem.tpd),
      insuranceIP: 7800,
      insuranceIPPremium: dollars(prem.ip),
      insuranceIPWaitingPeriod: 30,
      insuranceIPBenefitPeriod: 'to age 65',
    },
  };
}

// Cbus: landscape, three columns
function superCbus(r: Rng): Built {
  const p = person('b04');
  const member = r.digits(9);
  const prem = { death: $(301.6), tpd: $(455.0), ip: $(734.24) };
  const n = superNums(r, $(98_214.6), $(11_832.5), 0, prem.death + prem.tpd + prem.ip, $(412.7), 0.094);
  const pg = new Page(A4[1], A4[0]);
  const gold = '#f2b800';
  pg.rect(0, 0, pg.w, 64, { fill: '#1d1d1b' });
  pg.text(36, 18, 'Cbus', { font: 'sansB', size: 24, color: gold });
  pg.text(118, 28, 'Super', { font: 'sans', size: 13, color: '#ffffff' });
  pg.text(pg.w - 36, 20, 'Member Statement', { font: 'sansB', size: 14, color: '#fff', align: 'right' });
  pg.text(pg.w - 36, 40, `${fd('2024-07-01', 'd.m.Y')} – ${fd('2025-06-30', 'd.m.Y')}`, {
    font: 'sans',
    size: 9,
    color: gold,
    align: 'right',
  });
  // column 1
  let y = 88;
  pg.text(36, y, 'About you', { font: 'sansB', size: 11 });
  y += 20;
  const about: [string, string][] = [
    ['Name', `${p.title} ${natural(p)}`],
    ['Address', p.streetUnit ?? p.street],
    ['', cityLine(p)],
    ['Member no.', member],
    ['Date of birth', fd(p.dob, 'd.m.Y')],
    ['Email', p.email],
    ['Mobile', fmtPhone(p.phone, 'intl')],
    ['Investment option', 'Growth (MySuper)'],
  ];
  for (const [l, v] of about) {
    kvLeft(pg, 36, y, l, v, { lw: 92, size: 8.5 });
    y += 15;
  }
  pg.rect(36, y + 15, 230, 150, { fill: '#fff7dc' });
  pg.para(
    46,
    y + 25,
    210,
    'Check your details. If anything has changed, update them online in My Cbus or call us on 1300 361 784 between 8am and 8pm AEST.',
    { size: 8, color: '#444' },
  );
  // column 2
  pg.rect(300, 88, 250, 70, { fill: gold });
  pg.text(315, 98, 'Your balance on 30.06.2025', { font: 'sans', size: 9 });
  pg.text(315, 118, fm(n.closing), { font: 'sansB', size: 22 });
  pg.text(300, 180, 'What happened in your account', { font: 'sansB', size: 11 });
  const rows: string[][] = [
    ['Balance on 01.07.2024', fm(n.opening, 'plain')],
    ['Employer contributions', fm(n.emp, 'plain')],
    ['Total contributions', fm(n.emp + n.member, 'plain')],
    ['Investment returns', fm(n.returns, 'plain')],
    ['Tax on contributions', fm(-n.tax, 'paren')],
    ['Insurance costs', fm(-n.premiums, 'paren')],
    ['Fees', fm(-n.fees, 'paren')],
    ['Balance on 30.06.2025', fm(n.closing, 'plain')],
  ];
  table(
    pg,
    300,
    198,
    [
      { title: 'Transaction', w: 170 },
      { title: '$', w: 80, align: 'right' },
    ],
    rows,
    {
      size: 8.8,
      rowH: 19,
      head: 'line',
      rowLine: '#dddddd',
      bold: new Set([0, 7]),
    },
  );
  // column 3
  pg.text(585, 88, 'Your insurance', { font: 'sansB', size: 11 });
  let iy = 108;
  const ins: [string, string, string][] = [
    ['Death cover', fm($(228_000), 'whole'), `Cost this year ${fm(prem.death)}`],
    ['TPD cover', fm($(228_000), 'whole'), `Cost this year ${fm(prem.tpd)}`],
    ['Income protection', `${fm($(5_120), 'whole')} per month`, `Cost this year ${fm(prem.ip)}`],
  ];
  for (const [l, v, c] of ins) {
    pg.rect(585, iy, 220, 52, { stroke: '#c9c9c9', lw: 0.6 });
    pg.text(595, iy + 7, l, { font: 'sans', size: 8, color: '#666' });
    pg.text(595, iy + 19, v, { font: 'sansB', size: 12 });
    pg.text(595, iy + 37, c, { font: 'sans', size: 8 });
    iy += 60;
  }
  pg.text(585, iy + 4, 'Income protection waiting period: 60 days', { size: 8 });
  pg.text(585, iy + 17, 'Income protection benefit period: 2 years', { size: 8 });
  pg.hline(36, pg.w - 36, pg.h - 40, '#999', 0.4);
  pg.text(
    36,
    pg.h - 32,
    'United Super Pty Ltd, trustee of the Construction and Building Unions Superannuation Fund (Cbus).',
    { size: 6.5, color: '#555' },
  );
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'annual',
    fields: {
      fundName: 'Cbus',
      ...personFields(p, { street: p.streetUnit, dob: true, email: true, phone: true }),
      memberNumber: member,
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
      investmentOption: 'Growth (MySuper)',
      balance: dollars(n.closing),
      employerContributions: dollars(n.emp),
      contributionsTotal: dollars(n.emp + n.member),
      fees: dollars(n.fees),
      insuranceLife: 228000,
      insuranceLifePremium: dollars(prem.death),
      insuranceTPD: 228000,
      insuranceTPDPremium: dollars(prem.tpd),
      insuranceIP: 5120,
      insuranceIPPremium: dollars(prem.ip),
      insuranceIPWaitingPeriod: 60,
      insuranceIPBenefitPeriod: '2 years',
    },
  };
}

// Rest: label-above grid of boxes (scanned)
function superRest(r: Rng): Built {
  const p = person('b12');
  const member = r.digits(10);
  const prem = { death: $(96.72), tpd: $(148.2), ip: $(402.96) };
  const n = superNums(
    r,
    $(41_377.05),
    $(8_937.6),
    $(1_500),
    prem.death + prem.tpd + prem.ip,
    $(298.4),
    0.087,
  );
  const pg = new Page();
  const F: FontKey = 'arial';
  const FB: FontKey = 'arialB';
  pg.text(40, 36, 'Rest', { font: FB, size: 30, color: '#4b2f7f' });
  pg.text(118, 50, 'Retail Employees Superannuation Trust', { font: F, size: 8, color: '#555' });
  pg.text(555, 40, 'Member statement 2024/25', { font: FB, size: 12, align: 'right' });
  pg.text(40, 95, upper(short(p)), { font: F, size: 10 });
  pg.text(40, 109, upper(p.street), { font: F, size: 10 });
  pg.text(40, 123, cityLine(p, true), { font: F, size: 10 });
  const grid: [string, string][] = [
    ['Member number', member],
    ['Statement period', `${fd('2024-07-01', 'd/m/Y')} – ${fd('2025-06-30', 'd/m/Y')}`],
    ['Investment option', 'Core Strategy'],
    ['Opening balance', fm(n.opening)],
    ['Contributions received', fm(n.emp + n.member)],
    ['Closing balance', fm(n.closing)],
  ];
  grid.forEach(([l, v], i) => {
    const x = 40 + (i % 3) * 172;
    const y = 160 + Math.floor(i / 3) * 52;
    pg.rect(x, y, 166, 46, { stroke: '#4b2f7f', lw: 0.8, r: 4 });
    kvAbove(pg, x + 10, y + 9, l, v, { ls: 7.5, vs: 11, lf: F, vf: FB, lc: '#4b2f7f' });
  });
  pg.text(40, 290, 'Transaction summary', { font: FB, size: 11 });
  const rows: string[][] = [
    ['Employer contributions (SG)', fm(n.emp)],
    ['Personal contributions', fm(n.member)],
    ['Net investment return', fm(n.returns)],
    ['Contribution tax', fm(-n.tax, 'paren')],
    ['Insurance premiums', fm(-n.premiums, 'paren')],
    ['Administration fees', fm(-n.fees, 'paren')],
  ];
  table(
    pg,
    40,
    308,
    [
      { title: 'Description', w: 330 },
      { title: 'Amount', w: 185, align: 'right' },
    ],
    rows,
    {
      font: F,
      headFont: FB,
      size: 9,
      rowH: 18,
      head: 'box',
      grid: '#999999',
    },
  );
  pg.text(40, 455, 'Your insurance', { font: FB, size: 11 });
  table(
    pg,
    40,
    473,
    [
      { title: 'Cover', w: 150 },
      { title: 'Sum insured / benefit', w: 140, align: 'right' },
      { title: 'Annual premium', w: 110, align: 'right' },
      { title: 'Notes', w: 115 },
    ],
    [
      ['Death', fm($(182_000), 'whole'), fm(prem.death), ''],
      ['Total and permanent disablement', fm($(182_000), 'whole'), fm(prem.tpd), ''],
      ['Income protection', `${fm($(3_300), 'whole')}/month`, fm(prem.ip), 'Waiting period 60 days'],
      ['', '', '', 'Benefit period 2 years'],
    ],
    { font: F, headFont: FB, size: 8.6, rowH: 18, head: 'box', grid: '#999999' },
  );
  pg.para(
    40,
    580,
    515,
    'Insurance premiums shown are the total deducted for the 12 months to 30 June 2025. Administration fees are the only fees deducted directly from your account; investment costs are reflected in the net investment return.',
    { font: F, size: 8, color: '#444' },
  );
  footer(pg, 'Rest Super. Call 1300 300 778 or visit rest.com.au.', 1, 1, { font: F });
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'annual',
    fields: {
      fundName: 'Rest',
      ...personFields(p, { name: 'short' }),
      memberNumber: member,
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
      investmentOption: 'Core Strategy',
      balance: dollars(n.closing),
      employerContributions: dollars(n.emp),
      contributionsTotal: dollars(n.emp + n.member),
      fees: dollars(n.fees),
      insuranceLife: 182000,
      insuranceLifePremium: dollars(prem.death),
      insuranceTPD: 182000,
      insuranceTPDPremium: dollars(prem.tpd),
      insuranceIP: 3300,
      insuranceIPPremium: dollars(prem.ip),
      insuranceIPWaitingPeriod: 60,
      insuranceIPBenefitPeriod: '2 years',
    },
  };
}

// HESTA: "at a glance" tiles
function superHesta(r: Rng): Built {
  const p = person('b09');
  const member = r.digits(9);
  const prem = { death: $(640.5), tpd: $(702.35), ip: $(1_188.0) };
  const n = superNums(r, $(268_002.14), $(12_744.0), 0, prem.death + prem.tpd + prem.ip, $(904.12), 0.092);
  const purple = '#5a2a82';
  const pg = new Page();
  pg.rect(0, 0, A4[0], 120, { fill: purple });
  pg.text(40, 30, 'HESTA', { font: 'sansB', size: 28, color: '#ffffff' });
  pg.text(40, 66, 'Super for health and community services', { font: 'sans', size: 9, color: '#e4d6ef' });
  pg.text(555, 34, 'Your statement', { font: 'sansB', size: 14, color: '#fff', align: 'right' });
  pg.text(555, 54, `${fd('2024-07-01', 'd M Y')} to ${fd('2025-06-30', 'd M Y')}`, {
    font: 'sans',
    size: 9,
    color: '#fff',
    align: 'right',
  });
  pg.text(40, 140, short(p), { font: 'sansB', size: 10 });
  pg.text(40, 154, `${p.street}, ${cityLine(p)}`, { font: 'sans', size: 9.5 });
  pg.text(40, 168, p.email, { font: 'sans', size: 9, color: '#444' });
  kvAbove(pg, 400, 138, 'MEMBER NUMBER', member, { lc: purple });
  kvAbove(pg, 400, 166, 'INVESTMENT OPTION', 'Balanced Growth', { lc: purple });
  pg.text(40, 210, 'Statement at a glance', { font: 'sansB', size: 13, color: purple });
  const tiles: [string, string][] = [
    ['Balance at 30 Jun 2025', fm(n.closing)],
    ['Contributions', fm(n.emp + n.member)],
    ['Fees deducted', fm(n.fees)],
  ];
  tiles.forEach(([l, v], i) => {
    const x = 40 + i * 175;
    pg.rect(x, 232, 165, 70, { fill: '#f1eaf7', r: 8 });
    pg.text(x + 12, 244, l, { font: 'sans', size: 8.5, color: purple });
    pg.text(x + 12, 264, v, { font: 'sansB', size: 16 });
  });
  pg.text(40, 330, 'Your account activity', { font: 'sansB', size: 11, color: purple });
  const rows: string[][] = [
    ['Opening balance 1 Jul 2024', fm(n.opening)],
    ['Employer contributions', fm(n.emp)],
    ['Investment returns', fm(n.returns)],
    ['Contributions tax', '-' + fm(n.tax)],
    ['Insurance premiums', '-' + fm(n.premiums)],
    ['Fees deducted', '-' + fm(n.fees)],
    ['Closing balance 30 Jun 2025', fm(n.closing)],
  ];
  table(
    pg,
    40,
    348,
    [
      { title: '', w: 330 },
      { title: '', w: 185, align: 'right' },
    ],
    rows,
    {
      size: 9,
      rowH: 18,
      head: 'none',
      zebra: '#f7f3fa',
      bold: new Set([0, 6]),
    },
  );
  pg.text(40, 490, 'Your insurance', { font: 'sansB', size: 11, color: purple });
  const ins: [string, string, string][] = [
    ['Death', fm($(350_000), 'whole'), fm(prem.death)],
    ['Total & permanent disablement (TPD)', fm($(350_000), 'whole'), fm(prem.tpd)],
    ['Income protection (monthly benefit)', fm($(4_100), 'whole'), fm(prem.ip)],
  ];
  table(
    pg,
    40,
    508,
    [
      { title: 'Cover', w: 255 },
      { title: 'Cover amount', w: 130, align: 'right' },
      { title: 'Premiums this year', w: 130, align: 'right' },
    ],
    ins,
    { size: 9, rowH: 18, headFill: '#e7dcf0' },
  );
  pg.text(40, 584, 'Income protection: 90 day waiting period, benefit payable to age 65.', { size: 8.5 });
  footer(pg, 'H.E.S.T. Australia Ltd, trustee of HESTA. Contact us on 1800 813 327.', 1, 1);
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'annual',
    fields: {
      fundName: 'HESTA',
      ...personFields(p, { name: 'short', email: true }),
      memberNumber: member,
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
      investmentOption: 'Balanced Growth',
      balance: dollars(n.closing),
      employerContributions: dollars(n.emp),
      contributionsTotal: dollars(n.emp + n.member),
      fees: dollars(n.fees),
      insuranceLife: 350000,
      insuranceLifePremium: dollars(prem.death),
      insuranceTPD: 350000,
      insuranceTPDPremium: dollars(prem.tpd),
      insuranceIP: 4100,
      insuranceIPPremium: dollars(prem.ip),
      insuranceIPWaitingPeriod: 90,
      insuranceIPBenefitPeriod: 'to age 65',
    },
  };
}

// MLC MasterKey (retail): gridded tables, fee breakdown, death cover only
function superMlc(r: Rng): Built {
  const p = person('b08');
  const acct = r.digits(9);
  const prem = $(612.84);
  const admin = $(642.1);
  const inv = $(1_018.55);
  const n = superNums(r, $(187_930.4), $(10_112.25), $(5_000), prem, admin + inv, 0.078);
  const pg = new Page();
  const F: FontKey = 'arial';
  const FB: FontKey = 'arialB';
  pg.rect(40, 36, 60, 30, { fill: '#000000' });
  pg.text(70, 43, 'MLC', { font: FB, size: 14, color: '#fff', align: 'center' });
  pg.text(112, 38, 'MLC MasterKey Super Fundamentals', { font: FB, size: 13 });
  pg.text(112, 56, 'Annual Statement', { font: F, size: 10, color: '#555' });
  pg.text(40, 100, familyFirst(p), { font: FB, size: 10 });
  pg.text(40, 114, p.street, { font: F, size: 9.5 });
  pg.text(40, 127, cityLine(p), { font: F, size: 9.5 });
  table(
    pg,
    320,
    96,
    [
      { title: '', w: 105 },
      { title: '', w: 130 },
    ],
    [
      ['Account number', acct],
      ['Statement period', `${fd('2024-07-01', 'd/m/Y')} to ${fd('2025-06-30', 'd/m/Y')}`],
      ['Date of birth', fd(p.dob, 'd/m/Y')],
      ['Phone', fmtPhone(p.phone)],
    ],
    { font: F, size: 8, rowH: 15, head: 'none', grid: '#888888' },
  );
  pg.text(40, 180, 'Account summary', { font: FB, size: 11 });
  table(
    pg,
    40,
    198,
    [
      { title: 'Item', w: 355 },
      { title: 'Amount ($)', w: 160, align: 'right' },
    ],
    [
      ['Opening balance', fm(n.opening, 'plain')],
      ['Employer contributions', fm(n.emp, 'plain')],
      ['Personal contributions', fm(n.member, 'plain')],
      ['Investment earnings', fm(n.returns, 'plain')],
      ['Tax on contributions', fm(-n.tax, 'plain')],
      ['Insurance premiums', fm(-n.premiums, 'plain')],
      ['Administration fees', fm(-admin, 'plain')],
      ['Investment fees', fm(-inv, 'plain')],
      ['Closing balance', fm(n.closing, 'plain')],
    ],
    {
      font: F,
      headFont: FB,
      size: 9,
      rowH: 17,
      head: 'fill',
      grid: '#888888',
      bold: new Set([8]),
      boldFont: FB,
    },
  );
  pg.text(40, 385, 'Fees and costs', { font: FB, size: 11 });
  table(
    pg,
    40,
    403,
    [
      { title: 'Fee', w: 355 },
      { title: 'Amount ($)', w: 160, align: 'right' },
    ],
    [
      ['Administration fees', fm(admin, 'plain')],
      ['Investment fees', fm(inv, 'plain')],
      ['Total fees you paid', fm(admin + inv, 'plain')],
    ],
    {
      font: F,
      headFont: FB,
      size: 9,
      rowH: 17,
      head: 'fill',
      grid: '#888888',
      bold: new Set([2]),
      boldFont: FB,
    },
  );
  pg.text(40, 490, 'Your investments', { font: FB, size: 11 });
  table(
    pg,
    40,
    508,
    [
      { title: 'Investment option', w: 255 },
      { title: 'Allocation', w: 100, align: 'right' },
      { title: 'Value ($)', w: 160, align: 'right' },
    ],
    [['MLC Horizon 4 Balanced Portfolio', '100%', fm(n.closing, 'plain')]],
    { font: F, headFont: FB, size: 9, rowH: 17, head: 'fill', grid: '#888888' },
  );
  pg.text(40, 565, 'Insurance', { font: FB, size: 11 });
  pg.text(40, 583, `Death cover: ${fm($(350_000), 'whole')}. Premiums deducted this year: ${fm(prem)}.`, {
    font: F,
    size: 9,
  });
  pg.text(
    40,
    597,
    'You do not hold total and permanent disablement or income protection cover in this account.',
    { font: F, size: 9 },
  );
  footer(
    pg,
    'NULIS Nominees (Australia) Limited, trustee of the MLC Super Fund. MLC MasterKey Super Fundamentals is part of the MLC Super Fund.',
    1,
    1,
    { font: F },
  );
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'annual',
    fields: {
      fundName: 'MLC MasterKey Super Fundamentals',
      ...personFields(p, { dob: true, phone: true }),
      memberNumber: acct,
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
      investmentOption: 'MLC Horizon 4 Balanced Portfolio',
      balance: dollars(n.closing),
      employerContributions: dollars(n.emp),
      fees: dollars(admin + inv),
      insuranceLife: 350000,
      insuranceLifePremium: dollars(prem),
    },
  };
}

// ----- Payslips -----------------------------------------------------------------------------------------
/** Simplified PAYG withholding (2024-25 resident rates incl. Medicare levy), whole dollars. */
function paygWithholding(gross: Cents, periodsPerYear: number): Cents {
  const annual = (gross / 100) * periodsPerYear;
  let tax = 0;
  const bands: [number, number, number][] = [
    [18_200, 45_000, 0.16],
    [45_000, 135_000, 0.3],
    [135_000, 190_000, 0.37],
    [190_000, Infinity, 0.45],
  ];
  for (const [lo, hi, rate] of bands) if (annual > lo) tax += (Math.min(annual, hi) - lo) * rate;
  tax += annual * 0.02;
  return $(Math.round(tax / periodsPerYear));
}
type AdpSlip = { gross: Cents; tax: Cents; union: Cents; net: Cents; sg: Cents };
function adpNumbers(): AdpSlip {
  const gross = $(78_500 / 26);
  const tax = paygWithholding(gross, 26);
  const union = $(28.85);
  return { gross, tax, union, net: gross - tax - union, sg: Math.round(gross * 0.115) };
}

// ADP-style earnings statement, fortnightly salaried
function payslipAdp(r: Rng): Built {
  const p = person('b07');
  const abn = makeAbn(r);
  const n = adpNumbers();
  const start = '2025-03-03';
  const end = '2025-03-16';
  const payDate = '2025-03-20';
  const pays = 18;
  const ytd = { gross: n.gross * pays, tax: n.tax * pays, union: n.union * pays, sg: n.sg * pays };
  const pg = new Page();
  const F: FontKey = 'arial';
  const FB: FontKey = 'arialB';
  pg.rect(40, 36, 46, 24, { fill: '#d0271d' });
  pg.text(63, 41, 'ADP', { font: FB, size: 12, color: '#fff', align: 'center' });
  pg.text(555, 36, 'EARNINGS STATEMENT', { font: FB, size: 14, align: 'right' });
  pg.text(555, 54, 'Payroll provided by ADP', { font: F, size: 7, align: 'right', color: '#777' });
  pg.text(40, 84, 'Westlink Freight Services Pty Ltd', { font: FB, size: 11 });
  pg.text(40, 99, `ABN ${fmtAbn(abn)}`, { font: F, size: 8.5 });
  pg.text(40, 111, '18 Lee Holm Road, St Marys NSW 2760', { font: F, size: 8.5 });
  // period box
  pg.rect(360, 80, 195, 50, { stroke: '#333', lw: 0.7 });
  const per: [string, string][] = [
    ['Period Start', fd(start, 'd/m/Y')],
    ['Period End', fd(end, 'd/m/Y')],
    ['Pay Date', fd(payDate, 'd/m/Y')],
  ];
  per.forEach(([l, v], i) => kvLeft(pg, 368, 86 + i * 13, l, v, { lw: 80, size: 8.5, lf: F, vf: FB }));
  pg.hline(40, 555, 145, '#999', 0.5);
  const emp: [string, string][] = [
    ['Employee', familyFirst(p)],
    ['Employee No', '00' + r.digits(4)],
    ['Position', 'Logistics Coordinator'],
    ['Department', 'Operations – Erskine Park'],
  ];
  emp.forEach(([l, v], i) =>
    kvLeft(pg, 40, 155 + i * 13, l + ':', v, { lw: 75, size: 8.5, lf: F, vf: i === 0 ? FB : F }),
  );
  const emp2: [string, string][] = [
    ['Annual Salary', fm($(78_500), 'plain')],
    ['Pay Frequency', 'Fortnightly'],
    ['Tax Scale', 'Tax-free threshold claimed'],
    ['Payment Method', 'EFT'],
  ];
  emp2.forEach(([l, v], i) => kvLeft(pg, 330, 155 + i * 13, l + ':', v, { lw: 80, size: 8.5, lf: F, vf: F }));
  pg.hline(40, 555, 215, '#999', 0.5);
  const cols: Col[] = [
    { title: 'Earnings', w: 190 },
    { title: 'Units', w: 60, align: 'right' },
    { title: 'Rate', w: 75, align: 'right' },
    { title: 'Current', w: 95, align: 'right' },
    { title: 'Year to Date', w: 95, align: 'right' },
  ];
  let y = table(
    pg,
    40,
    228,
    cols,
    [
      ['Base Salary', '76.00', (n.gross / 100 / 76).toFixed(4), fm(n.gross, 'plain'), fm(ytd.gross, 'plain')],
      ['Total Gross', '', '', fm(n.gross, 'plain'), fm(ytd.gross, 'plain')],
    ],
    { font: F, headFont: FB, size: 8.5, rowH: 16, headFill: '#eeeeee', bold: new Set([1]), boldFont: FB },
  );
  y = table(
    pg,
    40,
    y + 14,
    [
      { ...cols[0], title: 'Deductions' } as Col,
      { title: '', w: 60 },
      { title: '', w: 75 },
      { title: 'Current', w: 95, align: 'right' },
      { title: 'Year to Date', w: 95, align: 'right' },
    ],
    [
      ['PAYG Withholding Tax', '', '', fm(n.tax, 'plain'), fm(ytd.tax, 'plain')],
      ['TWU Union Fees', '', '', fm(n.union, 'plain'), fm(ytd.union, 'plain')],
      ['Total Deductions', '', '', fm(n.tax + n.union, 'plain'), fm(ytd.tax + ytd.union, 'plain')],
    ],
    { font: F, headFont: FB, size: 8.5, rowH: 16, headFill: '#eeeeee', bold: new Set([2]), boldFont: FB },
  );
  y = table(
    pg,
    40,
    y + 14,
    [
      { title: 'Employer Contributions', w: 325 },
      { title: 'Current', w: 95, align: 'right' },
      { title: 'Year to Date', w: 95, align: 'right' },
    ],
    [['Superannuation Guarantee (11.5%) – AustralianSuper', fm(n.sg, 'plain'), fm(ytd.sg, 'plain')]],
    { font: F, headFont: FB, size: 8.5, rowH: 16, headFill: '#eeeeee' },
  );
  pg.rect(330, y + 20, 225, 40, { fill: '#222222' });
  pg.text(342, y + 34, 'NET PAY', { font: FB, size: 11, color: '#fff' });
  pg.text(545, y + 32, fm(n.net), { font: FB, size: 15, color: '#fff', align: 'right' });
  pg.text(40, y + 26, 'Net pay deposited by EFT to your nominated account.', { font: F, size: 8 });
  pg.text(40, y + 40, 'Leave balances (hours): Annual 88.41  Personal 52.10', { font: F, size: 8 });
  footer(
    pg,
    'This statement was produced by ADP payroll on behalf of your employer. Please retain for taxation purposes.',
    1,
    1,
    { font: F },
  );
  return {
    pages: [pg],
    documentDate: payDate,
    subtype: 'fortnightly',
    fields: {
      employer: 'Westlink Freight Services Pty Ltd',
      employerAbn: abn,
      ...personFields(p, { address: false }),
      position: 'Logistics Coordinator',
      payPeriodStart: start,
      payPeriodEnd: end,
      payDate,
      payFrequency: 'fortnightly',
      annualSalary: 78500,
      grossPay: dollars(n.gross),
      taxWithheld: dollars(n.tax),
      netPay: dollars(n.net),
      superGuarantee: dollars(n.sg),
      ytdGross: dollars(ytd.gross),
      ytdTax: dollars(ytd.tax),
      ytdSuper: dollars(ytd.sg),
    },
  };
}

// Deputy-style weekly hospitality payslip with penalty rates (photographed)
function payslipDeputy(r: Rng): Built {
  const p = person('b05');
  const abn = makeAbn(r);
  const start = '2025-08-04';
  const end = '2025-08-10';
  const payDate = '2025-08-14';
  const lines: [string, number, Cents][] = [
    ['Ordinary hours', 30.5, $(29.1)],
    ['Saturday penalty (125%)', 8, $(36.38)],
    ['Sunday penalty (150%)', 6, $(43.65)],
  ];
  const gross = lines.reduce((s, [, h, rt]) => s + Math.round(h * rt), 0);
  const tax = paygWithholding(gross, 52);
  const net = gross - tax;
  const sg = Math.round(gross * 0.12);
  const weeks = 6;
  const ytd = {
    gross: gross * weeks - $(211.4),
    tax: tax * weeks - $(38),
    sg: Math.round((gross * weeks - $(211.4)) * 0.12),
  };
  const pg = new Page();
  pg.rect(0, 0, A4[0], A4[1], { fill: '#f4f6f8' });
  pg.rect(40, 40, 515, 740, { fill: '#ffffff', stroke: '#dde3e8', r: 10 });
  pg.ellipse(72, 78, 14, 14, { fill: '#3b82f6' });
  pg.text(72, 71, 'D', { font: 'sansB', size: 12, color: '#fff', align: 'center' });
  pg.text(95, 64, 'Tramline Dining Group Pty Ltd', { font: 'sansB', size: 11 });
  pg.text(95, 79, `ABN ${fmtAbn(abn)} · 98 Acland Street, St Kilda VIC 3182`, {
    font: 'sans',
    size: 7.5,
    color: '#666',
  });
  pg.text(535, 62, 'Payslip', { font: 'sansB', size: 20, align: 'right', color: '#1f2937' });
  pg.hline(60, 535, 108, '#e5e7eb', 1);
  let y = 124;
  kvAbove(pg, 60, y, 'EMPLOYEE', short(p), { lc: '#6b7280' });
  kvAbove(pg, 230, y, 'ROLE', 'Restaurant Supervisor', { lc: '#6b7280' });
  kvAbove(pg, 400, y, 'EMPLOYMENT', 'Part-time', { lc: '#6b7280' });
  y += 36;
  kvAbove(pg, 60, y, 'PAY PERIOD', `${fd(start, 'd M Y')} – ${fd(end, 'd M Y')}`, { lc: '#6b7280' });
  kvAbove(pg, 230, y, 'PAID ON', fd(payDate, 'W d MM Y'), { lc: '#6b7280' });
  kvAbove(pg, 400, y, 'PAY CYCLE', 'Weekly', { lc: '#6b7280' });
  y += 50;
  const tiles: [string, string, string][] = [
    ['Gross earnings', fm(gross), '#eff6ff'],
    ['Tax withheld', fm(tax), '#fef2f2'],
    ['Take home pay', fm(net), '#ecfdf5'],
  ];
  tiles.forEach(([l, v, c], i) => {
    const x = 60 + i * 160;
    pg.rect(x, y, 150, 56, { fill: c, r: 8 });
    pg.text(x + 12, y + 10, l, { font: 'sans', size: 8, color: '#374151' });
    pg.text(x + 12, y + 26, v, { font: 'sansB', size: 16 });
  });
  y += 80;
  pg.text(60, y, 'Timesheet earnings', { font: 'sansB', size: 10 });
  y = table(
    pg,
    60,
    y + 16,
    [
      { title: 'Pay item', w: 200 },
      { title: 'Hours', w: 70, align: 'right' },
      { title: 'Rate', w: 90, align: 'right' },
      { title: 'Amount', w: 115, align: 'right' },
    ],
    [
      ...lines.map(([d, h, rt]) => [d, h.toFixed(2), fm(rt), fm(Math.round(h * rt))]),
      ['Gross earnings', '44.50', '', fm(gross)],
    ],
    { size: 8.8, rowH: 19, head: 'line', rowLine: '#e5e7eb', bold: new Set([3]) },
  );
  y += 20;
  pg.text(60, y, 'Deductions', { font: 'sansB', size: 10 });
  y = table(
    pg,
    60,
    y + 16,
    [
      { title: 'Item', w: 360 },
      { title: 'Amount', w: 115, align: 'right' },
    ],
    [['PAYG tax', fm(tax)]],
    {
      size: 8.8,
      rowH: 19,
      head: 'line',
      rowLine: '#e5e7eb',
    },
  );
  y += 20;
  pg.text(60, y, 'Employer superannuation', { font: 'sansB', size: 10 });
  y = table(
    pg,
    60,
    y + 16,
    [
      { title: 'Fund', w: 360 },
      { title: 'Amount', w: 115, align: 'right' },
    ],
    [['Super guarantee 12% – Hostplus', fm(sg)]],
    {
      size: 8.8,
      rowH: 19,
      head: 'line',
      rowLine: '#e5e7eb',
    },
  );
  y += 20;
  pg.text(60, y, 'Year to date', { font: 'sansB', size: 10 });
  table(
    pg,
    60,
    y + 16,
    [
      { title: 'Gross', w: 158, align: 'left' },
      { title: 'Tax', w: 158, align: 'left' },
      { title: 'Super', w: 159, align: 'left' },
    ],
    [[fm(ytd.gross), fm(ytd.tax), fm(ytd.sg)]],
    { size: 9, rowH: 19, head: 'line', rowLine: '#e5e7eb' },
  );
  pg.text(297, 752, 'Generated with Deputy', { font: 'sans', size: 7, color: '#9ca3af', align: 'center' });
  return {
    pages: [pg],
    documentDate: payDate,
    subtype: 'weekly',
    fields: {
      employer: 'Tramline Dining Group Pty Ltd',
      employerAbn: abn,
      ...personFields(p, { name: 'short', address: false }),
      position: 'Restaurant Supervisor',
      payPeriodStart: start,
      payPeriodEnd: end,
      payDate,
      payFrequency: 'weekly',
      grossPay: dollars(gross),
      taxWithheld: dollars(tax),
      netPay: dollars(net),
      superGuarantee: dollars(sg),
      ytdGross: dollars(ytd.gross),
      ytdTax: dollars(ytd.tax),
      ytdSuper: dollars(ytd.sg),
    },
  };
}

// Government pay advice with salary packaging (pre-tax) and union fees (post-tax)
function payslipGovernment(r: Rng): Built {
  const p = person('b03');
  const abn = makeAbn(r);
  const salary = 104_516;
  const gross = $(salary / 26);
  const pkgLease = $(468.3);
  const pkgFee = $(4.75);
  const taxable = gross - pkgLease - pkgFee;
  const tax = paygWithholding(taxable, 26);
  const union = $(21.4);
  const net = gross - pkgLease - pkgFee - tax - union;
  const sup = Math.round(gross * 0.154);
  const start = '2025-07-31';
  const end = '2025-08-13';
  const payDate = '2025-08-14';
  const k = 4;
  const ytd = { gross: gross * k, tax: tax * k, sup: sup * k };
  const pg = new Page();
  const F: FontKey = 'serif';
  const FB: FontKey = 'serifB';
  pg.text(297, 40, 'DEPARTMENT OF REGIONAL WATER SERVICES', { font: FB, size: 12, align: 'center' });
  pg.text(297, 57, 'Shared Services Payroll · GPO Box 1920, Canberra ACT 2601 · ABN ' + fmtAbn(abn), {
    font: F,
    size: 8,
    align: 'center',
  });
  pg.text(297, 80, 'PAY ADVICE', { font: FB, size: 15, align: 'center' });
  pg.rect(40, 104, 515, 88, { stroke: '#000', lw: 0.8 });
  pg.line(297, 104, 297, 192, '#000', 0.5);
  const l: [string, string][] = [
    ['Name', familyFirst(p)],
    ['AGS number', r.digits(8)],
    ['Position title', 'Senior Policy Officer'],
    ['Classification', 'APS Level 6.2'],
    ['Annual salary', fm($(salary))],
  ];
  l.forEach(([a, b], i) =>
    kvLeft(pg, 48, 111 + i * 15, a, b, { lw: 85, size: 8.6, lf: F, vf: i === 0 ? FB : F }),
  );
  const rr: [string, string][] = [
    ['Pay period', `${fd(start, 'd.m.Y')} to ${fd(end, 'd.m.Y')}`],
    ['Payment date', fd(payDate, 'd.m.Y')],
    ['Pay cycle', 'Fortnightly'],
    ['Work location', 'Canberra City'],
    ['Superannuation', 'PSSap'],
  ];
  rr.forEach(([a, b], i) => kvLeft(pg, 305, 111 + i * 15, a, b, { lw: 80, size: 8.6, lf: F, vf: F }));
  const cols: Col[] = [
    { title: 'Code', w: 50 },
    { title: 'Description', w: 255 },
    { title: 'Hours', w: 60, align: 'right' },
    { title: 'This pay', w: 75, align: 'right' },
    { title: 'Year to date', w: 75, align: 'right' },
  ];
  let y = 210;
  pg.text(40, y, 'EARNINGS', { font: FB, size: 9 });
  y = table(
    pg,
    40,
    y + 12,
    cols,
    [
      ['100', 'Ordinary salary', '75.00', fm(gross, 'plain'), fm(ytd.gross, 'plain')],
      ['', 'GROSS EARNINGS', '', fm(gross, 'plain'), fm(ytd.gross, 'plain')],
    ],
    {
      font: F,
      headFont: FB,
      size: 8.5,
      rowH: 16,
      head: 'box',
      grid: '#555',
      bold: new Set([1]),
      boldFont: FB,
    },
  );
  y += 14;
  pg.text(40, y, 'PRE-TAX DEDUCTIONS (SALARY PACKAGING)', { font: FB, size: 9 });
  y = table(
    pg,
    40,
    y + 12,
    cols,
    [
      ['SP10', 'Salary packaging – novated lease', '', fm(pkgLease, 'plain'), fm(pkgLease * k, 'plain')],
      ['SP90', 'Salary packaging – administration fee', '', fm(pkgFee, 'plain'), fm(pkgFee * k, 'plain')],
    ],
    { font: F, headFont: FB, size: 8.5, rowH: 16, head: 'box', grid: '#555' },
  );
  y += 14;
  pg.text(40, y, 'TAX AND POST-TAX DEDUCTIONS', { font: FB, size: 9 });
  y = table(
    pg,
    40,
    y + 12,
    cols,
    [
      ['TX01', 'Income tax (PAYG)', '', fm(tax, 'plain'), fm(ytd.tax, 'plain')],
      ['UN20', 'CPSU membership', '', fm(union, 'plain'), fm(union * k, 'plain')],
    ],
    { font: F, headFont: FB, size: 8.5, rowH: 16, head: 'box', grid: '#555' },
  );
  y += 14;
  pg.text(40, y, 'EMPLOYER CONTRIBUTIONS', { font: FB, size: 9 });
  y = table(
    pg,
    40,
    y + 12,
    cols,
    [
      [
        'SU15',
        'Employer superannuation contribution (PSSap 15.4%)',
        '',
        fm(sup, 'plain'),
        fm(ytd.sup, 'plain'),
      ],
    ],
    {
      font: F,
      headFont: FB,
      size: 8.5,
      rowH: 16,
      head: 'box',
      grid: '#555',
    },
  );
  y += 22;
  pg.rect(40, y, 515, 60, { stroke: '#000', lw: 1 });
  const sums: [string, string][] = [
    ['Gross earnings', fm(gross)],
    ['Less salary packaging', fm(pkgLease + pkgFee)],
    ['Taxable earnings', fm(taxable)],
    ['Less tax and other deductions', fm(tax + union)],
  ];
  sums.forEach(([a, b], i) => {
    pg.text(50, y + 8 + i * 12, a, { font: F, size: 8.5 });
    pg.text(260, y + 8 + i * 12, b, { font: F, size: 8.5, align: 'right' });
  });
  pg.text(330, y + 12, 'NET PAY', { font: FB, size: 11 });
  pg.text(545, y + 28, fm(net), { font: FB, size: 16, align: 'right' });
  pg.para(
    40,
    y + 80,
    515,
    'Salary packaging amounts are deducted before tax under your packaging arrangement. Queries about this pay advice should be directed to Shared Services Payroll on 02 6120 4400.',
    { font: F, size: 7.5, color: '#444' },
  );
  return {
    pages: [pg],
    documentDate: payDate,
    subtype: 'fortnightly',
    fields: {
      employer: 'Department of Regional Water Services',
      employerAbn: abn,
      ...personFields(p, { address: false }),
      position: 'Senior Policy Officer',
      payPeriodStart: start,
      payPeriodEnd: end,
      payDate,
      payFrequency: 'fortnightly',
      annualSalary: salary,
      grossPay: dollars(gross),
      taxWithheld: dollars(tax),
      netPay: dollars(net),
      superGuarantee: dollars(sup),
      ytdGross: dollars(ytd.gross),
      ytdTax: dollars(ytd.tax),
      ytdSuper: dollars(ytd.sup),
    },
  };
}

// Casual hourly payslip on an A5 page, dotted leaders (scanner-app PNG)
function payslipCasual(r: Rng): Built {
  const p = person('b10');
  const abn = makeAbn(r);
  const start = '2025-03-17';
  const end = '2025-03-23';
  const payDate = '2025-03-26';
  const shifts: [string, string, number, Cents][] = [
    ['2025-03-18', 'Weekday', 5.5, $(31.19)],
    ['2025-03-19', 'Weekday', 4.0, $(31.19)],
    ['2025-03-21', 'Weekday', 6.0, $(31.19)],
    ['2025-03-22', 'Saturday', 7.0, $(37.43)],
  ];
  const gross = shifts.reduce((s, [, , h, rt]) => s + Math.round(h * rt), 0);
  const tax = paygWithholding(gross, 52);
  const net = gross - tax;
  const sg = Math.round(gross * 0.115);
  const ytd = { gross: $(24_318.62), tax: $(1_904.0), sg: $(2_796.64) };
  const pg = new Page(419.53, 595.28);
  const F: FontKey = 'cond';
  const FB: FontKey = 'condB';
  pg.text(30, 28, 'VALLEY GRIND ESPRESSO PTY LTD', { font: FB, size: 11 });
  pg.text(30, 43, `ABN ${abn}`, { font: F, size: 8 });
  pg.text(30, 54, '188 Brunswick Street, Fortitude Valley QLD 4006', { font: F, size: 8 });
  pg.text(390, 28, 'PAY SLIP', { font: FB, size: 13, align: 'right' });
  pg.hline(30, 390, 70, '#000', 1);
  let y = 80;
  const w = 360;
  const kv: [string, string][] = [
    ['Employee', `${given(p)} ${upper(p.family)}`],
    ['Position', 'Barista (Casual)'],
    ['Period', `${fd(start, 'd-M-Y')} to ${fd(end, 'd-M-Y')}`],
    ['Paid', fd(payDate, 'd-M-Y')],
    ['Frequency', 'Weekly'],
    ['Basis', 'Casual – 25% loading included in rates'],
  ];
  for (const [l, v] of kv) {
    dotted(pg, 30, y, w, l, v, 8.5, F);
    y += 13;
  }
  y += 8;
  y = table(
    pg,
    30,
    y,
    [
      { title: 'Date', w: 80 },
      { title: 'Rate type', w: 90 },
      { title: 'Hrs', w: 50, align: 'right' },
      { title: 'Rate', w: 60, align: 'right' },
      { title: 'Amount', w: 80, align: 'right' },
    ],
    shifts.map(([d, t, h, rt]) => [
      fd(d, 'd-M-Y'),
      t,
      h.toFixed(1),
      fm(rt, 'plain'),
      fm(Math.round(h * rt), 'plain'),
    ]),
    { font: F, headFont: FB, size: 8, rowH: 14, head: 'line', rowLine: '#cccccc' },
  );
  y += 10;
  const tot: [string, string][] = [
    ['Total hours', '22.5'],
    ['GROSS PAY', fm(gross)],
    ['Tax withheld', fm(tax)],
    ['NET PAY', fm(net)],
    ['Super (SG 11.5%) – paid to Australian Retirement Trust', fm(sg)],
  ];
  for (const [l, v] of tot) {
    dotted(pg, 30, y, w, l, v, 8.5, l.startsWith('GROSS') || l.startsWith('NET') ? FB : F);
    y += 14;
  }
  y += 8;
  pg.text(30, y, 'YEAR TO DATE', { font: FB, size: 8.5 });
  y += 14;
  const yt: [string, string][] = [
    ['Gross YTD', fm(ytd.gross)],
    ['Tax YTD', fm(ytd.tax)],
    ['Super YTD', fm(ytd.sg)],
  ];
  for (const [l, v] of yt) {
    dotted(pg, 30, y, w, l, v, 8.5, F);
    y += 13;
  }
  pg.text(30, 560, 'Paid to account ending ••71. Keep this payslip for your records.', {
    font: F,
    size: 7,
    color: '#555',
  });
  return {
    pages: [pg],
    documentDate: payDate,
    subtype: 'weekly',
    fields: {
      employer: 'Valley Grind Espresso Pty Ltd',
      employerAbn: abn,
      ...personFields(p, { address: false }),
      position: 'Barista (Casual)',
      payPeriodStart: start,
      payPeriodEnd: end,
      payDate,
      payFrequency: 'weekly',
      grossPay: dollars(gross),
      taxWithheld: dollars(tax),
      netPay: dollars(net),
      superGuarantee: dollars(sg),
      ytdGross: dollars(ytd.gross),
      ytdTax: dollars(ytd.tax),
      ytdSuper: dollars(ytd.sg),
    },
  };
}

// ----- Tax ----------------------------------------------------------------------------------------------
function atoHeader(pg: Page, font: FontKey, bold: FontKey): void {
  pg.rect(40, 34, 30, 30, { stroke: '#1b365d', lw: 1.2 });
  pg.path(star(55, 49, 9, 3.6), { fill: '#1b365d' });
  pg.text(78, 35, 'Australian Government', { font: bold, size: 9.5, color: '#1b365d' });
  pg.text(78, 49, 'Australian Taxation Office', { font, size: 9.5, color: '#1b365d' });
}

// NOA with a refund: calculation table, result CR
function taxNoaRefund(r: Rng): Built {
  const p = person('b03');
  const tfnLast = r.digits(3);
  const taxable = $(98_214);
  const taxOn = $(4_288 + (98_214 - 45_000) * 0.3);
  const medicare = Math.round(taxable * 0.02);
  const credits = $(23_698.83);
  const result = taxOn + medicare - credits; // negative = refund
  const issue = '2025-08-27';
  const pg = new Page();
  const F: FontKey = 'arial';
  const FB: FontKey = 'arialB';
  atoHeader(pg, F, FB);
  pg.text(555, 36, 'Notice of assessment', { font: FB, size: 14, align: 'right' });
  pg.text(555, 54, 'Individual', { font: F, size: 10, align: 'right' });
  pg.text(40, 110, upper(`${p.title} ${natural(p)}`), { font: F, size: 9.5 });
  pg.text(40, 123, upper(p.street), { font: F, size: 9.5 });
  pg.text(40, 136, cityLine(p, true), { font: F, size: 9.5 });
  const info: [string, string][] = [
    ['Tax file number', `*** *** ${tfnLast}`],
    ['Date of issue', fd(issue, 'd MM Y')],
    ['Our reference', `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`],
    ['Enquiries', '13 28 61'],
  ];
  info.forEach(([l, v], i) => kvLeft(pg, 340, 108 + i * 14, l, v, { lw: 95, size: 8.8, lf: F, vf: FB }));
  pg.text(40, 190, 'Notice of assessment for the year ended 30 June 2025', { font: FB, size: 12 });
  pg.para(
    40,
    210,
    515,
    'We have assessed your tax return using the information you gave us. The details of your assessment are shown below.',
    { font: F, size: 9 },
  );
  const rows: string[][] = [
    ['Your taxable income is', fm(taxable, 'whole'), ''],
    ['Tax on your taxable income', fm(taxOn), ''],
    ['Medicare levy', fm(medicare), ''],
    ['Total tax and levies', '', fm(taxOn + medicare)],
    ['Less: PAYG withholding credits', '', fm(credits)],
    ['Result of this notice', '', `${fm(-result)} CR`],
  ];
  table(
    pg,
    40,
    245,
    [
      { title: 'Calculation of your tax', w: 315 },
      { title: '', w: 100, align: 'right' },
      { title: 'Amount', w: 100, align: 'right' },
    ],
    rows,
    {
      font: F,
      headFont: FB,
      size: 9.5,
      rowH: 20,
      headFill: '#dfe6ef',
      rowLine: '#c7d0dc',
      bold: new Set([0, 5]),
      boldFont: FB,
    },
  );
  pg.rect(40, 392, 515, 46, { fill: '#eef3f8' });
  pg.text(
    52,
    402,
    `Your refund of ${fm(-result)} will be paid into your nominated financial institution account`,
    { font: FB, size: 9.5 },
  );
  pg.text(52, 417, 'within 14 days of the date of issue, less any amounts offset against other debts.', {
    font: F,
    size: 9,
  });
  pg.para(
    40,
    470,
    515,
    'If you disagree with this assessment you can ask us to review it. Keep this notice with your tax records for five years.',
    { font: F, size: 8.5, color: '#444' },
  );
  footer(pg, 'Australian Taxation Office, PO Box 3100, Penrith NSW 2740. ato.gov.au', 1, 1, { font: F });
  return {
    pages: [pg],
    documentDate: issue,
    subtype: 'noa',
    fields: {
      ...personFields(p, {}),
      taxYear: '2024-25',
      tfnMasked: `******${tfnLast}`,
      taxableIncome: dollars(taxable),
      taxPayable: dollars(result),
    },
  };
}

// NOA with an amount payable: letter with a summary panel, DR result, due date (scanned)
function taxNoaPayable(r: Rng): Built {
  const p = person('b06');
  const tfnFirst = r.digits(3);
  const taxable = $(142_380);
  const taxOn = $(5_092 + 24_375 + (142_380 - 120_000) * 0.37);
  const medicare = Math.round(taxable * 0.02);
  const credits = $(38_276.6);
  const result = taxOn + medicare - credits;
  const issue = '2024-10-14';
  const due = '2024-11-21';
  const pg = new Page();
  const F: FontKey = 'serif';
  const FB: FontKey = 'serifB';
  atoHeader(pg, F, FB);
  pg.text(40, 100, `${p.title} ${natural(p)}`, { font: F, size: 10 });
  pg.text(40, 114, `${p.street}, ${cityLine(p)}`, { font: F, size: 10 });
  kvLeft(pg, 360, 100, 'Issued', fd(issue, 'd M Y'), { lw: 60, lf: F, vf: F });
  kvLeft(pg, 360, 114, 'TFN', `${tfnFirst} xxx xxx`, { lw: 60, lf: F, vf: F });
  pg.text(40, 160, 'Your notice of assessment', { font: FB, size: 16, color: '#1b365d' });
  pg.text(40, 182, 'Income year 1 July 2023 – 30 June 2024', { font: F, size: 10 });
  pg.rect(40, 205, 515, 74, { stroke: '#1b365d', lw: 1.2 });
  pg.text(55, 215, 'Taxable income', { font: F, size: 9 });
  pg.text(55, 230, fm(taxable, 'whole'), { font: FB, size: 15 });
  pg.text(225, 215, 'Amount payable', { font: F, size: 9 });
  pg.text(225, 230, `${fm(result)} DR`, { font: FB, size: 15 });
  pg.text(400, 215, 'Due date', { font: F, size: 9 });
  pg.text(400, 230, fd(due, 'd MM Y'), { font: FB, size: 13 });
  pg.text(55, 257, 'Pay by the due date to avoid the general interest charge.', {
    font: F,
    size: 8.5,
    color: '#444',
  });
  pg.text(40, 305, 'How we worked this out', { font: FB, size: 11 });
  const rows: string[][] = [
    ['Tax on taxable income', fm(taxOn, 'plain')],
    ['Medicare levy', fm(medicare, 'plain')],
    ['Total liability', fm(taxOn + medicare, 'plain')],
    ['PAYG instalments and withholding credits', fm(-credits, 'paren')],
    ['Amount payable', `${fm(result, 'plain')} DR`],
  ];
  table(
    pg,
    40,
    322,
    [
      { title: 'Item', w: 380 },
      { title: '$', w: 135, align: 'right' },
    ],
    rows,
    {
      font: F,
      headFont: FB,
      size: 9.5,
      rowH: 19,
      head: 'line',
      rowLine: '#bbbbbb',
      bold: new Set([4]),
      boldFont: FB,
    },
  );
  pg.text(40, 455, 'How to pay', { font: FB, size: 11 });
  pg.para(
    40,
    472,
    515,
    `BPAY: biller code 75556, reference ${tfnFirst}${r.digits(9)}. You can also pay by card at ato.gov.au/howtopay or at Australia Post using the payment slip.`,
    { font: F, size: 9 },
  );
  footer(
    pg,
    'Australian Taxation Office. This notice is issued under the Income Tax Assessment Act 1936.',
    1,
    1,
    { font: F },
  );
  return {
    pages: [pg],
    documentDate: issue,
    subtype: 'noa',
    fields: {
      ...personFields(p, {}),
      taxYear: '2023-24',
      tfnMasked: `${tfnFirst}******`,
      taxableIncome: dollars(taxable),
      taxPayable: dollars(result),
    },
  };
}

// myGov income statement summary (no taxable income, no tax payable printed)
function taxIncomeStatement(r: Rng): Built {
  const p = person('b07');
  const tfn = r.digits(3);
  const adp = adpNumbers();
  const gross = adp.gross * 26;
  const tax = adp.tax * 26;
  const pg = new Page();
  const F: FontKey = 'sans';
  const FB: FontKey = 'sansB';
  pg.rect(0, 0, A4[0], 52, { fill: '#1d1d3c' });
  pg.text(40, 18, 'myGov', { font: FB, size: 16, color: '#fff' });
  pg.text(555, 22, 'Australian Taxation Office  |  Online services', {
    font: F,
    size: 8,
    color: '#fff',
    align: 'right',
  });
  pg.text(40, 80, 'Income statement', { font: FB, size: 18 });
  pg.text(40, 104, 'Financial year 2024–25', { font: F, size: 10, color: '#444' });
  pg.text(555, 80, `Printed ${fd('2025-07-21', 'd/m/Y')}`, {
    font: F,
    size: 8,
    align: 'right',
    color: '#666',
  });
  const who: [string, string][] = [
    ['Name', natural(p)],
    ['Date of birth', fd(p.dob, 'd/m/Y')],
    ['Tax file number', `XXX XXX ${tfn}`],
  ];
  who.forEach(([l, v], i) => kvAbove(pg, 40 + i * 175, 130, l, v, { ls: 7.5, vs: 10 }));
  const blocks: { payer: string; abn: string; status: string; gross: Cents; tax: Cents; period: string }[] = [
    {
      payer: 'WESTLINK FREIGHT SERVICES PTY LTD',
      abn: makeAbn(r),
      status: 'Tax ready',
      gross,
      tax,
      period: '01/07/2024 – 30/06/2025',
    },
    {
      payer: 'PENRITH PANTHERS LEAGUES CLUB LTD',
      abn: makeAbn(r),
      status: 'Tax ready',
      gross: $(1_248.5),
      tax: 0,
      period: '01/07/2024 – 14/09/2024',
    },
  ];
  let y = 185;
  for (const b of blocks) {
    pg.rect(40, y, 515, 118, { stroke: '#c8c8d4', lw: 0.8, r: 4 });
    pg.text(52, y + 10, b.payer, { font: FB, size: 10 });
    pg.text(52, y + 25, `ABN ${fmtAbn(b.abn)}   ·   Period ${b.period}`, { font: F, size: 8, color: '#555' });
    pg.rect(470, y + 9, 75, 16, { fill: '#e3f4e8', r: 3 });
    pg.text(507, y + 12, b.status, { font: FB, size: 7.5, color: '#1c6b37', align: 'center' });
    const rows: string[][] = [
      ['Gross payments', fm(b.gross)],
      ['Total tax withheld', fm(b.tax)],
      ['Reportable employer superannuation', fm(0)],
      ['Allowances', fm(0)],
    ];
    table(
      pg,
      52,
      y + 42,
      [
        { title: '', w: 330 },
        { title: '', w: 160, align: 'right' },
      ],
      rows,
      { font: F, size: 8.8, rowH: 17, head: 'none', rowLine: '#eeeeee' },
    );
    y += 132;
  }
  pg.para(
    40,
    y + 10,
    515,
    'Your income statement shows payments reported by your employers through Single Touch Payroll. When an income statement is marked "Tax ready" your employer has finalised it and you can lodge your tax return.',
    { font: F, size: 8.5, color: '#444' },
  );
  footer(pg, 'Printed from ATO online services via myGov. This is not a notice of assessment.', 1, 1, {
    font: F,
  });
  return {
    pages: [pg],
    documentDate: '2025-07-21',
    subtype: 'summary',
    fields: {
      ...personFields(p, { dob: true, address: false }),
      taxYear: '2024-25',
      tfnMasked: `******${tfn}`,
    },
  };
}

// ----- Mortgage -----------------------------------------------------------------------------------------
type LoanRow = { date: string; desc: string; debit: Cents; credit: Cents; bal: Cents };
function loanRows(
  opening: Cents,
  ratePct: number,
  start: string,
  months: number,
  repay: Cents,
  every: 'monthly' | 'fortnightly',
  repayDay: string,
): LoanRow[] {
  const rows: LoanRow[] = [];
  let bal = opening;
  const end = addMonths(start, months);
  const events: { date: string; kind: 'int' | 'rep' }[] = [];
  for (let m = 0; m < months; m++) events.push({ date: addDays(addMonths(start, m + 1), -1), kind: 'int' });
  if (every === 'monthly')
    for (let m = 0; m < months; m++) events.push({ date: addMonths(repayDay, m), kind: 'rep' });
  else for (let d = repayDay; d < end; d = addDays(d, 14)) events.push({ date: d, kind: 'rep' });
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind === 'rep' ? -1 : 1));
  for (const e of events) {
    if (e.kind === 'int') {
      const i = Math.round(((bal * ratePct) / 100 / 365) * 30.4);
      bal += i;
      rows.push({ date: e.date, desc: 'Interest charged', debit: i, credit: 0, bal });
    } else {
      bal -= repay;
      rows.push({ date: e.date, desc: 'Repayment – thank you', debit: 0, credit: repay, bal });
    }
  }
  return rows;
}

// Suncorp home loan with linked offset account
function mortgageSuncorp(_r: Rng): Built {
  const p = person('b01');
  const off = bankSuncorp(new Rng(`${SEED}/bank-suncorp-offset`)).fields;
  const rate = 6.24;
  const repay = $(2_870);
  const start = '2025-01-01';
  const rows = loanRows($(421_904.55), rate - 0.9, start, 6, repay, 'monthly', '2025-01-15');
  const closing = at(rows, rows.length - 1).bal;
  const pg = new Page();
  const F: FontKey = 'arial';
  const FB: FontKey = 'arialB';
  pg.ellipse(52, 48, 14, 14, { fill: '#f5b335' });
  pg.text(74, 36, 'SUNCORP', { font: FB, size: 20, color: '#00605b' });
  pg.text(555, 34, 'Home loan statement', { font: FB, size: 12, align: 'right', color: '#00605b' });
  pg.text(40, 96, `${p.title} ${natural(p)}`, { font: F, size: 9.5 });
  pg.text(40, 109, p.street, { font: F, size: 9.5 });
  pg.text(40, 122, cityLine(p, true), { font: F, size: 9.5 });
  const kv: [string, string][] = [
    ['Loan account', SUNCORP_LOAN_ACCT],
    ['Product', 'Home Package Plus – variable'],
    ['Statement date', fd('2025-06-30', 'd MM Y')],
    ['Statement period', `${fd(start, 'd M Y')} – ${fd('2025-06-30', 'd M Y')}`],
  ];
  kv.forEach(([l, v], i) => kvLeft(pg, 320, 96 + i * 14, l, v, { lw: 92, size: 8.8, lf: F, vf: FB }));
  pg.rect(40, 160, 515, 98, { fill: '#eef6f5' });
  const facts: [string, string][] = [
    ['Loan balance', `${fm(closing)} Dr`],
    ['Interest rate', `${rate.toFixed(2)}% p.a. (variable)`],
    ['Monthly repayment', fm(repay)],
    ['Security property', `${p.street}, ${p.suburb} ${p.state} ${p.postcode}`],
    [
      'Linked offset account',
      `${String(off.accountNumber).slice(0, 3)} ${String(off.accountNumber).slice(3)} — balance ${fm($(Number(off.closingBalance)))}`,
    ],
  ];
  facts.forEach(([l, v], i) => kvLeft(pg, 52, 170 + i * 16.5, l, v, { lw: 120, size: 9.2, lf: F, vf: FB }));
  const body = rows.map((x) => [
    fd(x.date, 'd M Y'),
    x.desc,
    x.debit ? fm(x.debit, 'plain') : '',
    x.credit ? fm(x.credit, 'plain') : '',
    `${fm(x.bal, 'plain')} Dr`,
  ]);
  table(
    pg,
    40,
    280,
    [
      { title: 'Date', w: 80 },
      { title: 'Transaction', w: 170 },
      { title: 'Debits', w: 80, align: 'right' },
      { title: 'Credits', w: 80, align: 'right' },
      { title: 'Balance', w: 105, align: 'right' },
    ],
    [
      [
        fd(start, 'd M Y'),
        'Opening balance',
        '',
        '',
        `${fm(at(rows, 0).bal - at(rows, 0).debit + at(rows, 0).credit, 'plain')} Dr`,
      ],
      ...body,
    ],
    { font: F, headFont: FB, size: 8.5, rowH: 16, headFill: '#dcecea', rowLine: '#e3e3e3' },
  );
  pg.para(
    40,
    520,
    515,
    'Interest is calculated daily on the loan balance less the balance of your linked offset account and charged on the last day of each month.',
    { font: F, size: 8, color: '#555' },
  );
  footer(pg, 'Suncorp Bank (Norfina Limited). Home loan enquiries 13 11 55.', 1, 1, { font: F });
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'offset',
    fields: {
      lender: 'Suncorp Bank',
      ...personFields(p, {}),
      accountNumber: SUNCORP_LOAN_ACCT,
      statementDate: '2025-06-30',
      balance: dollars(closing),
      interestRate: rate,
      repaymentAmount: dollars(repay),
      repaymentFrequency: 'monthly',
      securityAddress: `${p.street}, ${p.suburb} ${p.state} ${p.postcode}`,
    },
  };
}

// AMP Bank fixed-rate investment loan, bordered fact table, fortnightly
function mortgageAmp(r: Rng): Built {
  const p = person('b04');
  const acct = r.digits(9);
  const rate = 5.89;
  const repay = $(1_126.4);
  const start = '2024-07-01';
  const rows = loanRows($(318_440.9), rate, start, 12, repay, 'fortnightly', '2024-07-05');
  const closing = at(rows, rows.length - 1).bal;
  const interest = rows.reduce((s, x) => s + x.debit, 0);
  const repaid = rows.reduce((s, x) => s + x.credit, 0);
  const security = '23 Wattle Crescent, Rosebery NT 0832';
  const pg = new Page();
  pg.text(40, 34, 'AMP', { font: 'sansB', size: 26, color: '#1e1e78' });
  pg.text(105, 44, 'Bank', { font: 'sans', size: 14, color: '#1e1e78' });
  pg.text(555, 38, 'Annual Home Loan Statement', { font: 'sansB', size: 12, align: 'right' });
  pg.text(40, 92, upper(natural(p)), { font: 'sans', size: 9.5 });
  pg.text(40, 105, upper(p.streetUnit ?? p.street), { font: 'sans', size: 9.5 });
  pg.text(40, 118, cityLine(p, true), { font: 'sans', size: 9.5 });
  pg.text(40, 160, 'Loan details', { font: 'sansB', size: 11 });
  table(
    pg,
    40,
    176,
    [
      { title: '', w: 175 },
      { title: '', w: 340 },
    ],
    [
      ['Loan account number', acct],
      ['Loan type', 'Professional Pack – Fixed Rate Investment Loan'],
      ['Statement date', fd('2025-06-30', 'd-M-Y')],
      ['Outstanding balance', fm(closing)],
      ['Interest rate', `${rate}% p.a. fixed`],
      ['Fixed rate period ends', fd('2026-11-30', 'd-M-Y')],
      ['Repayment', `${fm(repay)} per fortnight (principal and interest)`],
      ['Security', security],
    ],
    { size: 9, rowH: 19, head: 'none', grid: '#7777aa', font: 'sans' },
  );
  pg.text(40, 350, 'Year in review  (1 July 2024 to 30 June 2025)', { font: 'sansB', size: 11 });
  table(
    pg,
    40,
    366,
    [
      { title: '', w: 340 },
      { title: '', w: 175, align: 'right' },
    ],
    [
      ['Balance at 1 July 2024', fm(at(rows, 0).bal - at(rows, 0).debit + at(rows, 0).credit)],
      ['Interest charged', fm(interest)],
      ['Repayments received', `(${fm(repaid)})`],
      ['Balance at 30 June 2025', fm(closing)],
    ],
    { size: 9, rowH: 19, head: 'none', grid: '#7777aa', font: 'sans' },
  );
  pg.rect(40, 470, 515, 58, { fill: '#f0f0fa' });
  pg.para(
    52,
    480,
    490,
    'Your fixed rate period ends on 30-Nov-2026. Unless you choose another option before then, your loan will switch to the standard variable rate applying at that time. Break costs may apply if you repay early during the fixed period.',
    { size: 8.5 },
  );
  footer(pg, 'AMP Bank Limited. Call 13 30 30 for help with your home loan.', 1, 1);
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'fixed',
    fields: {
      lender: 'AMP Bank',
      ...personFields(p, { street: p.streetUnit }),
      accountNumber: acct,
      statementDate: '2025-06-30',
      balance: dollars(closing),
      interestRate: rate,
      repaymentAmount: dollars(repay),
      repaymentFrequency: 'fortnightly',
      securityAddress: security,
      fixedRateExpiry: '2026-11-30',
    },
  };
}

// Great Southern Bank: prose letter with the figures inside sentences (photographed)
function mortgageGsb(r: Rng): Built {
  const p = person('b11');
  const acct = `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`;
  const rate = 6.09;
  const repay = $(2_015);
  const rows = loanRows($(301_226.4), rate, '2024-07-01', 12, repay, 'monthly', '2024-07-20');
  const closing = at(rows, rows.length - 1).bal;
  const interest = rows.reduce((s, x) => s + x.debit, 0);
  const pg = new Page();
  const F: FontKey = 'serif';
  pg.text(40, 36, 'Great Southern Bank', { font: 'sansB', size: 18, color: '#e35205' });
  pg.text(40, 60, 'Home Loan Annual Statement', { font: 'sans', size: 10, color: '#444' });
  pg.text(555, 40, fd('2025-07-11', 'W d MM Y'), { font: F, size: 9, align: 'right' });
  pg.text(40, 105, `${p.title} ${natural(p)}`, { font: F, size: 10 });
  pg.text(40, 119, p.street, { font: F, size: 10 });
  pg.text(40, 133, `${upper(p.suburb)}  ${p.state}  ${p.postcode}`, { font: F, size: 10 });
  pg.text(40, 180, `Dear ${at(p.given, 0)},`, { font: F, size: 10 });
  let y = 200;
  const paras = [
    `Here is your annual statement for loan account ${acct} for the year 1 July 2024 to 30 June 2025 (statement date 30/06/2025).`,
    `Your loan balance as at 30 June 2025 was ${fm(closing)}. During the year we charged ${fm(interest)} in interest and received ${rows.filter((x) => x.credit).length} repayments from you.`,
    `Your current interest rate is ${rate}% p.a. (standard variable). Your minimum repayment is ${fm(repay)} per month, and your next repayment is due on 20 July 2025.`,
    `The property securing this loan is 15 Alexandrina Road, Mount Barker SA 5251.`,
    'If your circumstances have changed or you would like to talk about your loan, call us on 133 282. We are here to help.',
  ];
  for (const t of paras) y = pg.para(40, y, 515, t, { font: F, size: 10, lh: 15 }) + 9;
  y += 8;
  pg.text(40, y, 'Loan summary', { font: 'serifB', size: 10.5 });
  table(
    pg,
    40,
    y + 16,
    [
      { title: 'Opening balance', w: 130, align: 'right' },
      { title: 'Interest', w: 120, align: 'right' },
      { title: 'Repayments', w: 120, align: 'right' },
      { title: 'Closing balance', w: 145, align: 'right' },
    ],
    [
      [
        fm(at(rows, 0).bal - at(rows, 0).debit + at(rows, 0).credit),
        fm(interest),
        fm(rows.reduce((s, x) => s + x.credit, 0)),
        fm(closing),
      ],
    ],
    { font: F, headFont: 'serifB', size: 9.5, rowH: 19, head: 'line', rowLine: '#aaaaaa' },
  );
  pg.text(40, y + 80, 'Yours sincerely,', { font: F, size: 10 });
  pg.text(40, y + 96, 'Lending Services Team', { font: F, size: 10 });
  footer(pg, 'Great Southern Bank, a business name of Credit Union Australia Ltd.', 1, 1, { font: F });
  return {
    pages: [pg],
    documentDate: '2025-07-11',
    subtype: 'variable',
    fields: {
      lender: 'Great Southern Bank',
      ...personFields(p, {}),
      accountNumber: acct.replace(/ /g, ''),
      statementDate: '2025-06-30',
      balance: dollars(closing),
      interestRate: rate,
      repaymentAmount: dollars(repay),
      repaymentFrequency: 'monthly',
      securityAddress: '15 Alexandrina Road, Mount Barker SA 5251',
    },
  };
}

// ----- Insurance ----------------------------------------------------------------------------------------
// Zurich stand-alone TPD policy schedule
function insuranceZurichTpd(r: Rng): Built {
  const p = person('b08');
  const pol = 'ZA' + r.digits(8);
  const premium = $(2_184.6);
  const pg = new Page();
  const blue = '#2167ae';
  pg.ellipse(58, 52, 17, 17, { fill: blue });
  pg.text(58, 42, 'Z', { font: 'sansB', size: 17, color: '#fff', align: 'center' });
  pg.text(84, 40, 'ZURICH', { font: 'sansB', size: 18, color: blue });
  pg.text(555, 36, 'Policy schedule', { font: 'sansB', size: 15, align: 'right' });
  pg.text(555, 56, `Issued ${fd('2025-02-19', 'MM d, Y')}`, {
    font: 'sans',
    size: 8.5,
    align: 'right',
    color: '#555',
  });
  pg.text(40, 100, `${p.title} ${natural(p)}`, { font: 'sans', size: 9.5 });
  pg.text(40, 113, `${p.street}, ${cityLine(p)}`, { font: 'sans', size: 9.5 });
  let y = 150;
  const section = (title: string, rows: [string, string][]) => {
    pg.rect(40, y, 515, 20, { fill: '#e8f0f9' });
    pg.text(48, y + 5, title, { font: 'sansB', size: 9.5, color: blue });
    y += 26;
    for (const [l, v] of rows) {
      kvLeft(pg, 48, y, l, v, { lw: 170, size: 9, vf: 'sansB' });
      y += 15;
    }
    y += 10;
  };
  section('Policy', [
    ['Policy number', pol],
    ['Product', 'Zurich Active – stand-alone cover'],
    ['Policy commencement date', fd('2019-03-01', 'MM d, Y')],
    ['Policy anniversary', 'March 1 each year'],
  ]);
  section('Policy owner and life insured', [
    ['Name', natural(p)],
    ['Date of birth', fd(p.dob, 'MM d, Y')],
    ['Occupation', 'Electrical engineer (office based)'],
    ['Smoker status', 'Non-smoker'],
  ]);
  section('Benefit', [
    ['Cover type', 'Total and Permanent Disablement (TPD)'],
    ['TPD definition', 'Own occupation'],
    ['Sum insured', fm($(750_000), 'whole')],
    ['Premium structure', 'Stepped'],
  ]);
  section('Premium', [
    ['Premium', fm(premium)],
    ['Premium frequency', 'Yearly'],
    ['Payment method', 'Direct debit'],
  ]);
  pg.para(
    40,
    y + 6,
    515,
    'This schedule forms part of your policy document. Please read it together with the Product Disclosure Statement. If any details are incorrect, contact us within 30 days on 131 551.',
    { size: 8.5, color: '#444' },
  );
  footer(pg, 'Zurich Australia Limited. Policy schedule for the policy owner named above.', 1, 1);
  return {
    pages: [pg],
    documentDate: '2025-02-19',
    subtype: 'tpd',
    fields: {
      insurer: 'Zurich Australia',
      ...personFields(p, { dob: true }),
      policyNumber: pol,
      policyType: 'tpd',
      sumInsured: 750000,
      premium: dollars(premium),
      premiumFrequency: 'annual',
    },
  };
}

// AIA salary continuance (income protection) schedule: weeks, to age 65, monthly premium
function insuranceAiaIp(r: Rng): Built {
  const p = person('b09');
  const pol = r.digits(3) + '-' + r.digits(6);
  const premium = $(186.35);
  const pg = new Page();
  const red = '#d31145';
  pg.rect(40, 30, 64, 34, { fill: red, r: 4 });
  pg.text(72, 38, 'AIA', { font: 'sansB', size: 16, color: '#fff', align: 'center' });
  pg.text(118, 36, 'AIA Australia', { font: 'sansB', size: 12 });
  pg.text(118, 52, 'Salary Continuance Insurance', { font: 'sans', size: 9, color: '#555' });
  pg.text(40, 95, 'SCHEDULE OF COVER', { font: 'sansB', size: 14, color: red });
  pg.text(40, 116, `Schedule date: ${fd('2025-05-02', 'd.m.Y')}`, { font: 'sans', size: 9 });
  const l: [string, string][] = [
    ['Policy no.', pol],
    ['Policy owner', `${p.title} ${natural(p)}`],
    ['Address', `${p.street}, ${cityLine(p)}`],
    ['Life insured', natural(p)],
    ['Date of birth', fd(p.dob, 'd.m.Y')],
    ['Occupation', 'Registered nurse'],
    ['Contact', `${fmtPhone(p.phone)} · ${p.email}`],
  ];
  table(
    pg,
    40,
    140,
    [
      { title: '', w: 130 },
      { title: '', w: 385 },
    ],
    l,
    { size: 9, rowH: 18, head: 'none', zebra: '#fbeff3', font: 'sans' },
  );
  pg.text(40, 285, 'Salary continuance benefit', { font: 'sansB', size: 11, color: red });
  const ben: string[][] = [
    ['Monthly benefit', `${fm($(5_400))} per month`],
    ['Waiting period', '4 weeks'],
    ['Benefit period', 'To age 65'],
    ['Benefit type', 'Agreed value'],
    ['Premium', `${fm(premium)} monthly`],
  ];
  table(
    pg,
    40,
    302,
    [
      { title: 'Item', w: 200 },
      { title: 'Details', w: 315 },
    ],
    ben,
    { size: 9.5, rowH: 20, head: 'line', rowLine: '#e5c4cf', font: 'sans', headFont: 'sansB' },
  );
  pg.para(
    40,
    440,
    515,
    'Salary continuance pays a monthly benefit if you are unable to work because of sickness or injury, after the waiting period has passed. Benefits stop at the end of the benefit period or when you return to work.',
    { size: 8.5, color: '#444' },
  );
  footer(pg, 'AIA Australia Limited. Customer care 1800 333 613.', 1, 1);
  return {
    pages: [pg],
    documentDate: '2025-05-02',
    subtype: 'income-protection',
    fields: {
      insurer: 'AIA Australia',
      ...personFields(p, { dob: true, email: true, phone: true }),
      policyNumber: pol.replace('-', ''),
      policyType: 'income-protection',
      sumInsured: 5400,
      waitingPeriod: 28,
      benefitPeriod: 'to age 65',
      premium: dollars(premium),
      premiumFrequency: 'monthly',
    },
  };
}

// Youi comprehensive car certificate of insurance (scanner-app PNG)
function insuranceYouiCar(r: Rng): Built {
  const p = person('b04');
  const pol = 'YI' + r.digits(9);
  const premium = $(1_318.44);
  const pg = new Page();
  pg.text(40, 34, 'youi', { font: 'sansB', size: 28, color: '#111' });
  pg.text(555, 36, 'CERTIFICATE OF INSURANCE', { font: 'sansB', size: 12, align: 'right' });
  pg.text(555, 54, 'Comprehensive Car Insurance', { font: 'sans', size: 9.5, align: 'right' });
  pg.text(40, 100, 'Policyholder', { font: 'sans', size: 8, color: '#666' });
  pg.text(40, 112, familyFirst({ ...p, given: [at(p.given, 0)] }), { font: 'sansB', size: 10 });
  pg.text(40, 126, p.streetUnit ?? p.street, { font: 'sans', size: 9.5 });
  pg.text(40, 139, cityLine(p), { font: 'sans', size: 9.5 });
  kvAbove(pg, 340, 100, 'Policy number', pol, { ls: 8, vs: 11 });
  kvAbove(
    pg,
    340,
    130,
    'Period of insurance',
    `${fd('2025-02-12', 'd.m.Y')} to ${fd('2026-02-12', 'd.m.Y')}`,
    { ls: 8, vs: 10 },
  );
  pg.rect(40, 175, 515, 24, { fill: '#111' });
  pg.text(50, 182, 'YOUR VEHICLE', { font: 'sansB', size: 9.5, color: '#fff' });
  table(
    pg,
    40,
    205,
    [
      { title: 'Make / model', w: 170 },
      { title: 'Year', w: 55 },
      { title: 'Registration', w: 90 },
      { title: 'Cover type', w: 110 },
      { title: 'Agreed value', w: 90, align: 'right' },
    ],
    [['Toyota HiLux SR5 Double Cab', '2019', 'CD 48 KT', 'Comprehensive', fm($(46_500), 'whole')]],
    { size: 9, rowH: 20, head: 'line', rowLine: '#ccc' },
  );
  pg.rect(40, 270, 515, 24, { fill: '#111' });
  pg.text(50, 277, 'YOUR PREMIUM', { font: 'sansB', size: 9.5, color: '#fff' });
  const prem: [string, string][] = [
    ['Total annual premium (incl. GST and stamp duty)', fm(premium)],
    ['How you pay', 'Annually – paid in full'],
    ['Basic excess', fm($(800), 'whole')],
  ];
  prem.forEach(([l, v], i) => {
    pg.text(50, 305 + i * 17, l, { size: 9.5 });
    pg.text(545, 305 + i * 17, v, { size: 9.5, font: 'sansB', align: 'right' });
  });
  pg.rect(40, 380, 515, 24, { fill: '#111' });
  pg.text(50, 387, 'DRIVERS', { font: 'sansB', size: 9.5, color: '#fff' });
  pg.text(50, 414, `Main driver: ${short(p)} (DOB ${fd(p.dob, 'd/m/Y')})`, { size: 9.5 });
  pg.text(50, 430, 'Overnight parking: Carport at the address above', { size: 9.5 });
  pg.para(
    40,
    470,
    515,
    'This certificate confirms the cover you have chosen. Please read it with the Product Disclosure Statement. Claims: 13 YOUI (13 96 84), 24/7.',
    { size: 8.5, color: '#444' },
  );
  footer(pg, 'Youi Pty Ltd. Certificate of insurance.', 1, 1);
  return {
    pages: [pg],
    documentDate: '2025-02-12',
    subtype: 'car',
    fields: {
      insurer: 'Youi',
      ...personFields(p, { name: 'short', street: p.streetUnit, dob: true }),
      policyNumber: pol,
      policyType: 'car',
      sumInsured: 46500,
      premium: dollars(premium),
      premiumFrequency: 'annual',
    },
  };
}

// ----- Investment ---------------------------------------------------------------------------------------
// Vanguard managed-fund periodic statement
function investmentVanguard(r: Rng): Built {
  const p = person('b06');
  const acct = r.digits(8);
  const funds: [string, number, number][] = [
    ['Vanguard Diversified High Growth Index Fund', 61_224.8812, 1.9214],
    ['Vanguard Australian Shares Index Fund', 18_412.1004, 2.875],
    ['Vanguard International Shares Index Fund', 9_874.5521, 3.4417],
  ];
  const vals = funds.map(([, u, px]) => $(Math.round(u * px * 100) / 100));
  const total = vals.reduce((a, b) => a + b, 0);
  const pg = new Page();
  const red = '#96151d';
  pg.text(40, 32, 'Vanguard', { font: 'serifB', size: 24, color: red });
  pg.text(555, 36, 'Periodic statement', { font: 'serifB', size: 13, align: 'right' });
  pg.text(555, 54, `${fd('2025-01-01', 'MM d, Y')} – ${fd('2025-06-30', 'MM d, Y')}`, {
    font: 'serif',
    size: 9,
    align: 'right',
  });
  pg.text(40, 96, `${given(p)} ${p.family}`, { font: 'serif', size: 10 });
  pg.text(40, 110, p.street, { font: 'serif', size: 10 });
  pg.text(40, 124, cityLine(p), { font: 'serif', size: 10 });
  pg.rect(330, 90, 225, 48, { stroke: red, lw: 0.8 });
  pg.text(340, 98, 'Account number', { font: 'serif', size: 8 });
  pg.text(340, 110, acct, { font: 'serifB', size: 12 });
  pg.text(460, 98, 'Investor type', { font: 'serif', size: 8 });
  pg.text(460, 110, 'Individual', { font: 'serifB', size: 10 });
  pg.text(40, 170, `Your investment value as at ${fd('2025-06-30', 'MM d, Y')}`, {
    font: 'serifB',
    size: 12,
  });
  pg.text(40, 190, fm(total), { font: 'serifB', size: 22, color: red });
  const rows = funds.map(([n, u, px], i) => [n, u.toFixed(4), px.toFixed(4), fm(at(vals, i), 'plain')]);
  rows.push(['Total', '', '', fm(total, 'plain')]);
  table(
    pg,
    40,
    230,
    [
      { title: 'Fund', w: 240 },
      { title: 'Units held', w: 90, align: 'right' },
      { title: 'Exit price ($)', w: 85, align: 'right' },
      { title: 'Value ($)', w: 100, align: 'right' },
    ],
    rows,
    {
      font: 'serif',
      headFont: 'serifB',
      size: 9,
      rowH: 19,
      head: 'line',
      rowLine: '#dccfcf',
      bold: new Set([3]),
      boldFont: 'serifB',
    },
  );
  pg.text(40, 345, 'Transactions this period', { font: 'serifB', size: 11 });
  table(
    pg,
    40,
    362,
    [
      { title: 'Date', w: 85 },
      { title: 'Transaction', w: 250 },
      { title: 'Units', w: 80, align: 'right' },
      { title: 'Amount ($)', w: 100, align: 'right' },
    ],
    [
      [fd('2025-01-15', 'd/m/Y'), 'Regular investment plan – High Growth', '260.4126', '500.00'],
      [fd('2025-02-15', 'd/m/Y'), 'Regular investment plan – High Growth', '258.1182', '500.00'],
      [fd('2025-03-15', 'd/m/Y'), 'Regular investment plan – High Growth', '266.9025', '500.00'],
      [fd('2025-04-01', 'd/m/Y'), 'Distribution reinvested – Australian Shares', '142.7710', '402.18'],
      [fd('2025-04-15', 'd/m/Y'), 'Regular investment plan – High Growth', '271.3398', '500.00'],
      [fd('2025-05-15', 'd/m/Y'), 'Regular investment plan – High Growth', '263.0094', '500.00'],
      [fd('2025-06-15', 'd/m/Y'), 'Regular investment plan – High Growth', '260.2277', '500.00'],
    ],
    { font: 'serif', headFont: 'serifB', size: 8.8, rowH: 17, head: 'line', rowLine: '#eeeeee' },
  );
  footer(
    pg,
    'Vanguard Investments Australia Ltd is the responsible entity of the funds listed. Client services 1300 655 101.',
    1,
    1,
    { font: 'serif' },
  );
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'managed',
    fields: {
      provider: 'Vanguard',
      ...personFields(p, {}),
      accountNumber: acct,
      statementDate: '2025-06-30',
      totalValue: dollars(total),
    },
  };
}

// Computershare issuer-sponsored holding statement
function investmentComputershare(r: Rng): Built {
  const p = person('b02');
  const srn = 'I' + r.digits(10);
  const units = 1_250;
  const px = 38.12;
  const value = $(units * px);
  const pg = new Page();
  pg.text(40, 34, 'Computershare', { font: 'sansB', size: 20, color: '#c8102e' });
  pg.text(555, 30, 'PILBARA COASTAL MINERALS LIMITED', { font: 'sansB', size: 10, align: 'right' });
  pg.text(555, 44, 'ABN ' + fmtAbn(makeAbn(r)), { font: 'sans', size: 8, align: 'right' });
  pg.text(555, 56, 'ASX code: PCM', { font: 'sans', size: 8, align: 'right' });
  pg.text(40, 100, upper(natural(p)), { font: 'sans', size: 9.5 });
  pg.text(40, 113, upper(p.streetUnit ?? p.street), { font: 'sans', size: 9.5 });
  pg.text(40, 126, cityLine(p, true), { font: 'sans', size: 9.5 });
  pg.rect(330, 92, 225, 64, { fill: '#f4f4f4' });
  kvAbove(pg, 340, 98, 'Securityholder Reference Number (SRN)', srn, { ls: 7, vs: 11 });
  kvAbove(pg, 340, 126, 'Statement date', fd('2025-06-30', 'd/m/Y'), { ls: 7, vs: 10 });
  pg.text(40, 180, 'ISSUER SPONSORED HOLDING STATEMENT', { font: 'sansB', size: 12 });
  pg.text(40, 198, 'Fully paid ordinary shares', { font: 'sans', size: 9.5 });
  table(
    pg,
    40,
    222,
    [
      { title: 'Date', w: 75 },
      { title: 'Transaction type', w: 185 },
      { title: 'Ref', w: 70 },
      { title: 'Qty on/(off)', w: 85, align: 'right' },
      { title: 'Holding balance', w: 100, align: 'right' },
    ],
    [
      ['', 'Balance brought forward', '', '', '1,000'],
      [fd('2025-04-09', 'd/m/Y'), 'Dividend reinvestment plan allotment', r.digits(6), '31', '1,031'],
      [fd('2025-05-22', 'd/m/Y'), 'Share purchase plan', r.digits(6), '219', '1,250'],
      ['', 'Closing balance', '', '', '1,250'],
    ],
    { size: 8.8, rowH: 18, head: 'fill', headFill: '#e9e9e9', rowLine: '#dddddd', bold: new Set([3]) },
  );
  pg.rect(40, 330, 515, 44, { stroke: '#c8102e', lw: 0.8 });
  pg.text(52, 340, `Value of your holding at 30/06/2025 (closing price $${px.toFixed(2)})`, {
    font: 'sans',
    size: 9.5,
  });
  pg.text(545, 354, fm(value), { font: 'sansB', size: 14, align: 'right' });
  pg.para(
    40,
    395,
    515,
    'The value shown is indicative only and is based on the ASX closing price on the statement date. Keep this statement: you will need it to work out capital gains tax when you sell.',
    { size: 8.5, color: '#444' },
  );
  footer(
    pg,
    'Computershare Investor Services Pty Limited, GPO Box 2975 Melbourne VIC 3001. Enquiries 1300 850 505.',
    1,
    1,
  );
  return {
    pages: [pg],
    documentDate: '2025-06-30',
    subtype: 'registry',
    fields: {
      provider: 'Computershare',
      ...personFields(p, { street: p.streetUnit }),
      accountNumber: srn,
      statementDate: '2025-06-30',
      totalValue: dollars(value),
    },
  };
}

// HUB24 wrap portfolio valuation, 2 pages (scanned)
function investmentHub24(r: Rng): Built {
  const p = person('b08');
  const acct = r.digits(9);
  const shares: [string, string, number, number][] = [
    ['BHP', 'BHP Group Limited', 820, 37.21],
    ['CBA', 'Commonwealth Bank of Australia', 210, 180.42],
    ['CSL', 'CSL Limited', 95, 239.8],
    ['WES', 'Wesfarmers Limited', 300, 84.15],
    ['WOW', 'Woolworths Group Limited', 410, 31.12],
    ['TLS', 'Telstra Group Limited', 4200, 4.84],
    ['MQG', 'Macquarie Group Limited', 60, 208.66],
    ['RIO', 'Rio Tinto Limited', 120, 107.9],
    ['TCL', 'Transurban Group', 900, 13.95],
    ['GMG', 'Goodman Group', 350, 34.2],
    ['ALL', 'Aristocrat Leisure Limited', 180, 65.04],
    ['COL', 'Coles Group Limited', 520, 20.86],
  ];
  const mfs: [string, string, number, number][] = [
    ['VAN0002AU', 'Vanguard Australian Property Securities Index', 12_480.552, 0.9184],
    ['MAQ0464AU', 'Macquarie Income Opportunities Fund', 20_118.204, 0.9731],
    ['PER0260AU', 'Perpetual Diversified Income Fund', 15_442.1, 1.0422],
    ['MGE0001AU', 'Magellan Global Fund (Open Class)', 7_910.63, 2.8571],
    ['FSF0003AU', 'First Sentier Imputation Fund', 9_855.74, 2.1183],
    ['DFA0003AU', 'Dimensional Australian Value Trust', 6_401.09, 2.6412],
  ];
  const cash = $(24_610.37);
  const row = ([code, name, q, px]: [string, string, number, number]) => {
    const v = $(Math.round(q * px * 100) / 100);
    return {
      cells: [
        code,
        name,
        q.toLocaleString('en-AU', { maximumFractionDigits: 4 }),
        px.toFixed(4),
        fm(v, 'plain'),
      ],
      v,
    };
  };
  const sr = shares.map(row);
  const mr = mfs.map(row);
  const totShares = sr.reduce((s, x) => s + x.v, 0);
  const totMf = mr.reduce((s, x) => s + x.v, 0);
  const total = cash + totShares + totMf;
  const cols: Col[] = [
    { title: 'Code', w: 70 },
    { title: 'Investment', w: 215 },
    { title: 'Quantity', w: 75, align: 'right' },
    { title: 'Price ($)', w: 65, align: 'right' },
    { title: 'Value ($)', w: 90, align: 'right' },
  ];
  const hdr = (pg: Page, n: number) => {
    pg.text(40, 34, 'HUB24', { font: 'sansB', size: 22, color: '#0f4c81' });
    pg.text(130, 44, 'Invest', { font: 'sans', size: 12, color: '#0f4c81' });
    pg.text(555, 34, 'Portfolio valuation', { font: 'sansB', size: 13, align: 'right' });
    pg.text(555, 52, `As at ${fd('2025-06-30', 'd.m.Y')}`, { font: 'sans', size: 9, align: 'right' });
    footer(
      pg,
      'HUB24 Custodial Services Ltd. Prices are closing prices on the valuation date and may be estimates for unlisted investments.',
      n,
      2,
    );
  };
  const pg1 = new Page();
  hdr(pg1, 1);
  pg1.text(40, 90, `${p.title} ${natural(p)}`, { font: 'sans', size: 9.5 });
  pg1.text(40, 103, `${p.street}, ${cityLine(p)}`, { font: 'sans', size: 9.5 });
  kvLeft(pg1, 330, 90, 'Account number', acct, { lw: 95, vf: 'sansB' });
  kvLeft(pg1, 330, 104, 'Account name', `${short(p)} – Investor Direct`, { lw: 95 });
  kvLeft(pg1, 330, 118, 'Adviser', 'Tamar Valley Financial Planning', { lw: 95 });
  pg1.text(40, 150, 'Asset allocation summary', { font: 'sansB', size: 11, color: '#0f4c81' });
  table(
    pg1,
    40,
    168,
    [
      { title: 'Asset class', w: 300 },
      { title: 'Value ($)', w: 120, align: 'right' },
      { title: '% of portfolio', w: 95, align: 'right' },
    ],
    [
      ['Cash account', fm(cash, 'plain'), ((cash / total) * 100).toFixed(2)],
      ['Listed securities', fm(totShares, 'plain'), ((totShares / total) * 100).toFixed(2)],
      ['Managed funds', fm(totMf, 'plain'), ((totMf / total) * 100).toFixed(2)],
    ],
    { size: 9, rowH: 18, headFill: '#dfe9f3' },
  );
  pg1.text(40, 260, 'Holdings – listed securities', { font: 'sansB', size: 11, color: '#0f4c81' });
  table(
    pg1,
    40,
    278,
    cols,
    [...sr.map((x) => x.cells), ['', 'Subtotal listed securities', '', '', fm(totShares, 'plain')]],
    {
      size: 8.6,
      rowH: 17,
      headFill: '#dfe9f3',
      rowLine: '#e5e5e5',
      bold: new Set([sr.length]),
    },
  );
  pg1.text(40, 540, 'Continued on next page', { font: 'sansI', size: 8.5, color: '#666' });
  const pg2 = new Page();
  hdr(pg2, 2);
  pg2.text(40, 90, `Account ${acct} – ${natural(p)}`, { font: 'sans', size: 9 });
  pg2.text(40, 115, 'Holdings – managed funds', { font: 'sansB', size: 11, color: '#0f4c81' });
  let y = table(
    pg2,
    40,
    133,
    cols,
    [...mr.map((x) => x.cells), ['', 'Subtotal managed funds', '', '', fm(totMf, 'plain')]],
    {
      size: 8.6,
      rowH: 17,
      headFill: '#dfe9f3',
      rowLine: '#e5e5e5',
      bold: new Set([mr.length]),
    },
  );
  y += 18;
  pg2.text(40, y, 'Cash', { font: 'sansB', size: 11, color: '#0f4c81' });
  y = table(pg2, 40, y + 18, cols, [['CASH', 'HUB24 cash account', '', '', fm(cash, 'plain')]], {
    size: 8.6,
    rowH: 17,
    headFill: '#dfe9f3',
  });
  y += 20;
  pg2.rect(40, y, 515, 34, { fill: '#0f4c81' });
  pg2.text(52, y + 11, 'Total portfolio value', { font: 'sansB', size: 11, color: '#fff' });
  pg2.text(545, y + 10, fm(total), { font: 'sansB', size: 13, color: '#fff', align: 'right' });
  return {
    pages: [pg1, pg2],
    documentDate: '2025-06-30',
    subtype: 'wrap',
    fields: {
      provider: 'HUB24',
      ...personFields(p, {}),
      accountNumber: acct,
      statementDate: '2025-06-30',
      totalValue: dollars(total),
    },
  };
}

// ----- Driver licences ----------------------------------------------------------------------------------
type Card = { page: Page; fields: Fields };

function cardQld(r: Rng): Card {
  const p = person('b01');
  const c = new Page(CARD[0], CARD[1]);
  const lic = r.digits(9);
  const cardNo = Array.from({ length: 10 }, () =>
    r.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split('')),
  ).join('');
  const expiry = '2029-07-14';
  c.rect(0, 0, c.w, c.h, { fill: '#eef2f6' });
  guilloche(c, 0, 26, c.w, c.h - 26, '#c9a3b1', 22, 3, 0.4);
  c.rect(0, 0, c.w, 26, { fill: '#7a1f3d' });
  c.text(10, 6, 'QUEENSLAND', { font: 'sansB', size: 9.5, color: '#fff' });
  c.text(c.w - 10, 9, 'DRIVER LICENCE', { font: 'sansB', size: 6.5, color: '#f3d9e2', align: 'right' });
  portrait(c, 166, 34, 66, 82, r, '#c8d4e0');
  signature(c, 170, 134, 58, r);
  c.text(10, 33, upper(p.family), { font: 'sansB', size: 11 });
  c.text(10, 47, upper(given(p)), { font: 'sansB', size: 8 });
  c.text(10, 61, '14 KESTREL CRES', { font: 'sans', size: 6.5 });
  c.text(10, 69.5, cityLine(p, true), { font: 'sans', size: 6.5 });
  kvAbove(c, 10, 84, 'Date of birth', fd(p.dob, 'd M Y'), { ls: 5, vs: 7.5, lc: '#7a1f3d' });
  kvAbove(c, 88, 84, 'Licence no.', `${lic.slice(0, 3)} ${lic.slice(3, 6)} ${lic.slice(6)}`, {
    ls: 5,
    vs: 7.5,
    lc: '#7a1f3d',
  });
  kvAbove(c, 10, 106, 'Expiry', fd(expiry, 'd M Y'), { ls: 5, vs: 7.5, lc: '#7a1f3d' });
  kvAbove(c, 88, 106, 'Class', 'C', { ls: 5, vs: 7.5, lc: '#7a1f3d' });
  kvAbove(c, 10, 128, 'Card number', cardNo, { ls: 5, vs: 7.5, lc: '#7a1f3d' });
  return {
    page: c,
    fields: {
      ...personFields(p, { street: '14 Kestrel Cres', dob: true }),
      licenceNumber: lic,
      cardNumber: cardNo,
      expiryDate: expiry,
      issuingState: 'QLD',
    },
  };
}

function cardWaFront(r: Rng): Card {
  const p = person('b02');
  const c = new Page(CARD[0], CARD[1]);
  const lic = r.digits(7);
  const expiry = '2030-02-03';
  c.rect(0, 0, c.w, c.h, { fill: '#f6f3ea' });
  guilloche(c, 0, 0, c.w, c.h, '#d9c98f', 26, 2.5, 1.7);
  c.rect(0, 0, 8, c.h, { fill: '#1f3a68' });
  c.rect(8, 0, 4, c.h, { fill: '#d4a21b' });
  c.text(20, 8, "DRIVER'S LICENCE", { font: 'condB', size: 9, color: '#1f3a68' });
  c.text(20, 19, 'Government of Western Australia', { font: 'cond', size: 5.5, color: '#1f3a68' });
  portrait(c, 172, 10, 60, 76, r, '#d6dde6');
  c.text(20, 36, upper(natural(p)), { font: 'condB', size: 8 });
  c.text(20, 47, '5/22 LAWLEY ST', { font: 'cond', size: 6.5 });
  c.text(20, 55, cityLine(p, true), { font: 'cond', size: 6.5 });
  const rows: [string, string][] = [
    ['Licence No.', lic],
    ['Expiry', fd(expiry, 'd.m.Y')],
    ['Date of Birth', fd(p.dob, 'd.m.Y')],
    ['Class', 'C'],
  ];
  rows.forEach(([l, v], i) =>
    kvLeft(c, 20, 72 + i * 11, l, v, { lw: 52, size: 6.8, lf: 'cond', vf: 'condB', lc: '#1f3a68' }),
  );
  signature(c, 176, 112, 52, r);
  c.text(c.w - 8, c.h - 10, 'WA', { font: 'condB', size: 7, color: '#1f3a68', align: 'right' });
  return {
    page: c,
    fields: {
      ...personFields(p, { street: '5/22 Lawley St', dob: true }),
      licenceNumber: lic,
      expiryDate: expiry,
      issuingState: 'WA',
    },
  };
}
function cardWaBack(r: Rng, cardNo: string): Page {
  const c = new Page(CARD[0], CARD[1]);
  c.rect(0, 0, c.w, c.h, { fill: '#f6f3ea' });
  c.text(12, 10, 'Conditions: NIL', { font: 'cond', size: 7 });
  c.text(12, 22, 'Endorsements: NIL', { font: 'cond', size: 7 });
  kvLeft(c, 12, 44, 'Card Number', cardNo, { lw: 52, size: 7.5, lf: 'cond', vf: 'condB' });
  let x = 12;
  while (x < c.w - 14) {
    const w = 0.6 + r.next() * 2.2;
    c.rect(x, 70, w, 44, { fill: '#111' });
    x += w + 0.6 + r.next() * 2;
  }
  c.text(12, 124, 'If found please return to any Department of Transport licensing centre.', {
    font: 'cond',
    size: 5.5,
  });
  return c;
}

function licenceWaScan(r: Rng): Built {
  const f = cardWaFront(r);
  const cardNo = 'LW' + r.digits(8);
  const back = cardWaBack(r, cardNo);
  const pg = new Page();
  const sc = 1.35;
  place(pg, f.page, 60, 70, sc);
  pg.rect(60, 70, CARD[0] * sc, CARD[1] * sc, { stroke: '#999', lw: 0.5, r: 4 });
  place(pg, back, 60, 310, sc);
  pg.rect(60, 310, CARD[0] * sc, CARD[1] * sc, { stroke: '#999', lw: 0.5, r: 4 });
  pg.rect(330, 560, 220, 96, { stroke: '#1c3f94', lw: 1.2, r: 6 });
  pg.para(340, 570, 200, 'I certify that this is a true copy of the original document sighted by me.', {
    font: 'serifI',
    size: 8.5,
    color: '#1c3f94',
  });
  signature(pg, 345, 622, 80, r);
  pg.text(340, 632, 'J. Marsh JP (WA) No. 41187', { font: 'serif', size: 8, color: '#1c3f94' });
  pg.text(340, 643, `Date: ${fd('2025-08-14', 'd/m/Y')}`, { font: 'serif', size: 8, color: '#1c3f94' });
  return {
    pages: [pg],
    documentDate: '2025-08-14',
    subtype: 'WA',
    fields: { ...f.fields, cardNumber: cardNo },
  };
}

function cardAct(r: Rng): Card {
  const p = person('b03');
  const c = new Page(CARD[0], CARD[1]);
  const lic = r.digits(10);
  const cardNo = r.digits(10);
  const expiry = '2028-11-27';
  c.rect(0, 0, c.w, c.h, { fill: '#f3f6fb' });
  guilloche(c, 0, 30, c.w, c.h - 30, '#a9bfe0', 18, 4, 2.2);
  c.rect(0, 0, c.w, 30, { fill: '#0b3a75' });
  c.text(10, 5, 'AUSTRALIAN CAPITAL TERRITORY', { font: 'sansB', size: 7, color: '#fff' });
  c.text(10, 16, 'Driver Licence', { font: 'sans', size: 7.5, color: '#cfe0f5' });
  c.path(star(c.w - 18, 15, 9, 4), { fill: '#f1c400' });
  portrait(c, 10, 38, 58, 74, r, '#d2dbe8');
  signature(c, 12, 130, 54, r);
  c.text(78, 38, `${upper(p.family)}, ${upper(given(p))}`, { font: 'sansB', size: 7.2 });
  c.text(78, 49, `${upper('31 Macleay St')} ${cityLine(p, true)}`, { font: 'sans', size: 5.6 });
  const rows: [string, string][] = [
    ['Licence no', lic],
    ['Card no', cardNo],
    ['Date of birth', fd(p.dob, 'd/m/Y')],
    ['Expiry date', fd(expiry, 'd/m/Y')],
    ['Licence class', 'C'],
  ];
  rows.forEach(([l, v], i) =>
    kvLeft(c, 78, 64 + i * 12, l, v, { lw: 56, size: 6.8, vf: 'sansB', lc: '#0b3a75' }),
  );
  return {
    page: c,
    fields: {
      ...personFields(p, { street: '31 Macleay St', dob: true }),
      licenceNumber: lic,
      cardNumber: cardNo,
      expiryDate: expiry,
      issuingState: 'ACT',
    },
  };
}
function licenceActDigital(r: Rng): Built {
  const c = cardAct(r);
  const pg = new Page();
  pg.text(40, 40, 'Identity document – driver licence (front)', { font: 'sans', size: 10, color: '#444' });
  pg.text(40, 56, `Scanned copy supplied by client on ${fd('2025-09-03', 'd M Y')}`, {
    font: 'sans',
    size: 8,
    color: '#777',
  });
  place(pg, c.page, 40, 80, 1.25);
  return { pages: [pg], documentDate: '2025-09-03', subtype: 'ACT', fields: c.fields };
}

function cardNt(r: Rng): Card {
  const p = person('b04');
  const c = new Page(CARD[0], CARD[1]);
  const lic = r.digits(6);
  const cardNo = 'NT' + r.digits(7);
  const expiry = '2029-09-30';
  c.rect(0, 0, c.w, c.h, { fill: '#fbf1e6' });
  guilloche(c, 0, 0, c.w, c.h, '#e3b68a', 20, 5, 0.9);
  c.rect(0, 0, c.w, 22, { fill: '#b6541c' });
  c.text(c.w / 2, 3.5, 'NORTHERN TERRITORY OF AUSTRALIA', {
    font: 'sansB',
    size: 6.6,
    color: '#fff',
    align: 'center',
  });
  c.text(c.w / 2, 12.5, 'DRIVER LICENCE', { font: 'sans', size: 5.6, color: '#ffe7d3', align: 'center' });
  portrait(c, 10, 30, 62, 80, r, '#e6d5c3');
  c.text(82, 30, `${given(p)} ${upper(p.family)}`, { font: 'sansB', size: 7.6 });
  c.text(82, 41, '4/16 PROGRESS DR', { font: 'sans', size: 6 });
  c.text(82, 48.5, cityLine(p, true), { font: 'sans', size: 6 });
  table(
    c,
    82,
    62,
    [
      { title: '', w: 52 },
      { title: '', w: 96 },
    ],
    [
      ['Licence No', lic],
      ['DOB', fd(p.dob, 'd-M-y')],
      ['Expiry', fd(expiry, 'd-M-y')],
      ['Class', 'C, MR'],
      ['Card No', cardNo],
    ],
    { size: 6.4, rowH: 11.5, head: 'none', grid: '#b6541c', font: 'sansB' },
  );
  signature(c, 14, 132, 56, r);
  return {
    page: c,
    fields: {
      ...personFields(p, { street: '4/16 Progress Dr', dob: true }),
      licenceNumber: lic,
      cardNumber: cardNo,
      expiryDate: expiry,
      issuingState: 'NT',
    },
  };
}

// ----- Passports ----------------------------------------------------------------------------------------
type PassportData = {
  p: Persona;
  number: string;
  issue: string;
  expiry: string;
  place: string;
  mrz: [string, string];
};
function passportData(r: Rng, id: string, prefix: string, issue: string, place: string): PassportData {
  const p = person(id);
  const number = prefix + r.digits(7);
  const expiry = addDays(addMonths(issue, 120), -1);
  const mrz = makeMrz({ surname: p.family, given: given(p), number, dob: p.dob, sex: p.sex, expiry });
  return { p, number, issue, expiry, place, mrz };
}
function passportFields(d: PassportData): Fields {
  return {
    passportNumber: d.number,
    lastName: d.p.family,
    firstName: at(d.p.given, 0),
    fullName: natural(d.p),
    nationality: 'AUS',
    sex: d.p.sex,
    dateOfBirth: d.p.dob,
    expiryDate: d.expiry,
  };
}
/** Layout A: photo left, labels above values, English labels only. */
function passportPageA(d: PassportData, r: Rng): Page {
  const c = new Page(PASSPORT_PAGE[0], PASSPORT_PAGE[1]);
  c.rect(0, 0, c.w, c.h, { fill: '#f1f4ef' });
  guilloche(c, 0, 0, c.w, 180, '#b9ccb5', 30, 4, 0.2);
  c.text(14, 10, 'AUSTRALIA', { font: 'serifB', size: 11, color: '#1d4d2b' });
  c.text(120, 12, 'PASSPORT', { font: 'serif', size: 9, color: '#1d4d2b' });
  kvAbove(c, 190, 8, 'Type', 'P', { ls: 5, vs: 7.5, lc: '#1d4d2b' });
  kvAbove(c, 220, 8, 'Code', 'AUS', { ls: 5, vs: 7.5, lc: '#1d4d2b' });
  kvAbove(c, 262, 8, 'Passport No.', d.number, { ls: 5, vs: 8.5, lc: '#1d4d2b' });
  portrait(c, 14, 38, 86, 110, r, '#dfe5e9');
  const x = 112;
  let y = 38;
  const f: [string, string][] = [
    ['Surname', upper(d.p.family)],
    ['Given names', upper(given(d.p))],
    ['Nationality', 'AUSTRALIAN'],
    ['Date of birth', fd(d.p.dob, 'D M Y')],
  ];
  for (const [l, v] of f) y = kvAbove(c, x, y, l, v, { ls: 5, vs: 8.2, lc: '#1d4d2b' }) - 2.5;
  kvAbove(c, 230, 38 + 3 * 17.2, 'Sex', d.p.sex, { ls: 5, vs: 8.2, lc: '#1d4d2b' });
  y = kvAbove(c, x, y, 'Place of birth', d.place, { ls: 5, vs: 8.2, lc: '#1d4d2b' }) - 2.5;
  kvAbove(c, x, y, 'Date of issue', fd(d.issue, 'D M Y'), { ls: 5, vs: 8.2, lc: '#1d4d2b' });
  kvAbove(c, 230, y, 'Date of expiry', fd(d.expiry, 'D M Y'), { ls: 5, vs: 8.2, lc: '#1d4d2b' });
  signature(c, 120, 170, 70, r, '#222');
  c.rect(0, 184, c.w, c.h - 184, { fill: '#ffffff' });
  c.text(12, 192, d.mrz[0], { font: 'mono', size: 11.4 });
  c.text(12, 214, d.mrz[1], { font: 'mono', size: 11.4 });
  return c;
}
/** Layout B: bilingual labels, two columns of left-labelled fields, photo right. */
function passportPageB(d: PassportData, r: Rng): Page {
  const c = new Page(PASSPORT_PAGE[0], PASSPORT_PAGE[1]);
  c.rect(0, 0, c.w, c.h, { fill: '#f4f1f6' });
  guilloche(c, 0, 0, c.w, 182, '#cbbfd9', 28, 3, 2.6);
  c.text(14, 10, 'AUSTRALIA  ·  PASSPORT / PASSEPORT', { font: 'sansB', size: 8.5, color: '#3b2a5c' });
  portrait(c, 252, 30, 88, 112, r, '#e5e0ea');
  const rows: [string, string][] = [
    ['Type / Type', 'P'],
    ['Country code / Code du pays', 'AUS'],
    ['Passport No. / No. du passeport', d.number],
    ['Surname / Nom', upper(d.p.family)],
    ['Given names / Prénoms', upper(given(d.p))],
    ['Nationality / Nationalité', 'AUSTRALIAN'],
    ['Date of birth / Date de naissance', fd(d.p.dob, 'D M Y')],
    ['Sex / Sexe', d.p.sex],
    ['Place of birth / Lieu de naissance', d.place],
    ['Date of issue / Date de délivrance', fd(d.issue, 'D M Y')],
    ['Date of expiry / Date d’expiration', fd(d.expiry, 'D M Y')],
    ['Authority / Autorité', 'AUSTRALIA'],
  ];
  rows.forEach(([l, v], i) => {
    c.text(14, 28 + i * 12.6, l, { font: 'sans', size: 4.8, color: '#5a4a78' });
    c.text(120, 27 + i * 12.6, v, { font: 'sansB', size: 7.6 });
  });
  signature(c, 256, 160, 74, r, '#222');
  c.rect(0, 186, c.w, c.h - 186, { fill: '#ffffff' });
  c.text(12, 194, d.mrz[0], { font: 'mono', size: 11.4 });
  c.text(12, 216, d.mrz[1], { font: 'mono', size: 11.4 });
  return c;
}
function passportPhotoA(r: Rng): Built {
  const d = passportData(r, 'b05', 'PA', '2021-03-18', 'MELBOURNE');
  return { pages: [passportPageA(d, r)], documentDate: d.issue, subtype: 'AUS', fields: passportFields(d) };
}
function passportScanB(r: Rng): Built {
  const d = passportData(r, 'b02', 'PB', '2019-06-04', 'PERTH');
  const pg = new Page();
  place(pg, passportPageB(d, r), 80, 90, 1.22);
  pg.rect(80, 90, PASSPORT_PAGE[0] * 1.22, PASSPORT_PAGE[1] * 1.22, { stroke: '#888', lw: 0.5 });
  pg.text(80, 440, 'Copy of passport – identification page', { font: 'sans', size: 9, color: '#333' });
  return { pages: [pg], documentDate: d.issue, subtype: 'AUS', fields: passportFields(d) };
}
function passportPngB(r: Rng): Built {
  const d = passportData(r, 'b03', 'RA', '2023-10-09', 'CANBERRA');
  return { pages: [passportPageB(d, r)], documentDate: d.issue, subtype: 'AUS', fields: passportFields(d) };
}

// ----- Other: Medicare card, utility bill, council rates ------------------------------------------------
function medicareCard(r: Rng): Built {
  const p = person('b07');
  const num = makeMedicare(r, 1);
  if (!medicareValid(num)) throw new Error('medicare');
  const c = new Page(CARD[0], CARD[1]);
  c.rect(0, 0, c.w, c.h, { fill: '#2e8b57' });
  c.rect(0, 0, c.w, c.h * 0.45, { fill: '#3aa56b' });
  guilloche(c, 0, 0, c.w, c.h, '#5dbb86', 16, 5, 0.7);
  c.text(14, 12, 'medicare', { font: 'sansB', size: 17, color: '#ffffff' });
  c.ellipse(c.w - 28, 24, 12, 12, { fill: '#f6c700', opacity: 0.9 });
  c.rect(10, 58, c.w - 20, 86, { fill: '#e9f3ec', r: 4 });
  c.text(18, 64, `${num.slice(0, 4)} ${num.slice(4, 9)} ${num.slice(9)}`, { font: 'monoB', size: 13 });
  const names = [
    `1  ${upper(at(p.given, 0))} ${at(p.given, 1)?.[0] ?? ''} ${upper(p.family)}`,
    `2  YUSUF ${upper(p.family)}`,
    `3  ZARA ${upper(p.family)}`,
  ];
  names.forEach((n, i) => c.text(18, 86 + i * 12, n, { font: 'mono', size: 8.5 }));
  c.text(18, 128, 'VALID TO  04/2029', { font: 'monoB', size: 7.5 });
  return {
    pages: [c],
    documentDate: '2024-04-15',
    subtype: 'medicare',
    fields: {
      medicareNumber: num,
      medicareIrn: '1',
      fullName: `${at(p.given, 0)} ${at(p.given, 1)?.[0] ?? ''} ${p.family}`,
      firstName: at(p.given, 0),
      lastName: p.family,
    },
  };
}

function utilityAgl(r: Rng): Built {
  const p = person('b12');
  const acct = r.digits(10);
  const issue = '2025-08-27';
  const due = '2025-09-17';
  const usage = [612, 588, 701, 744, 689, 655];
  const kwh = 655;
  const rate = 0.3412;
  const supply = 92;
  const supplyRate = 1.1022;
  const usageC = Math.round(kwh * rate * 100);
  const supplyC = Math.round(supply * supplyRate * 100);
  const gst = Math.round((usageC + supplyC) * 0.1);
  const total = usageC + supplyC + gst;
  const blue = '#0a7ac2';
  const pg = new Page();
  pg.text(40, 30, 'AGL', { font: 'sansB', size: 26, color: blue });
  pg.text(555, 32, 'Your electricity bill', { font: 'sansB', size: 14, align: 'right' });
  pg.text(555, 52, `Issue date ${fd(issue, 'd MM Y')}`, { font: 'sans', size: 8.5, align: 'right' });
  pg.text(40, 92, `${p.title} ${short(p)}`, { font: 'sans', size: 10 });
  pg.text(40, 106, p.street, { font: 'sans', size: 10 });
  pg.text(40, 120, cityLine(p, true), { font: 'sans', size: 10 });
  pg.text(40, 140, `Bill delivered by email to ${p.email}`, { font: 'sans', size: 7.5, color: '#666' });
  pg.rect(330, 86, 225, 84, { fill: '#e6f2fa', r: 6 });
  pg.text(342, 96, 'Total amount due', { font: 'sans', size: 9 });
  pg.text(342, 110, fm(total), { font: 'sansB', size: 22, color: blue });
  pg.text(342, 140, `Due date  ${fd(due, 'W d MM Y')}`, { font: 'sansB', size: 8.5 });
  pg.text(342, 154, `Account number  ${acct}`, { font: 'sans', size: 8.5 });
  kvLeft(pg, 40, 195, 'Supply address', `${p.street}, ${p.suburb} ${p.state} ${p.postcode}`, { lw: 100 });
  kvLeft(pg, 40, 210, 'NMI', '4102' + r.digits(7), { lw: 100 });
  kvLeft(
    pg,
    40,
    225,
    'Billing period',
    `${fd('2025-05-23', 'd M Y')} to ${fd('2025-08-22', 'd M Y')} (92 days)`,
    { lw: 100 },
  );
  kvLeft(pg, 40, 240, 'Plan', 'AGL Value Saver – residential', { lw: 100 });
  pg.text(40, 275, 'Your average daily usage (kWh)', { font: 'sansB', size: 10 });
  usage.forEach((u, i) => {
    const h = (u / 800) * 90;
    pg.rect(50 + i * 42, 390 - h, 26, h, { fill: i === usage.length - 1 ? blue : '#a9cfe8' });
    pg.text(63 + i * 42, 395, ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'][i] ?? '', {
      size: 7,
      align: 'center',
    });
  });
  pg.text(330, 275, 'Charges this bill', { font: 'sansB', size: 10 });
  table(
    pg,
    330,
    292,
    [
      { title: 'Item', w: 150 },
      { title: 'Amount', w: 75, align: 'right' },
    ],
    [
      [`Peak usage ${kwh} kWh @ $${rate.toFixed(4)}`, fm(usageC)],
      [`Supply ${supply} days @ $${supplyRate.toFixed(4)}`, fm(supplyC)],
      ['GST', fm(gst)],
      ['Total', fm(total)],
    ],
    { size: 8, rowH: 16, head: 'line', rowLine: '#ddd', bold: new Set([3]) },
  );
  pg.rect(40, 440, 515, 90, { stroke: '#bbb', lw: 0.6, r: 4 });
  pg.text(52, 450, 'How to pay', { font: 'sansB', size: 9.5 });
  pg.text(52, 466, `BPAY  Biller code 7112   Ref ${acct}`, { size: 8.5 });
  pg.text(52, 480, 'Direct debit, credit card at agl.com.au/pay or the AGL app', { size: 8.5 });
  pg.text(52, 494, 'Centrepay and Australia Post also accepted', { size: 8.5 });
  footer(
    pg,
    'AGL Sales Pty Limited. Faults and emergencies: call your distributor, Ausgrid, on 13 13 88.',
    1,
    1,
  );
  return {
    pages: [pg],
    documentDate: issue,
    subtype: 'electricity',
    fields: { provider: 'AGL', ...personFields(p, { name: 'short', email: true }) },
  };
}

function councilStirling(r: Rng): Built {
  const p = person('b09');
  const assess = 'A' + r.digits(6);
  const grv = 27_040;
  const rateInDollar = 0.07312;
  const rates = Math.round(grv * rateInDollar * 100);
  const waste = $(420);
  const esl = $(278.4);
  const total = rates + waste + esl;
  const pg = new Page();
  pg.rect(40, 30, 40, 40, { fill: '#00558c' });
  pg.text(60, 41, 'CoS', { font: 'sansB', size: 11, color: '#fff', align: 'center' });
  pg.text(90, 34, 'City of Stirling', { font: 'sansB', size: 16, color: '#00558c' });
  pg.text(90, 54, '25 Cedric Street, Stirling WA 6021  ·  (08) 9205 8555', { font: 'sans', size: 8 });
  pg.text(555, 34, 'RATES NOTICE', { font: 'sansB', size: 13, align: 'right' });
  pg.text(555, 52, '1 July 2025 to 30 June 2026', { font: 'sans', size: 8.5, align: 'right' });
  pg.text(40, 100, upper(natural(p)), { font: 'sans', size: 10 });
  pg.text(40, 114, upper(p.street), { font: 'sans', size: 10 });
  pg.text(40, 128, cityLine(p, true), { font: 'sans', size: 10 });
  const box: [string, string][] = [
    ['Assessment number', assess],
    ['Date of issue', fd('2025-07-28', 'd MM Y')],
    ['Property', `${p.street}, ${p.suburb}`],
    ['Gross rental value', fm($(grv), 'whole')],
  ];
  box.forEach(([l, v], i) => kvLeft(pg, 320, 96 + i * 14, l, v, { lw: 100, size: 8.5 }));
  table(
    pg,
    40,
    180,
    [
      { title: 'Description', w: 300 },
      { title: 'Basis', w: 110 },
      { title: 'Amount', w: 105, align: 'right' },
    ],
    [
      ['General rates – residential improved', `${fm($(grv), 'whole')} x ${rateInDollar}`, fm(rates)],
      ['Waste service charge – 240L', '1 service', fm(waste)],
      ['Emergency services levy (State Government)', 'Category 1', fm(esl)],
      ['Total amount payable', '', fm(total)],
    ],
    { size: 9, rowH: 20, head: 'box', grid: '#00558c', bold: new Set([3]) },
  );
  pg.text(40, 300, 'Payment options', { font: 'sansB', size: 11, color: '#00558c' });
  table(
    pg,
    40,
    318,
    [
      { title: 'Option', w: 200 },
      { title: 'Due date', w: 160 },
      { title: 'Amount', w: 155, align: 'right' },
    ],
    [
      ['Pay in full', fd('2025-08-28', 'd MM Y'), fm(total)],
      ['Instalment 1 of 4', fd('2025-08-28', 'd MM Y'), fm(Math.round(total / 4) + $(3.5))],
    ],
    { size: 9, rowH: 19, head: 'line', rowLine: '#ccc' },
  );
  pg.rect(40, 400, 515, 1, { fill: '#000' });
  pg.text(40, 410, '✂  Payment slip', { font: 'sans', size: 8, color: '#555' });
  kvLeft(pg, 40, 430, 'Assessment', assess, { lw: 80 });
  kvLeft(pg, 40, 445, 'Amount due', fm(total), { lw: 80 });
  kvLeft(pg, 40, 460, 'BPAY biller', '31922  ref ' + assess.slice(1), { lw: 80 });
  footer(pg, 'City of Stirling. Rates are levied under the Local Government Act 1995 (WA).', 1, 1);
  return {
    pages: [pg],
    documentDate: '2025-07-28',
    subtype: 'council',
    fields: { provider: 'City of Stirling', ...personFields(p, {}) },
  };
}

// === TEMPLATES END ===

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------
const SPECS: Spec[] = [
  {
    key: 'bank-nab',
    type: 'bank',
    rendition: 'digital-pdf',
    persona: 'b05',
    template: 'setb.bank.nab-classic',
    build: bankNab,
  },
  {
    key: 'bank-bendigo',
    type: 'bank',
    rendition: 'digital-pdf',
    persona: 'b08',
    template: 'setb.bank.bendigo-sidebar',
    build: bankBendigo,
  },
  {
    key: 'bank-bankwest',
    type: 'bank',
    rendition: 'scan-pdf',
    persona: 'b02',
    template: 'setb.bank.bankwest-signed',
    build: bankBankwest,
  },
  {
    key: 'bank-suncorp-offset',
    type: 'bank',
    rendition: 'digital-pdf',
    persona: 'b01',
    template: 'setb.bank.suncorp-offset',
    build: bankSuncorp,
  },
  {
    key: 'bank-stgeorge',
    type: 'bank',
    rendition: 'photo-jpeg',
    persona: 'b07',
    template: 'setb.bank.stgeorge-prose',
    build: bankStGeorge,
  },
  {
    key: 'super-unisuper',
    type: 'super',
    rendition: 'digital-pdf',
    persona: 'b06',
    template: 'setb.super.unisuper-2page',
    build: superUniSuper,
  },
  {
    key: 'super-cbus',
    type: 'super',
    rendition: 'digital-pdf',
    persona: 'b04',
    template: 'setb.super.cbus-landscape',
    build: superCbus,
  },
  {
    key: 'super-rest',
    type: 'super',
    rendition: 'scan-pdf',
    persona: 'b12',
    template: 'setb.super.rest-boxes',
    build: superRest,
  },
  {
    key: 'super-hesta',
    type: 'super',
    rendition: 'digital-pdf',
    persona: 'b09',
    template: 'setb.super.hesta-tiles',
    build: superHesta,
  },
  {
    key: 'super-mlc',
    type: 'super',
    rendition: 'digital-pdf',
    persona: 'b08',
    template: 'setb.super.mlc-retail-grid',
    build: superMlc,
  },
  {
    key: 'payslip-adp',
    type: 'payslip',
    rendition: 'digital-pdf',
    persona: 'b07',
    template: 'setb.payslip.adp-earnings',
    build: payslipAdp,
  },
  {
    key: 'payslip-deputy',
    type: 'payslip',
    rendition: 'photo-jpeg',
    persona: 'b05',
    template: 'setb.payslip.deputy-tiles',
    build: payslipDeputy,
  },
  {
    key: 'payslip-government',
    type: 'payslip',
    rendition: 'digital-pdf',
    persona: 'b03',
    template: 'setb.payslip.gov-pay-advice',
    build: payslipGovernment,
  },
  {
    key: 'payslip-casual',
    type: 'payslip',
    rendition: 'photo-png',
    persona: 'b10',
    template: 'setb.payslip.casual-a5',
    build: payslipCasual,
    pngWidth: 1100,
  },
  {
    key: 'tax-noa-refund',
    type: 'tax',
    rendition: 'digital-pdf',
    persona: 'b03',
    template: 'setb.tax.noa-table-cr',
    build: taxNoaRefund,
  },
  {
    key: 'tax-noa-payable',
    type: 'tax',
    rendition: 'scan-pdf',
    persona: 'b06',
    template: 'setb.tax.noa-panel-dr',
    build: taxNoaPayable,
  },
  {
    key: 'tax-income-statement',
    type: 'tax',
    rendition: 'digital-pdf',
    persona: 'b07',
    template: 'setb.tax.mygov-income-statement',
    build: taxIncomeStatement,
  },
  {
    key: 'mortgage-suncorp-offset',
    type: 'mortgage',
    rendition: 'digital-pdf',
    persona: 'b01',
    template: 'setb.mortgage.suncorp-offset',
    build: mortgageSuncorp,
  },
  {
    key: 'mortgage-amp-fixed',
    type: 'mortgage',
    rendition: 'digital-pdf',
    persona: 'b04',
    template: 'setb.mortgage.amp-fixed-grid',
    build: mortgageAmp,
  },
  {
    key: 'mortgage-gsb-letter',
    type: 'mortgage',
    rendition: 'photo-jpeg',
    persona: 'b11',
    template: 'setb.mortgage.gsb-prose-letter',
    build: mortgageGsb,
  },
  {
    key: 'insurance-zurich-tpd',
    type: 'insurance',
    rendition: 'digital-pdf',
    persona: 'b08',
    template: 'setb.insurance.zurich-tpd-sections',
    build: insuranceZurichTpd,
  },
  {
    key: 'insurance-aia-salary-continuance',
    type: 'insurance',
    rendition: 'digital-pdf',
    persona: 'b09',
    template: 'setb.insurance.aia-salary-continuance',
    build: insuranceAiaIp,
  },
  {
    key: 'insurance-youi-car',
    type: 'insurance',
    rendition: 'photo-png',
    persona: 'b04',
    template: 'setb.insurance.youi-car-certificate',
    build: insuranceYouiCar,
  },
  {
    key: 'investment-vanguard',
    type: 'investment',
    rendition: 'digital-pdf',
    persona: 'b06',
    template: 'setb.investment.vanguard-periodic',
    build: investmentVanguard,
  },
  {
    key: 'investment-computershare',
    type: 'investment',
    rendition: 'digital-pdf',
    persona: 'b02',
    template: 'setb.investment.computershare-holding',
    build: investmentComputershare,
  },
  {
    key: 'investment-hub24',
    type: 'investment',
    rendition: 'scan-pdf',
    persona: 'b08',
    template: 'setb.investment.hub24-valuation',
    build: investmentHub24,
  },
  {
    key: 'licence-qld',
    type: 'license',
    rendition: 'photo-jpeg',
    persona: 'b01',
    template: 'setb.license.QLD',
    build: (r) => {
      const c = cardQld(r);
      return { pages: [c.page], documentDate: '2024-07-14', subtype: 'QLD', fields: c.fields };
    },
  },
  {
    key: 'licence-wa',
    type: 'license',
    rendition: 'scan-pdf',
    persona: 'b02',
    template: 'setb.license.WA-front-back-certified',
    build: licenceWaScan,
  },
  {
    key: 'licence-act',
    type: 'license',
    rendition: 'digital-pdf',
    persona: 'b03',
    template: 'setb.license.ACT',
    build: licenceActDigital,
  },
  {
    key: 'licence-nt',
    type: 'license',
    rendition: 'photo-png',
    persona: 'b04',
    template: 'setb.license.NT',
    build: (r) => {
      const c = cardNt(r);
      return { pages: [c.page], documentDate: '2024-09-30', subtype: 'NT', fields: c.fields };
    },
  },
  {
    key: 'passport-mitchell',
    type: 'passport',
    rendition: 'photo-jpeg',
    persona: 'b05',
    template: 'setb.passport.layoutA',
    build: passportPhotoA,
  },
  {
    key: 'passport-harper-nguyen',
    type: 'passport',
    rendition: 'scan-pdf',
    persona: 'b02',
    template: 'setb.passport.layoutB-copy',
    build: passportScanB,
  },
  {
    key: 'passport-van-der-berg',
    type: 'passport',
    rendition: 'photo-png',
    persona: 'b03',
    template: 'setb.passport.layoutB',
    build: passportPngB,
  },
  {
    key: 'other-medicare',
    type: 'other',
    rendition: 'photo-jpeg',
    persona: 'b07',
    template: 'setb.other.medicare-card',
    build: medicareCard,
  },
  {
    key: 'other-agl',
    type: 'other',
    rendition: 'digital-pdf',
    persona: 'b12',
    template: 'setb.other.utility-agl',
    build: utilityAgl,
  },
  {
    key: 'other-stirling-rates',
    type: 'other',
    rendition: 'scan-pdf',
    persona: 'b09',
    template: 'setb.other.council-stirling',
    build: councilStirling,
  },
  {
    key: 'bank-police-cu',
    type: 'bank',
    rendition: 'digital-pdf',
    persona: 'b11',
    template: 'setb.bank.creditunion-mono',
    build: bankCreditUnion,
  },
];

const EXT: Record<Rendition, string> = {
  'digital-pdf': 'pdf',
  'scan-pdf': 'pdf',
  'photo-jpeg': 'jpg',
  'photo-png': 'png',
};
const BGS: [string, string][] = [
  ['#5b4636', '#2e2219'],
  ['#4a4f57', '#1f2226'],
  ['#6b5a48', '#3a3026'],
  ['#3d4a3f', '#1c241e'],
  ['#555555', '#262626'],
];

async function render(spec: Spec, built: Built, r: Rng): Promise<Buffer> {
  const title = `${spec.type} ${spec.key}`;
  switch (spec.rendition) {
    case 'digital-pdf':
      return toDigitalPdf(built.pages, title);
    case 'scan-pdf':
      return toScanPdf(built.pages, r, title);
    case 'photo-jpeg': {
      const pg = at(built.pages, 0);
      const card = pg.w < 400;
      const o: PhotoOpts = {
        bgW: card ? 1600 : 1500,
        bgH: card ? 1200 : 2000,
        docW: card ? 1150 : 1260,
        angle: (r.next() < 0.5 ? -1 : 1) * (1.5 + r.next() * 3),
        bg: r.pick(BGS),
        grain: 3,
        ...spec.photo,
      };
      return toPhotoJpeg(pg, r, o);
    }
    case 'photo-png': {
      const pg = at(built.pages, 0);
      return toPhotoPng(pg, r, spec.pngWidth ?? (pg.w < 400 ? 1000 : 1240));
    }
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  fs.mkdirSync(OUT, { recursive: true });
  if (!only.length) for (const f of fs.readdirSync(OUT)) fs.rmSync(path.join(OUT, f));
  const seen = new Set<string>();
  for (const spec of SPECS) {
    if (only.length && !only.some((k) => spec.key.includes(k))) continue;
    const id = crypto.createHash('sha256').update(`${SEED}/${spec.key}`).digest('hex').slice(0, 8);
    if (seen.has(id)) throw new Error('id clash ' + id);
    seen.add(id);
    const r = new Rng(`${SEED}/${spec.key}`);
    const built = spec.build(r);
    const file = `${id}.${EXT[spec.rendition]}`;
    const buf = await render(spec, built, new Rng(`${SEED}/${spec.key}/render`));
    fs.writeFileSync(path.join(OUT, file), buf);
    // Optional: every printed string, for checking the truth against what is on the page.
    if (process.env.SETB_TEXT_DUMP) {
      fs.mkdirSync(process.env.SETB_TEXT_DUMP, { recursive: true });
      const lines = built.pages.flatMap((pg) => pg.ops.flatMap((op) => (op.k === 'text' ? [op.s] : [])));
      fs.writeFileSync(path.join(process.env.SETB_TEXT_DUMP, file + '.txt'), lines.join('\n') + '\n');
    }
    const truth = {
      file,
      documentType: spec.type,
      rendition: spec.rendition,
      persona: spec.persona,
      fields: built.fields,
      subtype: built.subtype,
      template: spec.template,
      pages: spec.rendition.startsWith('photo') ? 1 : built.pages.length,
      documentDate: built.documentDate,
    };
    fs.writeFileSync(path.join(OUT, file + '.truth.json'), JSON.stringify(truth, null, 2) + '\n');
    console.log(
      `${file}  ${spec.type.padEnd(10)} ${spec.rendition.padEnd(11)} ${spec.template}  ${(buf.length / 1024).toFixed(0)} KB`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
