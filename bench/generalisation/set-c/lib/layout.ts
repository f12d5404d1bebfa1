// Layout helpers on top of the page model: wrapped paragraphs, label/value pairs (label left or label
// above), summary tiles and ruled tables.
import { type FontKey, type Page, type TextStyle, textWidth } from './page';

export function wrap(s: string, width: number, size: number, font: FontKey = 'sans', bold = false): string[] {
  const lines: string[] = [];
  for (const para of s.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && textWidth(next, size, font, bold) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Wrapped paragraph; returns the baseline y of the line after the last one. */
export function para(
  p: Page,
  x: number,
  y: number,
  width: number,
  s: string,
  st: TextStyle & { leading?: number } = {},
): number {
  const size = st.size ?? 9;
  const leading = st.leading ?? size * 1.35;
  for (const line of wrap(s, width, size, st.font, st.bold)) {
    p.text(x, y, line, st);
    y += leading;
  }
  return y;
}

export type KvStyle = {
  labelW: number;
  size?: number;
  font?: FontKey;
  labelColor?: string;
  valueColor?: string;
  labelBold?: boolean;
  valueBold?: boolean;
  /** Right-align the value at x + labelW + valueW. */
  valueW?: number;
  colon?: boolean;
};

/** Label on the left, value to its right. */
export function kv(p: Page, x: number, y: number, label: string, value: string, o: KvStyle): void {
  const st = { size: o.size ?? 9, font: o.font ?? 'sans' };
  p.text(x, y, o.colon ? `${label}:` : label, { ...st, color: o.labelColor ?? '#333333', bold: o.labelBold });
  if (o.valueW !== undefined)
    p.text(x + o.labelW + o.valueW, y, value, {
      ...st,
      color: o.valueColor ?? '#111111',
      bold: o.valueBold,
      anchor: 'end',
    });
  else p.text(x + o.labelW, y, value, { ...st, color: o.valueColor ?? '#111111', bold: o.valueBold });
}

/** Rows of label-left pairs; returns y after the last row. */
export function kvRows(
  p: Page,
  x: number,
  y: number,
  rows: [string, string][],
  o: KvStyle & { step?: number },
) {
  const step = o.step ?? (o.size ?? 9) * 1.6;
  for (const [l, v] of rows) {
    kv(p, x, y, l, v, o);
    y += step;
  }
  return y;
}

export type AboveStyle = {
  labelSize?: number;
  size?: number;
  font?: FontKey;
  labelFont?: FontKey;
  labelColor?: string;
  valueColor?: string;
  valueBold?: boolean;
  labelBold?: boolean;
  gap?: number;
  upper?: boolean;
  anchor?: 'start' | 'end' | 'middle';
};

/** Small label with the value on the line below. Returns the value's baseline. */
export function above(
  p: Page,
  x: number,
  y: number,
  label: string,
  value: string,
  o: AboveStyle = {},
): number {
  const ls = o.labelSize ?? 6.5;
  const size = o.size ?? 9.5;
  p.text(x, y, o.upper ? label.toUpperCase() : label, {
    size: ls,
    font: o.labelFont ?? o.font ?? 'sans',
    color: o.labelColor ?? '#666666',
    bold: o.labelBold,
    anchor: o.anchor,
  });
  const vy = y + (o.gap ?? size * 1.25);
  p.text(x, vy, value, {
    size,
    font: o.font ?? 'sans',
    color: o.valueColor ?? '#111111',
    bold: o.valueBold ?? false,
    anchor: o.anchor,
  });
  return vy;
}

export type TileStyle = {
  fill?: string;
  stroke?: string;
  r?: number;
  labelColor?: string;
  valueColor?: string;
  labelSize?: number;
  valueSize?: number;
  font?: FontKey;
  sub?: string;
};

/** Rounded summary tile with a label and a large value. */
export function tile(
  p: Page,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  o: TileStyle = {},
): void {
  p.rect(x, y, w, h, { fill: o.fill ?? '#f2f4f7', stroke: o.stroke, lw: 0.6, r: o.r ?? 6 });
  const ls = o.labelSize ?? 7.5;
  p.text(x + 10, y + 8 + ls, label, { size: ls, font: o.font, color: o.labelColor ?? '#555555' });
  const vs = o.valueSize ?? 15;
  p.text(x + 10, y + 14 + ls + vs, value, {
    size: vs,
    font: o.font,
    bold: true,
    color: o.valueColor ?? '#111111',
  });
  if (o.sub)
    p.text(x + 10, y + h - 8, o.sub, { size: ls - 0.5, font: o.font, color: o.labelColor ?? '#555555' });
}

export type Col = {
  title: string;
  w: number;
  align?: 'left' | 'right' | 'center';
};

export type TableStyle = {
  size?: number;
  font?: FontKey;
  rowH?: number;
  headFill?: string;
  headColor?: string;
  headBold?: boolean;
  headSize?: number;
  zebra?: string;
  rule?: string;
  grid?: boolean;
  boldRows?: number[];
  pad?: number;
  noHead?: boolean;
};

/** Simple table; returns y below the last row. */
export function table(
  p: Page,
  x: number,
  y: number,
  cols: Col[],
  rows: string[][],
  o: TableStyle = {},
): number {
  const size = o.size ?? 8;
  const rowH = o.rowH ?? size * 1.9;
  const pad = o.pad ?? 4;
  const totalW = cols.reduce((s, c) => s + c.w, 0);
  const font = o.font ?? 'sans';
  const cell = (cx: number, c: Col, s: string, yy: number, st: TextStyle) => {
    if (c.align === 'right') p.text(cx + c.w - pad, yy, s, { ...st, anchor: 'end' });
    else if (c.align === 'center') p.text(cx + c.w / 2, yy, s, { ...st, anchor: 'middle' });
    else p.text(cx + pad, yy, s, st);
  };
  const baseline = (top: number) => top + rowH / 2 + size * 0.35;
  if (!o.noHead) {
    if (o.headFill) p.rect(x, y, totalW, rowH, { fill: o.headFill });
    let cx = x;
    for (const c of cols) {
      cell(cx, c, c.title, baseline(y), {
        size: o.headSize ?? size,
        font,
        bold: o.headBold ?? true,
        color: o.headColor ?? '#111111',
      });
      cx += c.w;
    }
    y += rowH;
    if (!o.headFill) p.line(x, y, x + totalW, y, { stroke: o.rule ?? '#444444', lw: 0.8 });
  }
  rows.forEach((row, i) => {
    if (o.zebra && i % 2 === 1) p.rect(x, y, totalW, rowH, { fill: o.zebra });
    let cx = x;
    cols.forEach((c, j) => {
      cell(cx, c, row[j] ?? '', baseline(y), { size, font, bold: o.boldRows?.includes(i) });
      cx += c.w;
    });
    y += rowH;
    if (o.grid) p.line(x, y, x + totalW, y, { stroke: o.rule ?? '#bbbbbb', lw: 0.4 });
  });
  if (o.grid) {
    let cx = x;
    const top = y - rowH * (rows.length + (o.noHead ? 0 : 1));
    for (const c of cols) {
      p.line(cx, top, cx, y, { stroke: o.rule ?? '#bbbbbb', lw: 0.4 });
      cx += c.w;
    }
    p.line(cx, top, cx, y, { stroke: o.rule ?? '#bbbbbb', lw: 0.4 });
    p.line(x, top, x + totalW, top, { stroke: o.rule ?? '#bbbbbb', lw: 0.4 });
  }
  return y;
}

/** A boxed section heading bar. */
export function band(
  p: Page,
  x: number,
  y: number,
  w: number,
  title: string,
  fill: string,
  color = '#ffffff',
) {
  p.rect(x, y, w, 16, { fill });
  p.text(x + 6, y + 11.5, title, { size: 9, bold: true, color });
}

/** Footer with page numbering. */
export function footer(p: Page, left: string, pageNo: number, pages: number, font: FontKey = 'sans') {
  p.line(40, p.h - 42, p.w - 40, p.h - 42, { stroke: '#999999', lw: 0.4 });
  p.text(40, p.h - 30, left, { size: 6.5, color: '#666666', font });
  p.text(p.w - 40, p.h - 30, `Page ${pageNo} of ${pages}`, {
    size: 6.5,
    color: '#666666',
    anchor: 'end',
    font,
  });
}
