// Renditions of a page model: born-digital PDF (pdfkit, real text layer), scanned image-only PDF, phone
// photos (colour JPEG/HEIC on a table, scanner-app greyscale PNG). Everything is seeded and deterministic.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { A4, FONTS, type Op, Page, fontName, registerFonts } from './page';
import type { Rng } from './rng';

// ---------------------------------------------------------------- SVG

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shapeAttrs(st: { fill?: string; stroke?: string; lw?: number; dash?: number }): string {
  let a = ` fill="${st.fill ?? 'none'}"`;
  if (st.stroke) a += ` stroke="${st.stroke}" stroke-width="${st.lw ?? 0.5}"`;
  if (st.dash) a += ` stroke-dasharray="${st.dash} ${st.dash}"`;
  return a;
}

function opsSvg(ops: Op[]): string {
  const out: string[] = [];
  for (const op of ops) {
    switch (op.kind) {
      case 'text':
        out.push(
          `<text x="${op.x}" y="${op.y}" font-family="${FONTS[op.font].family}" font-size="${op.size}" ` +
            `font-weight="${op.bold ? 'bold' : 'normal'}" fill="${op.color}" text-anchor="${op.anchor}" ` +
            `xml:space="preserve">${esc(op.s)}</text>`,
        );
        break;
      case 'rect':
        out.push(
          `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" rx="${op.st.r ?? 0}"${shapeAttrs(op.st)}/>`,
        );
        break;
      case 'line':
        out.push(
          `<line x1="${op.x1}" y1="${op.y1}" x2="${op.x2}" y2="${op.y2}"${shapeAttrs({ ...op.st, fill: undefined })}/>`,
        );
        break;
      case 'circle':
        out.push(`<circle cx="${op.cx}" cy="${op.cy}" r="${op.r}"${shapeAttrs(op.st)}/>`);
        break;
      case 'path':
        out.push(`<path d="${op.d}"${shapeAttrs(op.st)}/>`);
        break;
      case 'group':
        out.push(
          `<g transform="translate(${op.x} ${op.y})"><rect width="${op.page.w}" height="${op.page.h}" ` +
            `fill="${op.page.bg}"/>${opsSvg(op.page.ops)}</g>`,
        );
        break;
    }
  }
  return out.join('\n');
}

export function toSvg(page: Page, pxW: number, pxH: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pxW}" height="${pxH}" viewBox="0 0 ${page.w} ${page.h}">` +
    `<rect width="${page.w}" height="${page.h}" fill="${page.bg}"/>\n${opsSvg(page.ops)}\n</svg>`
  );
}

export type Raster = {
  data: Buffer; // RGB, 8 bit
  w: number;
  h: number;
};

