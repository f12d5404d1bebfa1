// A tiny vector page model. Pages are drawn once into this model and rendered either to a PDF with a
// text layer (pdfkit) or to an SVG that sharp rasterises, so both renditions show the same layout.
// Units are PDF points (1/72 inch), origin top-left, text y is the baseline.
import PDFDocument from 'pdfkit';

export type FontKey = 'sans' | 'arial' | 'narrow' | 'serif' | 'dserif' | 'mono' | 'lmono';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const LIB = '/usr/share/fonts/truetype/liberation';

export const FONTS: Record<FontKey, { family: string; regular: string; bold: string }> = {
  sans: { family: 'DejaVu Sans', regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` },
  arial: {
    family: 'Liberation Sans',
    regular: `${LIB}/LiberationSans-Regular.ttf`,
    bold: `${LIB}/LiberationSans-Bold.ttf`,
  },
  narrow: {
    family: 'Liberation Sans Narrow',
    regular: `${LIB}/LiberationSansNarrow-Regular.ttf`,
    bold: `${LIB}/LiberationSansNarrow-Bold.ttf`,
  },
  serif: {
    family: 'Liberation Serif',
    regular: `${LIB}/LiberationSerif-Regular.ttf`,
    bold: `${LIB}/LiberationSerif-Bold.ttf`,
  },
  dserif: {
    family: 'DejaVu Serif',
    regular: `${DEJAVU}/DejaVuSerif.ttf`,
    bold: `${DEJAVU}/DejaVuSerif-Bold.ttf`,
  },
  mono: {
    family: 'DejaVu Sans Mono',
    regular: `${DEJAVU}/DejaVuSansMono.ttf`,
    bold: `${DEJAVU}/DejaVuSansMono-Bold.ttf`,
  },
  lmono: {
    family: 'Liberation Mono',
    regular: `${LIB}/LiberationMono-Regular.ttf`,
    bold: `${LIB}/LiberationMono-Bold.ttf`,
  },
};

export type Anchor = 'start' | 'middle' | 'end';

export type TextStyle = {
  size?: number;
  font?: FontKey;
  bold?: boolean;
  color?: string;
  anchor?: Anchor;
};

export type ShapeStyle = {
  fill?: string;
  stroke?: string;
  lw?: number;
  r?: number;
  dash?: number;
};

export type Op =
  | {
      kind: 'text';
      x: number;
      y: number;
      s: string;
      size: number;
      font: FontKey;
      bold: boolean;
      color: string;
      anchor: Anchor;
    }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; st: ShapeStyle }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; st: ShapeStyle }
  | { kind: 'circle'; cx: number; cy: number; r: number; st: ShapeStyle }
  | { kind: 'path'; d: string; st: ShapeStyle }
  | { kind: 'group'; x: number; y: number; page: Page };

export class Page {
  ops: Op[] = [];

  constructor(
    public w: number,
    public h: number,
    public bg = '#ffffff',
  ) {}

  text(x: number, y: number, s: string, st: TextStyle = {}): this {
    this.ops.push({
      kind: 'text',
      x,
      y,
      s,
      size: st.size ?? 9,
      font: st.font ?? 'sans',
      bold: st.bold ?? false,
      color: st.color ?? '#111111',
      anchor: st.anchor ?? 'start',
    });
    return this;
  }

  rect(x: number, y: number, w: number, h: number, st: ShapeStyle): this {
    this.ops.push({ kind: 'rect', x, y, w, h, st });
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, st: ShapeStyle = {}): this {
    this.ops.push({ kind: 'line', x1, y1, x2, y2, st: { stroke: '#000000', lw: 0.5, ...st } });
    return this;
  }

  circle(cx: number, cy: number, r: number, st: ShapeStyle): this {
    this.ops.push({ kind: 'circle', cx, cy, r, st });
    return this;
  }

  path(d: string, st: ShapeStyle): this {
    this.ops.push({ kind: 'path', d, st });
    return this;
  }

  /** Draw another page (e.g. a card) into this one at (x, y). */
  place(x: number, y: number, page: Page): this {
    this.ops.push({ kind: 'group', x, y, page });
    return this;
  }
}

/** A4 portrait in points. */
export const A4 = { w: 595.28, h: 841.89 };
/** ID-1 card (85.6 x 54 mm). */
export const CARD = { w: 242.65, h: 153.07 };
/** Passport data page (125 x 88 mm). */
export const PASSPORT_PAGE = { w: 354.33, h: 249.45 };

// ---- text measurement, shared with the PDF renderer so wrapping matches both renditions ----

let measurer: PDFKit.PDFDocument | undefined;

export function fontName(font: FontKey, bold: boolean): string {
  return `${font}-${bold ? 'b' : 'r'}`;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [key, f] of Object.entries(FONTS)) {
    doc.registerFont(`${key}-r`, f.regular);
    doc.registerFont(`${key}-b`, f.bold);
  }
}

export function textWidth(s: string, size: number, font: FontKey = 'sans', bold = false): number {
  if (!measurer) {
    measurer = new PDFDocument({ autoFirstPage: false });
    registerFonts(measurer);
  }
  measurer.font(fontName(font, bold)).fontSize(size);
  return measurer.widthOfString(s);
}
