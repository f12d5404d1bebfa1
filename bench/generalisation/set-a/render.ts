// Rendering: pdfkit drawing -> digital PDF, or rasterised "scan" PDF, plus the truth file.
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FONTS, type Spec } from './lib';

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
function toBuffer(spec: Spec): Promise<{ buf: Buffer; pages: number }> {
  const d = new PDFDocument({
    size: spec.size ?? 'A4',
    margin: 0,
    bufferPages: true,
    info: {
      Title: spec.template,
      Producer: 'set-a',
      CreationDate: new Date(`${spec.documentDate}T09:00:00Z`),
    },
  });
  for (const [k, p] of Object.entries(FONTS)) d.registerFont(k, p);
  const chunks: Buffer[] = [];
  d.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((res) => {
    d.on('end', () => res({ buf: Buffer.concat(chunks), pages }));
    spec.draw(d);
    const pages = d.bufferedPageRange().count;
    d.end();
  });
}
/** Rasterise at 200 dpi, tilt ≤1°, add noise and blur, wrap as an image-only PDF. */
async function scanify(pdf: Buffer, seed: number): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'seta-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-png', join(dir, 'in.pdf'), join(dir, 'p')]);
    const pngs = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    const rnd = seeded(seed);
    const out = new PDFDocument({
      autoFirstPage: false,
      info: { Producer: 'scanner', CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((res) => out.on('end', () => res(Buffer.concat(chunks))));
    for (const f of pngs) {
      const { data, info } = await sharp(readFileSync(join(dir, f)))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (let i = 0; i < data.length; i++)
        data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) - 8 + Math.floor(rnd() * 22) - 7));
      const angle = (rnd() * 2 - 1) * 0.9;
      const jpg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
        .rotate(angle, { background: '#f4f4f4' })
        .blur(0.6)
        .jpeg({ quality: 78 })
        .toBuffer();
      const meta = await sharp(jpg).metadata();
      const w = ((meta.width ?? info.width) * 72) / 200;
      const h = ((meta.height ?? info.height) * 72) / 200;
      out.addPage({ size: [w, h], margin: 0 }).image(jpg, 0, 0, { width: w, height: h });
    }
    out.end();
    return await done;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
export async function render(spec: Spec, outDir: string): Promise<string> {
  const { buf, pages } = await toBuffer(spec);
  const file = `${spec.id}.pdf`;
  const final = spec.rendition === 'scan-pdf' ? await scanify(buf, parseInt(spec.id, 16)) : buf;
  writeFileSync(join(outDir, file), final);
  const truth = {
    file,
    documentType: spec.documentType,
    rendition: spec.rendition,
    persona: spec.persona,
    fields: spec.fields,
    template: spec.template,
    pages,
    documentDate: spec.documentDate,
  };
  writeFileSync(join(outDir, `${file}.truth.json`), JSON.stringify(truth, null, 2) + '\n');
  return file;
}