export async function rasterise(page: Page, dpi: number): Promise<Raster> {
  const w = Math.round((page.w / 72) * dpi);
  const h = Math.round((page.h / 72) * dpi);
  const { data, info } = await sharp(Buffer.from(toSvg(page, w, h)))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

// ---------------------------------------------------------------- PDF

export type PdfMeta = {
  title: string;
  author: string;
  creator: string;
  producer?: string;
  date: string; // ISO date, used as the fixed creation date
};

function pdfInfo(meta: PdfMeta) {
  const d = new Date(`${meta.date}T09:30:00Z`);
  return {
    Title: meta.title,
    Author: meta.author,
    Creator: meta.creator,
    Producer: meta.producer ?? meta.creator,
    CreationDate: d,
    ModDate: d,
  };
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function drawOps(doc: PDFKit.PDFDocument, ops: Op[]): void {
  const paint = (st: { fill?: string; stroke?: string; lw?: number; dash?: number }) => {
    if (st.stroke) doc.lineWidth(st.lw ?? 0.5);
    if (st.dash) doc.dash(st.dash, { space: st.dash });
    if (st.fill && st.stroke) doc.fillAndStroke(st.fill, st.stroke);
    else if (st.fill) doc.fill(st.fill);
    else if (st.stroke) doc.stroke(st.stroke);
    if (st.dash) doc.undash();
  };
  for (const op of ops) {
    switch (op.kind) {
      case 'text': {
        doc.font(fontName(op.font, op.bold)).fontSize(op.size).fillColor(op.color);
        const w = doc.widthOfString(op.s);
        const x = op.anchor === 'end' ? op.x - w : op.anchor === 'middle' ? op.x - w / 2 : op.x;
        doc.text(op.s, x, op.y, { lineBreak: false, baseline: 'alphabetic' });
        break;
      }
      case 'rect':
        if (op.st.r) doc.roundedRect(op.x, op.y, op.w, op.h, op.st.r);
        else doc.rect(op.x, op.y, op.w, op.h);
        paint(op.st);
        break;
      case 'line':
        doc.moveTo(op.x1, op.y1).lineTo(op.x2, op.y2);
        paint({ ...op.st, fill: undefined });
        break;
      case 'circle':
        doc.circle(op.cx, op.cy, op.r);
        paint(op.st);
        break;
      case 'path':
        doc.path(op.d);
        paint(op.st);
        break;
      case 'group':
        doc.save();
        doc.translate(op.x, op.y);
        doc.rect(0, 0, op.page.w, op.page.h).fill(op.page.bg);
        drawOps(doc, op.page.ops);
        doc.restore();
        break;
    }
  }
}

/** Born-digital PDF with a text layer. */
export async function digitalPdf(pages: Page[], meta: PdfMeta): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: pdfInfo(meta) });
  const done = collect(doc);
  registerFonts(doc);
  for (const page of pages) {
    doc.addPage({ size: [page.w, page.h], margin: 0 });
    if (page.bg !== '#ffffff') doc.rect(0, 0, page.w, page.h).fill(page.bg);
    drawOps(doc, page.ops);
  }
  doc.end();
  return done;
}

/** Cards and passport pages are scanned as a photocopy: all sides placed on one A4 sheet. */
function scanSheets(pages: Page[]): Page[] {
  if (pages.every((p) => p.w >= 500)) return pages;
  const sheet = new Page(A4.w, A4.h);
  let y = 60;
  for (const p of pages) {
    sheet.place(60, y, p);
    sheet.rect(60, y, p.w, p.h, { stroke: '#9a9a9a', lw: 0.6, r: p.h < 200 ? 8 : 2 });
    y += p.h + 40;
  }
  return [sheet];
}

const SCANNERS = [
  'Canon iR-ADV C3530 III',
  'RICOH IM C3000',
  'Brother MFC-L3770CDW',
  'HP LaserJet MFP M428fdw',
  'EPSON WF-C5790',
];

/** Image-only PDF: each page rasterised with scanner artefacts, no text layer. */
export async function scanPdf(
  pages: Page[],
  meta: PdfMeta,
  rng: Rng,
): Promise<{ pdf: Buffer; pages: number }> {
  const sheets = scanSheets(pages);
  const cardScan = sheets.length !== pages.length || pages[0]!.w < 500;
  const dpi = cardScan ? 300 : rng.pick([200, 200, 240]);
  const colour = rng.chance(0.35);
  const device = rng.pick(SCANNERS);
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: pdfInfo({ ...meta, creator: device, producer: `${device} PDF` }),
  });
  const done = collect(doc);
  for (const sheet of sheets) {
    const r = await rasterise(sheet, dpi);
    const jpeg = await scanEffects(r, rng, colour);
    doc.addPage({ size: [sheet.w, sheet.h], margin: 0 });
    doc.image(jpeg, 0, 0, { width: sheet.w, height: sheet.h });
  }
  doc.end();
  return { pdf: await done, pages: sheets.length };
}

