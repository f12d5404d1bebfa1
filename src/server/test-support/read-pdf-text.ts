import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** The text of each page of a PDF (items joined by spaces, runs of space collapsed) and its metadata. */
export async function readPdfText(
  bytes: Uint8Array,
): Promise<{ pages: string[]; info: Record<string, unknown> }> {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .filter((item): item is TextItem => 'str' in item)
          .map((item) => item.str)
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await task.destroy();
  }
}
