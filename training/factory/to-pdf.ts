import PDFDocument from 'pdfkit';
import type { FactoryDocument } from './compose';

/** A factory document as a born-digital PDF (pdfkit's built-in Helvetica: no font files needed). */
export function toPdf(document: FactoryDocument): Promise<Buffer> {
  const first = document.pages[0];
  const pdf = new PDFDocument({
    size: [first?.width ?? 595, first?.height ?? 842],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: document.id,
      Producer: 'FactFind document factory',
      CreationDate: new Date(`${document.documentDate}T09:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  for (const page of document.pages) {
    pdf.addPage({ size: [page.width, page.height], margin: 0 });
    for (const rule of page.rules)
      pdf
        .save()
        .lineWidth(0.5)
        .strokeColor('#999999')
        .moveTo(rule.x0, rule.y)
        .lineTo(rule.x1, rule.y)
        .stroke()
        .restore();
    for (const text of page.texts)
      pdf
        .font(text.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(text.size)
        // pdfkit places text by its top; the factory places it by its baseline.
        .text(text.text, text.x, text.y - text.size * 0.8, { lineBreak: false });
  }
  pdf.end();
  return done;
}