async function scanEffects(r: Raster, rng: Rng, colour: boolean): Promise<Buffer> {
  const { w, h } = r;
  const ch = colour ? 3 : 1;
  const out = Buffer.alloc(w * h * ch);
  const paper = rng.float(0.94, 0.985);
  const gamma = rng.float(1.05, 1.25);
  for (let i = 0; i < w * h; i++) {
    const R = r.data[i * 3] as number;
    const G = r.data[i * 3 + 1] as number;
    const B = r.data[i * 3 + 2] as number;
    const n = rng.gauss() * 3;
    if (ch === 1) {
      const y = (0.299 * R + 0.587 * G + 0.114 * B) / 255;
      out[i] = clamp255(Math.pow(y, gamma) * 255 * paper + n);
    } else {
      out[i * 3] = clamp255(Math.pow(R / 255, gamma) * 255 * paper + n);
      out[i * 3 + 1] = clamp255(Math.pow(G / 255, gamma) * 255 * paper + n);
      out[i * 3 + 2] = clamp255(Math.pow(B / 255, gamma) * 255 * (paper - 0.01) + n);
    }
  }
  // toner specks
  const specks = rng.int(15, 60);
  for (let s = 0; s < specks; s++) {
    const cx = rng.int(0, w - 1);
    const cy = rng.int(0, h - 1);
    const rad = rng.float(0.6, 2.2);
    for (let dy = -3; dy <= 3; dy++)
      for (let dx = -3; dx <= 3; dx++) {
        if (dx * dx + dy * dy > rad * rad) continue;
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        for (let c = 0; c < ch; c++) out[(y * w + x) * ch + c] = rng.int(40, 110);
      }
  }
  const angle = rng.signed(0.15, 0.7);
  const rotated = await sharp(out, { raw: { width: w, height: h, channels: ch } })
    .rotate(angle, { background: colour ? '#f4f4f2' : '#f4f4f4' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((rotated.info.width - w) / 2);
  const top = Math.floor((rotated.info.height - h) / 2);
  const rch = rotated.info.channels;
  const cropped = await sharp(rotated.data, {
    raw: { width: rotated.info.width, height: rotated.info.height, channels: rch },
  })
    .extract({ left, top, width: w, height: h })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let img = sharp(cropped.data, { raw: { width: w, height: h, channels: cropped.info.channels } }).blur(
    rng.float(0.4, 0.7),
  );
  if (ch === 1) img = img.toColourspace('b-w');
  return img.jpeg({ quality: rng.int(68, 80) }).toBuffer();
}

// ---------------------------------------------------------------- photos

function clamp255(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}

type Pt = [number, number];

/** Homography mapping the four points `from` onto `to` (as a 3x3 row-major array with h8 = 1). */
function homography(from: Pt[], to: Pt[]): number[] {
  const A: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Pt;
    const [u, v] = to[i] as Pt;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const n = 8;
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[piv]![c]!)) piv = r;
    [A[c], A[piv]] = [A[piv]!, A[c]!];
    const pr = A[c]!;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = A[r]!;
      const f = row[c]! / pr[c]!;
      for (let k = c; k <= n; k++) row[k] = row[k]! - f * pr[k]!;
    }
  }
  const h = A.map((row, i) => row[n]! / row[i]!);
  return [...h, 1];
}

/** Smooth value noise in [-1, 1] on a coarse grid, bilinear with smoothstep. */
function valueNoise(rng: Rng, gx: number, gy: number): (x: number, y: number) => number {
  const g: number[] = [];
  for (let i = 0; i < (gx + 1) * (gy + 1); i++) g.push(rng.float(-1, 1));
  return (x: number, y: number) => {
    const fx = x * gx;
    const fy = y * gy;
    const ix = Math.min(gx - 1, Math.floor(fx));
    const iy = Math.min(gy - 1, Math.floor(fy));
    let tx = fx - ix;
    let ty = fy - iy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const a = g[iy * (gx + 1) + ix]!;
    const b = g[iy * (gx + 1) + ix + 1]!;
    const c = g[(iy + 1) * (gx + 1) + ix]!;
    const d = g[(iy + 1) * (gx + 1) + ix + 1]!;
    return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
  };
}

const TABLES: { name: string; rgb: [number, number, number]; grain: number }[] = [
  { name: 'walnut', rgb: [92, 62, 42], grain: 1 },
  { name: 'oak', rgb: [128, 92, 60], grain: 1 },
  { name: 'slate', rgb: [58, 61, 66], grain: 0 },
  { name: 'desk-mat', rgb: [36, 52, 48], grain: 0 },
  { name: 'laminate', rgb: [104, 100, 94], grain: 0.3 },
  { name: 'jarrah', rgb: [110, 52, 38], grain: 1 },
];

function tableTexture(w: number, h: number, rng: Rng): Float32Array {
  const t = rng.pick(TABLES);
  const n1 = valueNoise(rng, 6, 8);
  const n2 = valueNoise(rng, 30, 40);
  const a = rng.float(0, Math.PI);
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  const freq = rng.float(0.03, 0.06);
  const out = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const v = y / h;
      const low = n1(u, v);
      const along = x * ca + y * sa;
      const grain =
        t.grain *
        (0.55 * Math.sin(along * freq + low * 6) + 0.25 * Math.sin(along * freq * 3.7 + n2(u, v) * 3));
      const f = 1 + 0.1 * grain + 0.12 * low + 0.04 * n2(u, v) + (rng.next() - 0.5) * 0.06;
      const i = (y * w + x) * 3;
      out[i] = t.rgb[0] * f;
      out[i + 1] = t.rgb[1] * f;
      out[i + 2] = t.rgb[2] * f;
    }
  return out;
}

function insideQuad(q: Pt[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = q[i] as Pt;
    const [x2, y2] = q[(i + 1) % 4] as Pt;
    const c = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
    if (c !== 0) {
      if (sign === 0) sign = Math.sign(c);
      else if (Math.sign(c) !== sign) return false;
    }
  }
  return true;
}

/** Soft shadow mask (0..1) of a quad, blurred; computed at quarter resolution and scaled up. */
async function shadowMask(q: Pt[], w: number, h: number, blur: number): Promise<Float32Array> {
  const s = 4;
  const sw = Math.ceil(w / s);
  const sh = Math.ceil(h / s);
  const m = Buffer.alloc(sw * sh);
  const qs = q.map(([x, y]) => [x / s, y / s] as Pt);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) m[y * sw + x] = insideQuad(qs, x + 0.5, y + 0.5) ? 255 : 0;
  const big = await sharp(m, { raw: { width: sw, height: sh, channels: 1 } })
    .blur(blur / s)
    .resize(w, h, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const out = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = (big[i] as number) / 255;
  return out;
}

type Frame = {
  data: Buffer; // RGB
  w: number;
  h: number;
};

/** Warp the page raster into quad `q` of a w x h frame over `bg`, with a drop shadow. */
async function compose(
  r: Raster,
  q: Pt[],
  w: number,
  h: number,
  bg: Float32Array,
  rng: Rng,
  light: (x: number, y: number) => number,
  tint: [number, number, number],
  shadowStrength: number,
): Promise<Frame> {
  const H = homography(q, [
    [0, 0],
    [r.w, 0],
    [r.w, r.h],
    [0, r.h],
  ]);
  const off = [rng.float(4, 18), rng.float(6, 22)];
  const shadow = await shadowMask(
    q.map(([x, y]) => [x + off[0]!, y + off[1]!] as Pt),
    w,
    h,
    rng.float(10, 22),
  );
  const out = Buffer.alloc(w * h * 3);
  const src = r.data;
  const rw = r.w;
  const rh = r.h;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const px = x + 0.5;
      const py = y + 0.5;
      const d = H[6]! * px + H[7]! * py + 1;
      const u = (H[0]! * px + H[1]! * py + H[2]!) / d - 0.5;
      const v = (H[3]! * px + H[4]! * py + H[5]!) / d - 0.5;
      const cov = Math.max(0, Math.min(1, Math.min(u + 0.5, rw - 0.5 - u, v + 0.5, rh - 0.5 - v)));
      const sh = 1 - shadowStrength * (shadow[i] as number);
      let R = (bg[i * 3] as number) * sh;
      let G = (bg[i * 3 + 1] as number) * sh;
      let B = (bg[i * 3 + 2] as number) * sh;
      if (cov > 0) {
        const uc = Math.max(0, Math.min(rw - 1.001, u));
        const vc = Math.max(0, Math.min(rh - 1.001, v));
        const x0 = Math.floor(uc);
        const y0 = Math.floor(vc);
        const fx = uc - x0;
        const fy = vc - y0;
        const a = (y0 * rw + x0) * 3;
        const b = a + 3;
        const c = a + rw * 3;
        const e = c + 3;
        const s = (k: number) =>
          ((src[a + k] as number) * (1 - fx) + (src[b + k] as number) * fx) * (1 - fy) +
          ((src[c + k] as number) * (1 - fx) + (src[e + k] as number) * fx) * fy;
        R = R * (1 - cov) + s(0) * tint[0] * cov;
        G = G * (1 - cov) + s(1) * tint[1] * cov;
        B = B * (1 - cov) + s(2) * tint[2] * cov;
      }
      const L = light(x / w, y / h);
      const n = rng.gauss() * 2.2;
      out[i * 3] = clamp255(R * L + n);
      out[i * 3 + 1] = clamp255(G * L + n);
      out[i * 3 + 2] = clamp255(B * L + n);
    }
  return { data: out, w, h };
}

/** Uneven lighting: gradient, a broad highlight, vignette and sometimes the soft shadow of the phone. */
function lighting(rng: Rng, strength: number): (x: number, y: number) => number {
  const gx = rng.signed(0.04, 0.14) * strength;
  const gy = rng.signed(0.03, 0.12) * strength;
  const hx = rng.float(0.2, 0.8);
  const hy = rng.float(0.15, 0.6);
  const hot = rng.float(0.03, 0.09) * strength;
  const phone = rng.chance(0.5);
  const px = rng.pick([-0.15, 1.15]);
  const py = rng.float(0.2, 0.9);
  const pr = rng.float(0.35, 0.5);
  const pd = rng.float(0.12, 0.22) * strength;
  return (x, y) => {
    let L = 1 + gx * (x - 0.5) + gy * (y - 0.5);
    L += hot * Math.exp(-((x - hx) ** 2 + (y - hy) ** 2) / 0.08);
    L -= 0.1 * strength * ((x - 0.5) ** 2 + (y - 0.5) ** 2);
    if (phone) {
      const dist = Math.sqrt((x - px) ** 2 + (y - py) ** 2);
      const t = Math.max(0, Math.min(1, (pr + 0.15 - dist) / 0.3));
      L -= pd * t * t * (3 - 2 * t);
    }
    return Math.max(0.6, Math.min(1.1, L));
  };
}

/** Place a rectangle of size pw x ph (centred at cx, cy) with keystone, skew and rotation. */
function quadFor(pw: number, ph: number, cx: number, cy: number, rng: Rng, amount: number): Pt[] {
  const k = rng.float(0.01, 0.035) * amount * (rng.chance(0.75) ? 1 : -1);
  const side = rng.signed(0, 0.02) * amount;
  const theta = (rng.signed(0.5, 2.0) * amount * Math.PI) / 180;
  const base: Pt[] = [
    [(-pw / 2) * (1 - k), (-ph / 2) * (1 + side)],
    [(pw / 2) * (1 - k), (-ph / 2) * (1 - side)],
    [(pw / 2) * (1 + k * 0.4), (ph / 2) * (1 - side)],
    [(-pw / 2) * (1 + k * 0.4), (ph / 2) * (1 + side)],
  ];
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  return base.map(([x, y]) => [cx + x * c - y * s, cy + x * s + y * c] as Pt);
}

function fitQuad(q: Pt[], w: number, h: number, margin: number): Pt[] {
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const scale = Math.min(1, (w - 2 * margin) / (maxX - minX), (h - 2 * margin) / (maxY - minY));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const tx = Math.min(
    Math.max(cx, margin + ((maxX - minX) * scale) / 2),
    w - margin - ((maxX - minX) * scale) / 2,
  );
  const ty = Math.min(
    Math.max(cy, margin + ((maxY - minY) * scale) / 2),
    h - margin - ((maxY - minY) * scale) / 2,
  );
  return q.map(([x, y]) => [tx + (x - cx) * scale, ty + (y - cy) * scale] as Pt);
}

/** Colour phone photo of the page lying on a table. Returns JPEG bytes. */
export async function phonePhoto(page: Page, rng: Rng, quality: number): Promise<Buffer> {
  const landscape = page.w > page.h;
  const [w, h] = landscape ? [2000, 1500] : [1800, 2400];
  const fill = rng.float(0.74, 0.86);
  let pw = w * fill;
  let ph = (pw * page.h) / page.w;
  if (ph > h * 0.86) {
    ph = h * 0.86;
    pw = (ph * page.w) / page.h;
  }
  const dpi = (pw / page.w) * 72 * 1.05;
  const r = await rasterise(page, dpi);
  let q = quadFor(pw, ph, w / 2 + rng.signed(0, w * 0.03), h / 2 + rng.signed(0, h * 0.025), rng, 1);
  q = fitQuad(q, w, h, 24);
  const bg = tableTexture(w, h, rng);
  const warm = rng.chance(0.6);
  const tint: [number, number, number] = warm ? [0.99, 0.965, 0.9] : [0.94, 0.965, 0.99];
  const frame = await compose(r, q, w, h, bg, rng, lighting(rng, 1), tint, rng.float(0.35, 0.6));
  return sharp(frame.data, { raw: { width: w, height: h, channels: 3 } })
    .blur(rng.float(0.55, 1.0))
    .jpeg({ quality })
    .toBuffer();
}

/** Greyscale "scanner app" export: cropped to the page with a little residual perspective. PNG bytes. */
export async function scannerAppPng(page: Page, rng: Rng): Promise<Buffer> {
  const landscape = page.w > page.h;
  const w = landscape ? 1500 : 1240;
  const h = Math.round((w * page.h) / page.w);
  const pw = w * rng.float(0.975, 1.0);
  const ph = h * rng.float(0.975, 1.0);
  const dpi = (w / page.w) * 72;
  const r = await rasterise(page, dpi);
  const q = quadFor(pw, ph, w / 2 + rng.signed(0, 6), h / 2 + rng.signed(0, 6), rng, 0.22);
  const bg = tableTexture(w, h, rng);
  const frame = await compose(r, q, w, h, bg, rng, lighting(rng, 0.45), [1, 1, 1], 0.2);
  // auto-levels as a scanner app does: greyscale, lift the paper to white, deepen the ink
  const grey = Buffer.alloc(w * h);
  const white = rng.float(205, 225);
  const black = rng.float(35, 55);
  for (let i = 0; i < w * h; i++) {
    const y = 0.299 * frame.data[i * 3]! + 0.587 * frame.data[i * 3 + 1]! + 0.114 * frame.data[i * 3 + 2]!;
    grey[i] = clamp255(((y - black) / (white - black)) * 255);
  }
  return sharp(grey, { raw: { width: w, height: h, channels: 1 } })
    .blur(rng.float(0.4, 0.6))
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** HEIC via libheif's heif-enc (x265). */
export function heicFromJpeg(jpeg: Buffer, outFile: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'set-c-'));
  const src = path.join(dir, 'in.jpg');
  fs.writeFileSync(src, jpeg);
  execFileSync('heif-enc', ['-q', '60', '-o', outFile, src], { stdio: 'ignore' });
  fs.rmSync(dir, { recursive: true, force: true });
}
